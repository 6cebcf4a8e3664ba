import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, type OtpChannel } from '../../shared/constants';

/** A uniformly random code of the channel's length (SPEC §9: 6 digits by e-mail, 4 by SMS), leading zeros kept. */
export function generateCode(channel: OtpChannel): string {
  const length = OTP_LENGTH[channel];
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * Keyed with the server secret: a 4-digit code has too few values for a plain hash to hide it
 * from anyone who reads the table.
 */
export function hashCode(secret: string, userId: number, channel: OtpChannel, code: string): string {
  return createHmac('sha256', secret).update(`otp:${userId}:${channel}:${code}`).digest('base64url');
}

export function codeMatches(secret: string, userId: number, channel: OtpChannel, code: string, stored: string): boolean {
  const given = Buffer.from(hashCode(secret, userId, channel, code));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
