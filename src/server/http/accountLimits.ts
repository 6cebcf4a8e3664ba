import type { FastifyRequest } from 'fastify';
import type { LimitRule } from './rateLimit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const signedInUser = (request: FastifyRequest): string | null => (request.user === null ? null : String(request.user.id));

/** Password guessing: per address from one IP, and per IP over all addresses. */
export const SIGN_IN_LIMITS: LimitRule[] = [
  { name: 'signin-ip-email', max: 10, perMs: MINUTE, key: (request) => `${request.ip}|${bodyEmail(request)}` },
  { name: 'signin-ip', max: 30, perMs: MINUTE, key: (request) => request.ip },
];

export const SIGN_UP_LIMITS: LimitRule[] = [{ name: 'signup-ip', max: 10, perMs: MINUTE, key: (request) => request.ip }];

/** On top of the 70 s wait between two codes of one kind: caps what one account or one IP can make us send. */
export const OTP_SEND_LIMITS: LimitRule[] = [
  { name: 'otp-account', max: 10, perMs: HOUR, key: signedInUser },
  { name: 'otp-ip', max: 20, perMs: MINUTE, key: (request) => request.ip },
];
