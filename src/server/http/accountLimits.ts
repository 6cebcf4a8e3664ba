import type { FastifyRequest } from 'fastify';
import type { LimitRule } from './rateLimit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const signedInUser = (request: FastifyRequest): string | null => (request.user === null ? null : String(request.user.id));

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
