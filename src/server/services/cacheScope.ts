/**
 * What a write changed among the cached catalogue reads, so that every process drops exactly those
 * (issue 21). An event's listings, figures and interest change together: its scope drops that event's
 * listing pages and page, every list page that shows the event, and every read tagged ANY_EVENT (the
 * event may move into or out of a ranked list; totals add every event up).
 */
export type CacheScope = { kind: 'nothing' } | { kind: 'everything' } | { kind: 'event'; eventId: number };

/** What a cached read depends on: the events its body shows, or the figures of any event. */
export type CacheTag = `event:${number}` | typeof ANY_EVENT;

/**
 * Reads that any event's figures may change: lists whose membership or order follows prices, tickets listed
 * or interest (popular, cheapest first), and the platform's totals.
 */
export const ANY_EVENT = 'any-event';

export const eventTag = (eventId: number): CacheTag => `event:${eventId}`;

export const NOTHING: CacheScope = { kind: 'nothing' };
export const EVERYTHING: CacheScope = { kind: 'everything' };
export const eventScope = (eventId: number): CacheScope => ({ kind: 'event', eventId });

/** The scope as a notification's payload: `*` or `event:<id>`. */
export function encodeScope(scope: CacheScope): string {
  return scope.kind === 'event' ? eventTag(scope.eventId) : '*';
}

/** Anything unreadable (an older process's empty payload included) drops everything: never too little. */
export function decodeScope(payload: string): CacheScope {
  const match = /^event:(\d{1,10})$/.exec(payload);
  return match === null ? EVERYTHING : eventScope(Number(match[1]));
}

/** Whether a read tagged `tags` may show what `scope` changed. */
export function touches(scope: CacheScope, tags: ReadonlySet<CacheTag>): boolean {
  if (scope.kind === 'nothing') return false;
  if (scope.kind === 'everything') return true;
  return tags.has(ANY_EVENT) || tags.has(eventTag(scope.eventId));
}
