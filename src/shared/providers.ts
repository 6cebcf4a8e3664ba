import type { ProviderDomain } from './entities';

export type ProviderKey = 'bookmyshow' | 'district' | 'skillbox' | 'sortmyscene';

export interface Provider {
  key: ProviderKey;
  name: string;
  domain: ProviderDomain;
  /** How the wizard describes the subject line to search for in the inbox. */
  subjectHint: string;
}

/** SPEC §1: the four supported primary-seller e-mail sources. */
export const PROVIDERS: readonly Provider[] = [
  { key: 'bookmyshow', name: 'BookMyShow', domain: 'bookmyshow.com', subjectHint: 'Booking Confirmed - {event} - Booking ID …' },
  { key: 'district', name: 'District', domain: 'district.in', subjectHint: 'Your tickets for {event} are confirmed' },
  { key: 'skillbox', name: 'Skillbox', domain: 'skillboxes.com', subjectHint: 'Skillbox: Order #… confirmed for {event}' },
  { key: 'sortmyscene', name: 'SortMyScene', domain: 'sortmyscene.com', subjectHint: "You're going to {event}! Ticket confirmation" },
];

export const PROVIDER_DOMAINS: readonly ProviderDomain[] = PROVIDERS.map((p) => p.domain);

export function providerByDomain(domain: string): Provider | undefined {
  return PROVIDERS.find((p) => p.domain === domain);
}
