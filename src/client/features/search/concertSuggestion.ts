import { eventTime } from '../../app/eventTime';
import type { Concert } from '../../../shared/entities';
import type { SearchBarItem } from '../../components/searchBarTypes';

export interface ConcertSuggestion extends SearchBarItem {
  concert: Concert;
}

/** A header suggestion for an event: its name, its thumbnail, and when and where it is. */
export function concertSuggestion(concert: Concert): ConcertSuggestion {
  return {
    key: concert.concertId,
    text: concert.concertName,
    image: concert.thumbnail,
    subtext: `${eventTime(concert.concertDate).format('D MMM YYYY')} · ${concert.concertVenue}, ${concert.concertCity}`,
    concert,
  };
}
