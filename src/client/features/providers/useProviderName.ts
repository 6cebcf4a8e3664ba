import { useGetProvidersQuery } from './publicProvidersApi';

/** A provider's name by its domain, as the server describes it; the domain itself until then, or if none has it. */
export function useProviderName(): (domain: string) => string {
  const { data } = useGetProvidersQuery();
  return (domain) => data?.find((provider) => provider.domain === domain)?.name ?? domain;
}
