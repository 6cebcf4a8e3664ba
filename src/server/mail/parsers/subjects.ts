import { PROVIDERS, type Provider, type ProviderKey } from '../../../shared/providers';

/** Each provider's confirmation subject line; `event` and, where printed, the booking `id` are captured. */
export const SUBJECT_PATTERNS: Record<ProviderKey, RegExp> = {
  bookmyshow: /^Booking Confirmed - (?<event>.+) - Booking ID (?<id>[A-Z0-9-]+)$/i,
  district: /^Your tickets for (?<event>.+) are confirmed$/i,
  skillbox: /^Skillbox: Order #(?<id>[A-Z0-9-]+) confirmed for (?<event>.+)$/i,
  sortmyscene: /^You['’]re going to (?<event>.+)! Ticket confirmation$/i,
};

export interface SubjectMatch {
  event: string;
  id?: string;
}

/** The event (and booking id) a subject names, if it is that provider's confirmation subject. */
export function readSubject(provider: ProviderKey, subject: string): SubjectMatch | null {
  const match = SUBJECT_PATTERNS[provider].exec(subject.replace(/\s+/g, ' ').trim());
  if (!match?.groups) return null;
  return { event: match.groups.event.trim(), id: match.groups.id };
}

/** The first provider whose subject pattern the subject matches. */
export function providerBySubject(subject: string): Provider | undefined {
  return PROVIDERS.find((p) => readSubject(p.key, subject) !== null);
}
