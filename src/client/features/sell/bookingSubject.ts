import type { Concert } from '../../../shared/entities';
import { providerByDomain, type Provider } from '../../../shared/providers';

export interface BookingSubject {
  provider: Provider;
  /** The subject line as the seller will see it, with the event's name filled in. */
  subject: string;
  /** What to paste into the inbox search: the subject without its placeholders for booking numbers. */
  searchText: string;
}

/** The subject of the event's provider's confirmation e-mail (src/shared/providers). */
export function bookingSubject(concert: Concert): BookingSubject | null {
  const provider = providerByDomain(concert.expectedDkimDomain);
  if (!provider) return null;
  const subject = provider.subjectHint.replace('{event}', concert.concertName);
  const searchText = subject.replace(/…/g, ' ').replace(/\s+/g, ' ').trim();
  return { provider, subject, searchText };
}
