import type { PublicProvider } from '../../shared/providerDefinition';
import { PROVIDERS } from '../../shared/providers';

/** GET /api/providers as a fresh server answers it: the four shipped providers, enabled. */
export const SHIPPED_PROVIDERS: PublicProvider[] = PROVIDERS.map((p) => ({
  slug: p.key,
  name: p.name,
  domain: p.domain,
  enabled: true,
  subjectToSearch: p.subjectHint,
  bookingIdLabel: p.bookingIdLabel,
  bookingIdWhere: p.bookingIdWhere,
}));
