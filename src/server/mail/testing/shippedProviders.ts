import type { ProviderDefinition } from '../../../shared/providerDefinition';
import { SHIPPED_PROVIDERS } from '../../db/migrations/20261211_0001_providers';
import type { ShippedSlug } from './layouts/buildOriginal';

export type { ShippedSlug };

/** The four providers' version 1, as the migration writes their rows (providers.repo.test.ts reads them back). */
export function shippedProvider(slug: string): ProviderDefinition {
  const found = SHIPPED_PROVIDERS.find((p) => p.slug === slug);
  if (!found) throw new Error(`not a shipped provider: ${slug}`);
  return found;
}

export const SHIPPED = SHIPPED_PROVIDERS;

/** The shipped providers as verifyForwardedBooking takes them: each at version 1. */
export const SHIPPED_KNOWN = SHIPPED_PROVIDERS.map((definition) => ({ definition, version: 1 }));

/** Every shipped provider's signing domains, as the booking check takes them from the table. */
export const SHIPPED_DOMAINS = SHIPPED_PROVIDERS.flatMap((p) => p.dkimDomains);

export const SHIPPED_SLUGS: ShippedSlug[] = ['bookmyshow', 'district', 'skillbox', 'sortmyscene'];

/** The domain a shipped provider's events name: its first DKIM domain. */
export const shippedDomain = (slug: ShippedSlug): string => shippedProvider(slug).dkimDomains[0];
