import dayjs from 'dayjs';

/** Days as yyyy-mm-dd, which also sort as text. A range may hold only a start while the end is chosen. */
export interface DateRange {
  start: string | null;
  end: string | null;
}

export const ISO_DAY = 'YYYY-MM-DD';
export const EMPTY_RANGE: DateRange = { start: null, end: null };

export interface DayLimits {
  today: string;
  min?: string | null;
  max?: string | null;
}

/** SPEC §5: past days and days outside min/max cannot be picked. */
export function isDayDisabled(day: string, { today, min, max }: DayLimits): boolean {
  return day < today || (min != null && day < min) || (max != null && day > max);
}

/**
 * The pickable day nearest to `day`. Pickable days run without a gap from today (or min, if later) to max, so this
 * is `day` held within those two; `day` itself when no day at all can be picked.
 */
export function nearestPickableDay(day: string, { today, min, max }: DayLimits): string {
  const first = min != null && min > today ? min : today;
  if (max != null && max < first) return day;
  if (day < first) return first;
  return max != null && day > max ? max : day;
}

/** SPEC §5: the first click sets the start, the second the end, and an earlier second click swaps them. */
export function pickDay(range: DateRange, day: string): DateRange {
  if (range.start === null || range.end !== null) return { start: day, end: null };
  if (day < range.start) return { start: day, end: range.start };
  return { start: range.start, end: day };
}

export function isInRange(day: string, { start, end }: DateRange): boolean {
  return start !== null && end !== null && day >= start && day <= end;
}

export function rangeLabel({ start, end }: DateRange): string {
  if (start === null) return 'Any dates';
  const from = dayjs(start).format('D MMM');
  if (end === null) return `From ${from}`;
  return start === end ? from : `${from} – ${dayjs(end).format('D MMM')}`;
}

export function isIsoDay(text: string | null | undefined): text is string {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format(ISO_DAY) === text;
}
