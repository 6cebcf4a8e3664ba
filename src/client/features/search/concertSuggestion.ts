import type { Concert } from '../../../shared/entities';
import { formatEventDate } from '../../../shared/format';
import type { SearchBarItem } from '../../components/searchBarTypes';

export interface ConcertSuggestion extends SearchBarItem {
  concert: Concert;
}

/** A header suggestion for an event: its name, its thumbnail, and when and where it is (no dayjs: the header is on every page). */
export function concertSuggestion(concert: Concert): ConcertSuggestion {
  return {
    key: concert.concertId,
    text: concert.concertName,
    image: concert.thumbnail,
    subtext: `${formatEventDate(concert.concertDate)} · ${concert.concertVenue}, ${concert.concertCity}`,
    concert,
  };
}
