/**
 * Event times as operators type them: a wall-clock time in India (UTC+05:30 all year, no daylight saving), written
 * `yyyy-mm-ddThh:mm` (what an `<input type="datetime-local">` holds). The database keeps the instant.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;

export const INDIA_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const YEAR = '(?:[1-9]\\d{3}|0[1-9]\\d{2})';
const LEAP_YEAR = '(?:(?:[1-9]\\d|0[1-9])(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[13579][26]|0[48])00)';
const MONTH_DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
/**
 * Only real times, as one pattern, so the API document says the whole rule (no 30 February, 29 February in leap
 * years only, no year before 0100, which JavaScript's dates would read as 19xx).
 */
export const REAL_INDIA_TIME_PATTERN = new RegExp(`^(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)T(?:[01]\\d|2[0-3]):[0-5]\\d$`);

/** The instant of an India wall-clock time, or null when the text is not a real `yyyy-mm-ddThh:mm`. */
export function parseIndiaTime(text: string): Date | null {
  const match = INDIA_TIME_PATTERN.exec(text);
  if (match === null) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  // 2026-02-30 rolls over into March: not a real day.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** An instant (ISO 8601) as India wall-clock time, `yyyy-mm-ddThh:mm`. */
export function toIndiaTime(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}
