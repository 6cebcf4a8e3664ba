import { eventTag, ANY_EVENT, type CacheTag } from '../services/cacheScope';

interface ShowsEvents {
  concertId: number;
}

/** A list's tags: each event it shows, and whether figures decide which events it shows (cheapest first, popular). */
export function listTags(events: readonly ShowsEvents[], rankedByFigures: boolean): CacheTag[] {
  const tags = events.map((event) => eventTag(event.concertId));
  if (rankedByFigures) tags.push(ANY_EVENT);
  return tags;
}

export const pageTags =
  (rankedByFigures: boolean) =>
  (page: { content: readonly ShowsEvents[] }): CacheTag[] =>
    listTags(page.content, rankedByFigures);

export const isPriceOrder = (sortBy: string | undefined): boolean => sortBy === 'lowestTicketPrice';
