/**
 * `npx tsx scripts/soak/signInBurst.ts` (the built server, `npm run build:server` first; PostgreSQL as for the soak):
 * how reads fare while a burst of sign-ins is hashed. SIGN_IN_BURST accounts (200) sign up, then READERS
 * connections read a cached route for 5 s, and read on while every account signs in at once. Prints the reads'
 * latency alone and during the burst, and how long the burst took (docs/decisions/accounts.md, "Password hashes
 * take turns").
 */
import { createDatabase } from '../../src/server/db/createDatabase';
import { loadRunPgAddress, withThrowawayDatabase } from '../../bench/pgServer';
import { ipOf, makeSellers, type Seller } from './market';
import { freePorts, productionEnv, startServerProcess } from './serverProcess';
import { percentile, send, Tally } from './traffic';
import { WriteLedger } from './writeLedger';

const SIGN_INS = Number(process.env.SIGN_IN_BURST ?? 200);
const READERS = 20;
const QUIET_MS = 5000;
/** Reader addresses apart from the accounts' (ipOf numbers them from 1): the per-address limits never see them. */
const READER_ADDRESSES = 100_000;

/** READERS connections reading the category list (cached) until `stop` says so; each answer's time in ms. */
async function read(origin: string, stop: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  const tally = new Tally();
  await Promise.all(
    Array.from({ length: READERS }, async (_, reader) => {
      while (!stop()) {
        const started = performance.now();
        await send(origin, tally, { kind: 'read', path: '/api/category', ip: ipOf(READER_ADDRESSES + reader) });
        latencies.push(performance.now() - started);
      }
    }),
  );
  if (tally.failures.size > 0 || tally.count5xx() > 0) throw new Error(`reads failed: ${JSON.stringify([...tally.failures])}`);
  return latencies;
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (p: number) => percentile(sorted, p).toFixed(1);
  return `${sorted.length} answers, p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms`;
}

/** Every account signs in at once; the time from the start to each answer. */
async function burst(origin: string, sellers: Seller[]): Promise<number[]> {
  const started = performance.now();
  const tally = new Tally();
  return Promise.all(
    sellers.map(async (seller) => {
      const json = { email: seller.email, password: seller.password };
      const answer = await send(origin, tally, { kind: 'sign-in', method: 'POST', path: '/auth/signin', json, session: seller.session, ip: seller.ip });
      if (answer?.status !== 200) throw new Error(`a sign-in answered ${answer?.status ?? 'nothing'}`);
      return performance.now() - started;
    }),
  );
}

async function measure(databaseUrl: string): Promise<void> {
  const db = createDatabase({ databaseUrl, dataDir: ':memory:' });
  const ports = await freePorts();
  const server = await startServerProcess(productionEnv(databaseUrl, ports), ports);
  try {
    // No listings are made (perSeller 0), so the catalogue is never read.
    const noCatalogue = { popularEventId: 0, upcoming: [], cities: [], categoryIds: [], words: [] };
    const sellers = await makeSellers(server.origin, db, new Tally(), new WriteLedger(), noCatalogue, { count: SIGN_INS, perSeller: 0 });
    const quietUntil = Date.now() + QUIET_MS;
    const quiet = await read(server.origin, () => Date.now() >= quietUntil);
    let signedIn = false;
    const signIns = burst(server.origin, sellers).finally(() => (signedIn = true));
    const [during, times] = await Promise.all([read(server.origin, () => signedIn), signIns]);
    console.log(`Reads of /api/category from ${READERS} connections:`);
    console.log(`  alone:                        ${summary(quiet)}`);
    console.log(`  while ${SIGN_INS} accounts sign in: ${summary(during)}`);
    console.log(`Sign-ins: ${summary(times)}; the last answered after ${(Math.max(...times) / 1000).toFixed(1)} s`);
  } finally {
    await server.kill('SIGTERM');
    await db.destroy();
  }
}

withThrowawayDatabase('sign_in_burst', measure, loadRunPgAddress().adminUrl).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
