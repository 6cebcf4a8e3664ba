import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Lane } from './lane';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
/** libuv's thread pool, which Node sizes from UV_THREADPOOL_SIZE (4 unless set). */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * Password hashes run on libuv's thread pool, which file reads, DNS lookups and compression share, and each takes a
 * core for tens of milliseconds. A burst of sign-ins (a crowd's, or an attacker's spread over more addresses than the
 * sign-in limits see) would otherwise take every thread and every core, and every other answer would wait behind it:
 * at most half the pool hashes at once, and the rest of the sign-ins wait their turn (docs/decisions/accounts.md).
 */
export const passwordLane = new Lane(Math.max(1, Math.floor(THREAD_POOL_SIZE / 2)));

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return passwordLane.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** Stored as `scrypt$N$r$p$salt$hash` (base64) so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
