import type { Concert } from '../../../shared/entities';
import { formatRupees } from '../../../shared/format';
import { APP_NAME } from '../../app/brand';

/** SPEC §2: the event page's title and description, from name, venue, city, listings and lowest price. */
export function eventMeta(concert: Concert): { title: string; description: string } {
  const { concertName: name, concertVenue: venue, concertCity: city, numberOfTicketsListed: listed } = concert;
  const where = `${venue}, ${city}`;
  const title = `${name} Tickets | ${where} | ${APP_NAME}`;
  if (listed === 0) {
    return {
      title,
      description: `No ticket listings yet for ${name} at ${where}. Sell yours or get notified when fans list theirs on ${APP_NAME}.`,
    };
  }
  const listings = `${listed} verified ticket ${listed === 1 ? 'listing' : 'listings'}`;
  const price = concert.lowestTicketPrice != null ? ` from ${formatRupees(concert.lowestTicketPrice)}` : '';
  return {
    title,
    description: `${listings} for ${name} at ${where}${price}. Buy from real fans, no scalpers, on ${APP_NAME}.`,
  };
}
