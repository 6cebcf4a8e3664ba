import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, type OtpKind } from '../../shared/constants';

/** A uniformly random code of the kind's length (SPEC §9: 6 digits by e-mail, 4 by SMS), leading zeros kept. */
export function generateCode(kind: OtpKind): string {
  const length = OTP_LENGTH[kind];
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * What a code is for: the channel of the account's own contact, or `sender:<address>`, so a code e-mailed to
 * one sender address hashes differently from the same digits for another.
 */
export function codeScope(kind: OtpKind, destination: string | null): string {
  return destination === null ? kind : `${kind}:${destination}`;
}

/**
 * Keyed with the server secret: a 4-digit code has too few values for a plain hash to hide it
 * from anyone who reads the table.
 */
export function hashCode(secret: string, userId: number, scope: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${userId}:${scope}:${code}`).digest('base64url');
}

export function codeMatches(secret: string, userId: number, scope: string, code: string, stored: string): boolean {
  const given = Buffer.from(hashCode(secret, userId, scope, code));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
