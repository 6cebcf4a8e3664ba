import type { PublicProvider } from '../../../shared/providerDefinition';
import { useGetProvidersQuery } from './publicProvidersApi';

/** The provider that signs an event's bookings (its DKIM domain), as the server describes it; undefined while loading. */
export function useProvider(domain: string | null | undefined): PublicProvider | undefined {
  const { data } = useGetProvidersQuery();
  return domain ? data?.find((provider) => provider.domain === domain) : undefined;
}
