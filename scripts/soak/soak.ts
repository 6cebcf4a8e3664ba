/**
 * `npm run soak` (issue 9, point 6): the production build on a throwaway PostgreSQL database under mixed
 * traffic from 200 connections: a warm-up (SOAK_WARM_UP_SECONDS; 60, or 30 for short runs) and then SOAK_SECONDS
 * more (300; CI runs 30). Fails on any 5xx, any request left
 * without an answer, any unexpected status, any lost acknowledged write, a broken data invariant, or the
 * server's resident memory at the end more than 15% above its memory after warm-up. Prints the capacity
 * figures of issue 21 (throughput and p99 against the goal, beside the same generator on a bare Fastify) and
 * the CPU the generator and the server used: they share the machine's cores.
 */
import { createDatabase } from '../../src/server/db/createDatabase';
import { brokenInvariants } from '../../src/server/test/dbInvariants';
import type { UserEnvelope } from '../../src/shared/apiContract';
import { SMALL, seedMarketplace } from '../../bench/marketplaceData';
import { loadRunPgAddress, pgUnreachable, withThrowawayDatabase, type PgAddress } from '../../bench/pgServer';
import { makeSellers, readCatalogue, type Seller } from './market';
import { runUsers, type Traffic } from './mix';
import { bareReference, CAPACITY_GOAL } from './capacity';
import { cpuShare, ownCpuSeconds, processCpuSeconds } from './cpuTime';
import { printTally, verdicts } from './report';
import { freePorts, productionEnv, startServerProcess, type ServerProcess } from './serverProcess';
import { percentile, send, Tally } from './traffic';
import { WriteLedger } from './writeLedger';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200);
// The heap grows for a while after start (JIT, pools, caches): memory is judged from the end of the warm-up.
const WARM_UP_SECONDS = Number(process.env.SOAK_WARM_UP_SECONDS ?? Math.min(60, Math.max(30, Math.round(SECONDS / 5))));
const TOTAL_SECONDS = WARM_UP_SECONDS + SECONDS;
/** How long each memory window lasts: the second half of the warm-up, and the same span at the end. */
const WINDOW_SECONDS = WARM_UP_SECONDS / 2;
const MEMORY_GROWTH_LIMIT = 0.15;

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

/** Each user's latest session still opens its account: no acknowledged sign-in was lost. */
async function deadSessions(server: ServerProcess, sellers: Seller[]): Promise<string[]> {
  const dead: string[] = [];
  const check = new Tally();
  for (const seller of sellers) {
    const answer = await send(server.origin, check, { kind: 'me', path: '/api/users/me', session: seller.session, ip: seller.ip });
    if (answer?.status !== 200 || (answer.body as UserEnvelope['user']).id !== seller.id) dead.push(`${seller.email}: ${answer?.status ?? 'no answer'}`);
  }
  return dead;
}

