import { resolveTxt } from 'node:dns/promises';
import { readFileSync } from 'node:fs';

/** mailauth's DNS hook: TXT records as node:dns returns them (each record split in strings). */
export type DkimResolver = (name: string, rrtype: string) => Promise<string[][]>;

/** TXT record names look like `selector._domainkey.example.com`. */
export type DkimKeyRecords = Record<string, string>;

function notFound(name: string): Error {
  return Object.assign(new Error(`no DKIM key published at ${name}`), { code: 'ENOTFOUND' });
}

export const dnsResolver: DkimResolver = async (name, rrtype) => {
  if (rrtype !== 'TXT') throw notFound(name);
  return resolveTxt(name);
};

/** How long a key fetched from DNS is reused: a burst of sellers of one provider asks DNS once. */
export const KEY_CACHE_MS = 60_000;
const MAX_CACHED_KEYS = 1000;

/**
 * Remembers each answer of `resolve` for `ttlMs`, and lets concurrent lookups of one name share a single
 * query. Failures are not kept: a key published a moment later is found on the next try.
 */
export function cachingResolver(resolve: DkimResolver, ttlMs = KEY_CACHE_MS, now: () => number = Date.now): DkimResolver {
  const answers = new Map<string, { records: Promise<string[][]>; until: number }>();
  return (name, rrtype) => {
    const key = `${rrtype} ${name.toLowerCase()}`;
    const cached = answers.get(key);
    if (cached && cached.until > now()) return cached.records;
    if (answers.size >= MAX_CACHED_KEYS) answers.clear();
    const records = resolve(name, rrtype);
    answers.set(key, { records, until: now() + ttlMs });
    records.catch(() => {
      if (answers.get(key)?.records === records) answers.delete(key);
    });
    return records;
  };
}

/**
 * Answers TXT lookups for the given key records itself and hands any other name to `fallback`;
 * without a fallback an unknown name is "not found", as DNS would say.
 */
export function dkimKeyResolver(records: DkimKeyRecords, fallback?: DkimResolver): DkimResolver {
  const known = new Map(Object.entries(records).map(([name, record]) => [name.toLowerCase(), record]));
  return async (name, rrtype) => {
    const record = known.get(name.toLowerCase());
    if (record !== undefined && rrtype === 'TXT') return [[record]];
    if (fallback) return fallback(name, rrtype);
    throw notFound(name);
  };
}

/**
 * Reads `{ "selector._domainkey.domain": "v=DKIM1; k=rsa; p=…" }` from a JSON file: those keys are answered
 * from the file (the demo and test environments sign their own mail), every other name from DNS.
 */
export function loadDkimTestKeys(path: string, fallback: DkimResolver = dnsResolver): DkimResolver {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${path}: expected a JSON object of DKIM key records`);
  }
  const entries = Object.entries(parsed);
  const bad = entries.find(([, record]) => typeof record !== 'string');
  if (bad) throw new Error(`${path}: the record for ${bad[0]} is not a string`);
  return dkimKeyResolver(Object.fromEntries(entries) as DkimKeyRecords, fallback);
}
