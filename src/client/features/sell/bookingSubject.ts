import type { Concert } from '../../../shared/entities';
import type { PublicProvider } from '../../../shared/providerDefinition';

export interface BookingSubject {
  provider: PublicProvider;
  /** The subject line as the seller will see it, with the event's name filled in. */
  subject: string;
  /** What to paste into the inbox search: the subject without its placeholders for booking numbers. */
  searchText: string;
}

/** The subject of the event's provider's confirmation e-mail, as the provider's definition tells sellers. */
export function bookingSubject(concert: Concert, provider: PublicProvider | undefined): BookingSubject | null {
  if (!provider) return null;
  const subject = provider.subjectToSearch.replace('{event}', concert.concertName);
  const searchText = subject.replace(/…/g, ' ').replace(/\s+/g, ' ').trim();
  return { provider, subject, searchText };
}
