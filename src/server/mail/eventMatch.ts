/** Does a booking agree with the event the seller picked, in the fields its provider says identify an event? */
import type { EventField } from '../../shared/providerDefinition';

/** Words that differ between listings of the same show without changing which show it is. */
const FILLER = new Set(['the', 'a', 'an', 'and', 'ft', 'feat', 'featuring', 'live', 'in', 'at', 'of', 'presents', 'with']);

function tokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t && !FILLER.has(t));
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** Same word, allowing one typo in words of five letters or more (two from ten). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (/\d/.test(a) || /\d/.test(b) || Math.min(a.length, b.length) < 5) return false;
  return editDistance(a, b) <= (Math.min(a.length, b.length) >= 10 ? 2 : 1);
}

/**
 * Names match when every word of the shorter one is in the longer one, or most words are shared
 * (60% of the longer). Numbers must agree: "Day 1" is not "Day 2", though a missing year is allowed.
 */
export function eventNamesMatch(chosen: string, found: string): boolean {
  const [shorter, longer] = [tokens(chosen), tokens(found)].sort((x, y) => x.length - y.length);
  if (shorter.length === 0) return chosen.trim().toLowerCase() === found.trim().toLowerCase();
  const numbers = (list: string[]) => list.filter((t) => /^\d+$/.test(t));
  if (!numbers(shorter).every((n) => numbers(longer).includes(n))) return false;
  const shared = shorter.filter((t) => longer.some((u) => sameWord(t, u))).length;
  return shared === shorter.length || shared / longer.length >= 0.6;
}

/** India keeps +05:30 all year (no daylight saving), so its day is plain arithmetic, far cheaper than Intl. */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const KOLKATA_LABEL = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'short', day: '2-digit', month: 'short', year: 'numeric' });

/** The calendar day (yyyy-mm-dd) of a moment in India. */
export function kolkataDay(moment: Date | string): string {
  return new Date(new Date(moment).getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/** "Sat, 13 Feb 2027": how a booking e-mail prints a day. */
export function kolkataDayLabel(moment: Date | string): string {
  const part = (type: string) => KOLKATA_LABEL.formatToParts(new Date(moment)).find((p) => p.type === type)?.value;
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

export type EventMatch = 'same' | 'other-name' | 'other-day' | 'other-venue';

export interface BookedEvent {
  eventName: string;
  eventDateIso: string;
  venue: string;
  city: string;
}

export interface ChosenEvent {
  name: string;
  date: Date | string;
  /** Needed when the provider names the venue: an event without one matches no venue. */
  venue?: string;
  city?: string;
}

/**
 * The same venue by the name rule, in the same city: "NSCI Dome" is "NSCI Dome, Worli", and a chain's venue
 * in another city ("Phoenix Marketcity", Pune) is not the one in Mumbai.
 */
export function venuesMatch(chosen: { venue?: string; city?: string }, found: { venue: string; city: string }): boolean {
  if (!chosen.venue?.trim()) return false;
  return eventNamesMatch(chosen.venue, found.venue) && (!chosen.city?.trim() || eventNamesMatch(chosen.city, found.city));
}

/** Compares exactly the fields the provider names, in the order name, day, venue; the first that differs is said. */
export function matchEvent(booking: BookedEvent, event: ChosenEvent, fields: readonly EventField[]): EventMatch {
  if (fields.includes('eventName') && !eventNamesMatch(event.name, booking.eventName)) return 'other-name';
  if (fields.includes('dateTime') && kolkataDay(event.date) !== booking.eventDateIso) return 'other-day';
  if (fields.includes('venue') && !venuesMatch(event, booking)) return 'other-venue';
  return 'same';
}
