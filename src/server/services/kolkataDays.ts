import { AppError } from '../http/AppError';

const DAY_MS = 24 * 60 * 60 * 1000;
/** India keeps UTC+05:30 all year, so an Asia/Kolkata day starts at a fixed UTC instant. */
const KOLKATA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** When a yyyy-mm-dd day (a real one: the schemas hold it to `format: date`) starts in Asia/Kolkata. */
export function kolkataDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - KOLKATA_OFFSET_MS);
}

/** An inclusive range of India days as instants: from the first day's start up to (not including) the day after the last. */
export const FROM_AFTER_TO = 'from must not be after to';

export function kolkataDays(from: string | undefined, to: string | undefined): { start?: Date; end?: Date } {
  if (from !== undefined && to !== undefined && to < from) throw new AppError(400, FROM_AFTER_TO);
  return {
    ...(from !== undefined && { start: kolkataDayStart(from) }),
    ...(to !== undefined && { end: new Date(kolkataDayStart(to).getTime() + DAY_MS) }),
  };
}

/** The India day an instant falls on, as a day number: days since 1970-01-01 in Asia/Kolkata. */
export function kolkataDayNumber(at: Date): number {
  return Math.floor((at.getTime() + KOLKATA_OFFSET_MS) / DAY_MS);
}

/** A day number's yyyy-mm-dd. */
export function kolkataDayOfNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