async function soak(databaseUrl: string, pg: PgAddress): Promise<boolean> {
  const db = createDatabase({ databaseUrl, dataDir: ':memory:' });
  let server: ServerProcess | undefined;
  try {
    console.log(`Seeding ${SMALL.label} listings into a throwaway PostgreSQL database…`);
    const seeded = await seedMarketplace(db, SMALL);
    const catalogue = await readCatalogue(db, seeded.popularEventId);
    const ports = await freePorts();
    server = await startServerProcess(productionEnv(databaseUrl, ports), ports);
    const ledger = new WriteLedger();
    const setup = new Tally();
    const sellers = await makeSellers(server.origin, db, setup, ledger, catalogue, { count: CONNECTIONS, perSeller: 5 });
    console.log(`${sellers.length} accounts signed up with ${ledger.listings} verified listings; ${CONNECTIONS} connections for ${WARM_UP_SECONDS} s of warm-up, then ${SECONDS} s`);

    const tally = new Tally();
    const traffic: Traffic = { origin: server.origin, tally, ledger, catalogue };
    const started = Date.now();
    const generatorCpuBefore = ownCpuSeconds();
    const serverCpuBefore = processCpuSeconds(server.pid);
    const end = started + TOTAL_SECONDS * 1000;
    const memory: { at: number; kb: number }[] = [];
    const running = server;
    const sampler = setInterval(() => {
      const at = (Date.now() - started) / 1000;
      memory.push({ at, kb: running.rssKb() });
      if (memory.length % 30 === 0) console.log(`  ${Math.round(at)} s: ${tally.requests} requests, RSS ${mb(memory[memory.length - 1].kb)}`);
    }, 1000);
    await runUsers(traffic, sellers, () => Date.now() >= end);
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    const generatorCpu = ownCpuSeconds() - generatorCpuBefore;
    const serverCpu = processCpuSeconds(server.pid) - serverCpuBefore;
    // RSS saws up and down with each garbage collection: compare the tops, during warm-up and at the end.
    const top = (from: number, to: number) => Math.max(0, ...memory.filter((m) => m.at >= from && m.at <= to).map((m) => m.kb));
    const warmUpKb = top(WARM_UP_SECONDS - WINDOW_SECONDS, WARM_UP_SECONDS);
    const endKb = top(seconds - WINDOW_SECONDS, Infinity);

    const sorted = [...tally.latenciesMs].sort((a, b) => a - b);
    const throughput = tally.requests / seconds;
    const p99 = percentile(sorted, 99);
    const bare = await bareReference(CONNECTIONS);
    const lost = await ledger.lostWrites(db);
    const dead = await deadSessions(server, sellers);
    const broken = await brokenInvariants(db);
    const peakKb = top(0, Infinity);

    console.log(`\nSoak: ${CONNECTIONS} connections, ${seconds.toFixed(0)} s, production build on PostgreSQL through ${pg.transport}`);
    printTally(tally, seconds);
    // Both share the machine's cores: what the generator spends, the server cannot.
    console.log(`CPU: load generator ${cpuShare(generatorCpu, seconds)}; server ${cpuShare(serverCpu, seconds)} (${((1000 * serverCpu) / tally.requests).toFixed(2)} ms a request)`);
    console.log(
      `Capacity: ${Math.round(throughput)} req/s with p99 ${p99.toFixed(0)} ms (goal ≥ ${CAPACITY_GOAL.requestsPerSecond} req/s, p99 ≤ ${CAPACITY_GOAL.p99Ms} ms: ${
        throughput >= CAPACITY_GOAL.requestsPerSecond && p99 <= CAPACITY_GOAL.p99Ms ? 'met' : 'NOT met'
      }); the same generator on a bare Fastify: ${Math.round(bare.requestsPerSecond)} req/s, p99 ${bare.p99.toFixed(0)} ms`,
    );
    console.log(`Writes: ${ledger.acknowledged} acknowledged (${ledger.uncertain} unanswered) over ${ledger.listings} listings; lost ${lost.length}`);
    for (const line of lost.slice(0, 10)) console.log(`  lost: ${line}`);
    console.log(`Sessions: ${sellers.length - dead.length} of ${sellers.length} latest sign-ins still open their account`);
    console.log(
      `Memory (RSS, highest of each window): after warm-up ${mb(warmUpKb)}, end ${mb(endKb)} (${(((endKb - warmUpKb) / warmUpKb) * 100).toFixed(1)}%), peak ${mb(peakKb)}`,
    );
    return verdicts([
      ['no 5xx', tally.count5xx() === 0],
      ['every request answered', tally.failures.size === 0],
      ['no unexpected status', tally.unexpected === 0],
      ['no lost write', lost.length === 0],
      ['every acknowledged sign-in still valid', dead.length === 0],
      [`data invariants hold${Object.keys(broken).length ? `: ${JSON.stringify(broken).slice(0, 500)}` : ''}`, Object.keys(broken).length === 0],
      [`memory at the end within ${MEMORY_GROWTH_LIMIT * 100}% of after warm-up`, warmUpKb > 0 && endKb <= warmUpKb * (1 + MEMORY_GROWTH_LIMIT)],
    ]);
  } catch (error) {
    if (server) console.error(server.output().slice(-5000));
    throw error;
  } finally {
    await server?.kill('SIGTERM');
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const pg = loadRunPgAddress();
  const unreachable = await pgUnreachable(pg.adminUrl);
  if (unreachable !== null) throw new Error(`The soak needs PostgreSQL: ${unreachable}`);
  const passed = await withThrowawayDatabase('soak', (url) => soak(url, pg), pg.adminUrl);
  process.exitCode = passed ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
