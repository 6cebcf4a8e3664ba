import { eventTag, ANY_EVENT, type CacheTag } from '../services/cacheScope';

interface ShowsEvents {
  concertId: number;
}

/** A list's tags: each event it shows, and whether figures decide which events it shows (cheapest first, popular). */
export function listTags(events: readonly ShowsEvents[], rankedByFigures: boolean): CacheTag[] {
  return idTags(events.map((event) => event.concertId), rankedByFigures);
}

/** The same from the events' ids (a page the database wrote as JSON says which events it holds). */
export function idTags(concertIds: readonly number[], rankedByFigures: boolean): CacheTag[] {
  const tags = concertIds.map(eventTag);
  if (rankedByFigures) tags.push(ANY_EVENT);
  return tags;
}

/** How a page the database wrote is cached: its body, tagged with the events it shows. */
export const jsonPage =
  (rankedByFigures: boolean) =>
  (page: { body: Buffer; concertIds: readonly number[] }): { body: Buffer; tags: CacheTag[] } => ({ body: page.body, tags: idTags(page.concertIds, rankedByFigures) });

export const isPriceOrder = (sortBy: string | undefined): boolean => sortBy === 'lowestTicketPrice';
