/**
 * Dates as people in India write them, dd/mm/yyyy, and a time as "6:30 pm" or "18:30": what the console's fields
 * take, turned into the yyyy-mm-dd and yyyy-mm-ddThh:mm the API is given. A browser's own date field would show
 * mm/dd/yyyy wherever its language is American English.
 */
const DAY = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/;
const TIME = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?\s*$/i;

export const WRITTEN_DAY_HINT = 'dd/mm/yyyy, e.g. 28/11/2026';
export const WRITTEN_TIME_HINT = 'dd/mm/yyyy and the time, e.g. 28/11/2026 6:30 pm';
export const WRITTEN_DAY_MESSAGE = 'Please write the day as dd/mm/yyyy, e.g. 28/11/2026';
export const WRITTEN_TIME_MESSAGE = 'Please write the date as dd/mm/yyyy and the time, e.g. 28/11/2026 6:30 pm';

const two = (n: number) => String(n).padStart(2, '0');

/** `28/11/2026` → `2026-11-28`; null when it is not a real day. */
export function dayFromWritten(text: string): string | null {
  const match = DAY.exec(text);
  if (match === null) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${two(month)}-${two(day)}`;
}

/** `28/11/2026 6:30 pm` (or `18:30`) → `2026-11-28T18:30`; null when either part is not real. */
export function timeFromWritten(text: string): string | null {
  const split = /^\s*(\S+)\s+(.+)$/.exec(text);
  if (split === null) return null;
  const day = dayFromWritten(split[1]);
  const time = TIME.exec(split[2]);
  if (day === null || time === null) return null;
  let hour = Number(time[1]);
  const minute = time[2] === undefined ? 0 : Number(time[2]);
  const half = time[3]?.toLowerCase().startsWith('p') ? 'pm' : time[3] === undefined ? null : 'am';
  if (minute > 59 || (half === null ? hour > 23 : hour < 1 || hour > 12)) return null;
  if (half === 'pm' && hour !== 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  return `${day}T${two(hour)}:${two(minute)}`;
}

/** `2026-11-28T18:30` → `28/11/2026 6:30 pm`, as the field shows a time it was given. */
export function writtenTime(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (match === null) return value;
  const [year, month, day, hour, minute] = match.slice(1);
  const h = Number(hour);
  return `${day}/${month}/${year} ${h % 12 === 0 ? 12 : h % 12}:${minute} ${h < 12 ? 'am' : 'pm'}`;
}
