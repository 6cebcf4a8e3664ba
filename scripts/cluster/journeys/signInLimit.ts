import { Redis } from 'ioredis';
import { SIGN_IN_LIMITS } from '../../../src/server/http/accountLimits';
import { limitKey } from '../../../src/server/limits/limits';
import { apiCall } from '../apiCall';
import type { Cluster } from '../cluster';
import { signUp } from '../sellers';

const PER_ADDRESS = SIGN_IN_LIMITS.find((rule) => rule.name === 'signin-ip-email');
const SPOOFED = '198.51.100.23';

/**
 * Journey d: wrong passwords for one account, alternating between the two API processes (each port directly),
 * are refused from the same try as one process refuses them: the count is one, in Redis. Then the right password
 * is refused too, on either process, and a client's own X-Forwarded-For through nginx does not escape the limit
 * (nginx overwrites it), while the same header sent straight to a process (which believes loopback,
 * TRUST_PROXY) would: so the nginx check is not one that cannot fail.
 */
export async function signInLimit(cluster: Cluster): Promise<string> {
  if (PER_ADDRESS === undefined) throw new Error('no signin-ip-email rule in SIGN_IN_LIMITS');
  const { account } = await signUp(cluster, 'Guessed');
  const signIn = (origin: string, password: string, headers: Record<string, string> = {}) =>
    apiCall(origin, '/auth/signin', { method: 'POST', json: { email: account.email, password }, headers });

  const statuses: number[] = [];
  for (let attempt = 1; attempt <= PER_ADDRESS.max + 1; attempt += 1) {
    statuses.push((await signIn(cluster.api[attempt % 2].origin, 'not-the-password-1')).status);
  }
  const expected = [...Array<number>(PER_ADDRESS.max).fill(401), 429];
  if (statuses.join() !== expected.join()) {
    throw new Error(`wrong passwords alternating A and B answered ${statuses.join(', ')}; one process answers ${expected.join(', ')}`);
  }
  const redis = new Redis(cluster.redisUrl, { maxRetriesPerRequest: 1 });
  const key = limitKey(PER_ADDRESS.name, `127.0.0.1|${account.email}`);
  const counted = await redis.get(key).finally(() => redis.disconnect());
  if (Number(counted) !== PER_ADDRESS.max + 1) throw new Error(`Redis holds ${counted} at ${key}, not ${PER_ADDRESS.max + 1}`);

  const right = [(await signIn(cluster.api[0].origin, account.password)).status, (await signIn(cluster.api[1].origin, account.password)).status];
  if (right.join() !== '429,429') throw new Error(`the right password then answered ${right.join(', ')} on A and B, not 429 on both`);
  const throughNginx = (await signIn(cluster.origin, account.password, { 'x-forwarded-for': SPOOFED })).status;
  if (throughNginx !== 429) throw new Error(`through nginx with X-Forwarded-For: ${SPOOFED} it answered ${throughNginx}, not 429`);
  const straight = (await signIn(cluster.api[0].origin, 'not-the-password-1', { 'x-forwarded-for': SPOOFED })).status;
  if (straight !== 401) throw new Error(`straight to A with X-Forwarded-For: ${SPOOFED} it answered ${straight}: expected 401 (a fresh address)`);
  return `tries 1-${PER_ADDRESS.max} over A and B: 401; try ${PER_ADDRESS.max + 1}: 429 (Redis ${key} = ${counted}); the right password: 429 on both; a spoofed X-Forwarded-For through nginx: 429`;
}
