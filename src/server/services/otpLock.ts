import { OTP_WRONG_TRIES_PER_DAY, type OtpKind } from '../../shared/constants';
import type { Db } from '../db/database';
import { recordWrongTry, wrongTriesSince } from '../db/repositories/otp.repo';

export const WRONG_TRY_WINDOW_MS = 24 * 60 * 60 * 1000;

const INDIAN_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export function lockMessage(liftsAt: Date): string {
  return `Too many wrong codes today. You can try again after ${INDIAN_TIME.format(liftsAt)} (Indian time).`;
}

/**
 * When the account may try codes of this kind again, or null if it may now: a new code does not reset the
 * count, so guessing is capped at 10 a day whatever the per-code limit.
 */
export async function lockedUntil(db: Db, userId: number, kind: OtpKind, now: Date): Promise<Date | null> {
  const tries = await wrongTriesSince(db, userId, kind, new Date(now.getTime() - WRONG_TRY_WINDOW_MS), OTP_WRONG_TRIES_PER_DAY);
  if (tries.length < OTP_WRONG_TRIES_PER_DAY) return null;
  return new Date(tries[tries.length - 1].getTime() + WRONG_TRY_WINDOW_MS);
}

export function countWrongTry(db: Db, userId: number, kind: OtpKind, now: Date): Promise<void> {
  return recordWrongTry(db, userId, kind, now, new Date(now.getTime() - WRONG_TRY_WINDOW_MS));
}
