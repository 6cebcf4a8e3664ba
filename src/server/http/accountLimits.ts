import type { FastifyRequest } from 'fastify';
import type { LimitRule } from './rateLimit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const signedInUser = (request: FastifyRequest): string | null => (request.user === null ? null : String(request.user.id));

/** A signed-in account's budget for one kind of write; a stranger is refused by the route before counting matters. */
export function perAccount(name: string, max: number, perMs: number): LimitRule {
  return { name, max, perMs, key: signedInUser };
}

/**
 * Password guessing: per address from one IP, per IP over all addresses, and per address over all IPs (a
 * guesser spread over many IPs). The last can lock the owner out for a quarter of an hour at worst.
 */
export const SIGN_IN_LIMITS: LimitRule[] = [
  { name: 'signin-ip-email', max: 10, perMs: MINUTE, key: (request) => `${request.ip}|${bodyEmail(request)}` },
  { name: 'signin-ip', max: 30, perMs: MINUTE, key: (request) => request.ip },
  { name: 'signin-email', max: 20, perMs: 15 * MINUTE, key: (request) => bodyEmail(request) || null },
];

export const SIGN_UP_LIMITS: LimitRule[] = [{ name: 'signup-ip', max: 10, perMs: MINUTE, key: (request) => request.ip }];

function changesPassword(request: FastifyRequest): boolean {
  return (request.body as { password?: unknown } | null)?.password !== undefined;
}

/** Guessing the current password (or the e-mail code) through a borrowed session: per account and per IP. */
export const PASSWORD_CHANGE_LIMITS: LimitRule[] = [
  { name: 'password-change-account', max: 10, perMs: 15 * MINUTE, key: (request) => (changesPassword(request) ? signedInUser(request) : null) },
  { name: 'password-change-ip', max: 20, perMs: 15 * MINUTE, key: (request) => (changesPassword(request) ? request.ip : null) },
];

/** Deleting an account guesses the password (or the e-mail code) on every call, whatever the body. */
export const ACCOUNT_DELETION_LIMITS: LimitRule[] = [
  { name: 'account-deletion-account', max: 10, perMs: 15 * MINUTE, key: signedInUser },
  { name: 'account-deletion-ip', max: 20, perMs: 15 * MINUTE, key: (request) => request.ip },
];

/** On top of the 70 s wait between two codes of one kind: caps what one account or one IP can make us send. */
export const OTP_SEND_LIMITS: LimitRule[] = [
  { name: 'otp-account', max: 10, perMs: HOUR, key: signedInUser },
  { name: 'otp-ip', max: 20, perMs: MINUTE, key: (request) => request.ip },
];

/**
 * 'Forgot password?': counted by address whether or not it has an account (so the limit tells nothing either), which
 * caps the mails one address can be sent; and per IP, over addresses and over guesses at links.
 */
export const PASSWORD_RESET_LIMITS: LimitRule[] = [
  { name: 'reset-email', max: 3, perMs: 15 * MINUTE, key: (request) => bodyEmail(request) || null },
  { name: 'reset-ip', max: 10, perMs: 15 * MINUTE, key: (request) => request.ip },
];

export const PASSWORD_RESET_CONFIRM_LIMITS: LimitRule[] = [{ name: 'reset-confirm-ip', max: 20, perMs: 15 * MINUTE, key: (request) => request.ip }];

// Writes one account can repeat cheaply, each kind with a budget no fan reaches: a loop of them is refused
// (429, the wait in `error`) before it changes anything, however many processes it spreads over.

/** Name, phone, password, picture and verification skips: a rename loop re-reads every listing the seller has. */
export const PROFILE_LIMITS: LimitRule[] = [perAccount('profile-account', 30, HOUR)];

function changesPhone(request: FastifyRequest): boolean {
  return (request.body as { phoneNumber?: unknown } | null)?.phoneNumber !== undefined;
}

/** On top of the profile's budget: a phone number is what buyers call, so it changes rarely. */
export const PHONE_CHANGE_LIMITS: LimitRule[] = [
  { name: 'phone-change-account', max: 10, perMs: 24 * HOUR, key: (request) => (changesPhone(request) ? signedInUser(request) : null) },
];

/** Event alerts, push devices and manual ticket requests, one budget. */
export const ALERT_LIMITS: LimitRule[] = [perAccount('alerts-account', 120, HOUR)];

/**
 * A seller's edits and status changes over all their listings, each of which invalidates an event's listings.
 * Higher than the rest: the soak's sellers (scripts/soak) change prices about once a second for six minutes.
 */
export const LISTING_CHANGE_LIMITS: LimitRule[] = [perAccount('listing-change-account', 1000, HOUR)];

/** Plenty for a person with things to say; a script filling the table is stopped quickly. */
export const FEEDBACK_LIMITS: LimitRule[] = [perAccount('feedback-user', 10, HOUR)];

/** As feedback's: plenty for a buyer who met several bad sellers; a script filling the queue is stopped quickly. */
export const LISTING_REPORT_LIMITS: LimitRule[] = [perAccount('listing-report-user', 10, HOUR)];
