import { OTP_RESEND_COUNTDOWN_S, OTP_RESEND_THROTTLE_MS } from '../../../shared/constants';

/** Whole seconds until the 70 s throttle window after `sentAt` closes; 0 once it has. */
export function throttleSecondsLeft(sentAt: number | undefined, now: number): number {
  if (sentAt === undefined) return 0;
  return Math.max(0, Math.ceil((sentAt + OTP_RESEND_THROTTLE_MS - now) / 1000));
}

/**
 * The countdown a reopened modal resumes with (SPEC §4 "the remaining seconds"): the seconds left in the
 * 70 s window, capped at the 60 s countdown. So the resend button comes back exactly when the window closes
 * and a reopened modal never offers a resend the throttle would refuse; only a modal left open through a
 * whole countdown can hit the last 10 s of the window, and that click gets 'Please wait {n} seconds…'.
 */
export function resumedCountdownSeconds(sentAt: number, now: number): number {
  return Math.min(OTP_RESEND_COUNTDOWN_S, throttleSecondsLeft(sentAt, now));
}
