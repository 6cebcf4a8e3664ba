import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in an alert e-mail's unsubscribe link: who and which event, signed with the server secret, so the
 * link works without signing in (RFC 8058 one-click) and cannot be made for another account or event.
 */
export function unsubscribeToken(secret: string, userId: number, concertId: number): string {
  return `${userId}.${concertId}.${mac(secret, userId, concertId)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: number; concertId: number } | null {
  const match = /^(\d{1,9})\.(\d{1,9})\.([\w-]{43})$/.exec(token);
  if (match === null) return null;
  const userId = Number(match[1]);
  const concertId = Number(match[2]);
  const expected = Buffer.from(mac(secret, userId, concertId));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, concertId } : null;
}

function mac(secret: string, userId: number, concertId: number): string {
  return createHmac('sha256', secret).update(`alert-unsubscribe v1:${userId}:${concertId}`).digest('base64url');
}
