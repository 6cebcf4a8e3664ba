import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Read-your-writes past the shared caches. A shared cache (nginx) may keep a public catalogue read a few seconds
 * (publicEtag.ts), so right after a write the writer's next read could come from it. A write therefore gives its
 * author a signed cookie naming them and an end time; until then that account's reads answer `private, no-store`,
 * and nginx passes a request carrying the cookie to a process. Signed, and bound to the account, so nobody can
 * skip the caches without writing (writes are rate-limited).
 */
export const FRESH_READS_COOKIE = 'fresh-reads';

/** Well past the longest a shared cache may lag a write (EDGE_FRESH_SECONDS + EDGE_STALE_SECONDS). */
export const FRESH_READS_MS = 30_000;

/**
 * Adds the cookie to a reply in an onSend hook: @fastify/cookie writes what `setCookie` collected in its own
 * onSend hook, which has run by then, so the header is appended here.
 */
export function markFreshReads(app: FastifyInstance, reply: FastifyReply, userId: number, secure: boolean, now = Date.now()): void {
  const value = app.signCookie(`${userId}.${now + FRESH_READS_MS}`);
  const cookie = app.serializeCookie(FRESH_READS_COOKIE, value, { path: '/', sameSite: 'lax', httpOnly: true, secure, maxAge: FRESH_READS_MS / 1000 });
  const existing = reply.getHeader('set-cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...before, cookie]);
}

/** The account named by this request's fresh-reads cookie, if this server signed it and it has not run out. */
export function freshReadsAccount(request: FastifyRequest, now = Date.now()): number | undefined {
  const raw = request.cookies[FRESH_READS_COOKIE];
  if (raw === undefined) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || value === null) return undefined;
  const [userId, until] = value.split('.').map(Number);
  return Number.isInteger(userId) && Number.isFinite(until) && until > now ? userId : undefined;
}

/** Whether this request's reader wrote lately, by a cookie this server signed for the same account. */
export function wantsFreshReads(request: FastifyRequest, now = Date.now()): boolean {
  return request.user !== null && freshReadsAccount(request, now) === request.user.id;
}
