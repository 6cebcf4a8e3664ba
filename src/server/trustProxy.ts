import { isIP } from 'node:net';

/**
 * What Fastify may believe of X-Forwarded-For: nothing (false), the nearest N hops, or only proxies at
 * these addresses. Trusting every hop would let any client pick its own address and so reset every
 * per-IP limit.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's parser) understands for whole ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset = trust none; `2` = two hops; `10.0.0.1, 10.0.1.0/24, loopback` = those proxies. */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined) return false;
  if (/^\d{1,2}$/.test(raw)) {
    const hops = Number(raw);
    return hops === 0 ? false : hops;
  }
  const entries = raw.split(',').map((e) => e.trim()).filter((e) => e !== '');
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (entries.length === 0 || bad.length > 0) {
    problems.push(
      `TRUST_PROXY must be a hop count (0-99) or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "${raw}")`,
    );
    return false;
  }
  return entries;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address.trim());
}

/** Fastify's option: a hop count becomes the function proxy-addr calls for each hop, nearest first. */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
