/**
 * Fault (b): PostgreSQL (a private cluster, never the shared one) stopped and started under load. While it
 * is down every answer needing it is a 503 with the clear message, none a 500 and none left hanging;
 * within 5 s of it being back the server answers normally by itself, and no acknowledged write is lost.
 */
import { Client } from 'pg';
import { createDatabase } from '../../src/server/db/createDatabase';
import { DATABASE_UNAVAILABLE } from '../../src/server/db/databaseUnavailable';
import { brokenInvariants } from '../../src/server/test/dbInvariants';
import { seedMarketplace, type Scale } from '../../bench/marketplaceData';
import type { Check } from './faultKill';
import { makeSellers, pick, readCatalogue, type Seller } from './market';
import { updatePrice, type Traffic } from './mix';
import type { PrivatePostgres } from './privatePostgres';
import { freePorts, productionEnv, startServerProcess } from './serverProcess';
import { send, Tally, type Answer } from './traffic';
import { WriteLedger } from './writeLedger';

const RECOVERY_LIMIT_MS = 5000;
const DOWN_MS = 6000;
const TINY: Scale = { label: 'faults', size: { concerts: 300, listings: 1000, users: 100, views: 150, subscriptions: 75 } };

interface Outcome {
  at: number;
  ok: boolean;
  /** A 503 with the clear message. */
  clear503: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function createDatabaseOn(adminUrl: string, name: string): Promise<string> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function classify(answer: Answer | null): Outcome {
  const clear503 = answer?.status === 503 && (answer.body as { error?: unknown }).error === DATABASE_UNAVAILABLE;
  return { at: Date.now(), ok: answer !== null && answer.status >= 200 && answer.status < 300, clear503 };
}

/** One stop and start of PostgreSQL in `mode` under load from `sellers`; the checks and the measured recovery. */
async function outage(pg: PrivatePostgres, mode: 'fast' | 'immediate', t: Traffic, sellers: Seller[]): Promise<Check[]> {
  const outcomes: Outcome[] = [];
  let stop = false;
  let nonce = 0;
  const load = sellers.map(async (seller) => {
    while (!stop) {
      // A read the read cache cannot answer (a query parameter of its own), then a write.
      nonce += 1;
      const read = await send(t.origin, t.tally, { kind: 'explore (uncached)', path: `/api/concerts?pageSize=10&nocache=${nonce}`, ip: seller.ip, expect: [200, 503] });
      outcomes.push(classify(read));
      const listed = seller.listings.filter((l) => l.state.status === 'LISTED');
      outcomes.push(classify(await updatePrice(t, seller, pick(listed), [200, 503])));
    }
  });
  await sleep(2000);
  const stoppedAt = Date.now();
  await pg.stop(mode);
  const downFrom = Date.now();
  await sleep(DOWN_MS);
  // Measured from the start command: PostgreSQL may accept connections before pg_ctl sees it ready.
  const backAt = Date.now();
  await pg.start();
  // Recovered: from here on every answer is a success.
  await sleep(RECOVERY_LIMIT_MS + 3000);
  stop = true;
  await Promise.all(load);

  const down = outcomes.filter((o) => o.at >= downFrom + 500 && o.at < backAt);
  const failedAfterBack = outcomes.filter((o) => o.at >= backAt && !o.ok);
  const recoveredAt = failedAfterBack.length === 0 ? backAt : Math.max(...failedAfterBack.map((o) => o.at));
  const recoveryMs = recoveredAt - backAt;
  const other = outcomes.filter((o) => !o.ok && !o.clear503);
  console.log(
    `  PostgreSQL stopped (${mode}) in ${downFrom - stoppedAt} ms, down ${((backAt - downFrom) / 1000).toFixed(1)} s: ` +
      `${down.length} answers while down (${down.filter((o) => o.clear503).length} clear 503s); ` +
      `recovered ${recoveryMs} ms after PostgreSQL was started; ${other.length} answers neither success nor the clear 503`,
  );
  return [
    [`while down, every answer is a 503 with the clear message (${down.length} answers)`, down.length > 0 && down.every((o) => o.clear503)],
    ['no 500 and no request left without an answer', other.length === 0 && t.tally.failures.size === 0],
    [`answers normally within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL being started, by itself (${recoveryMs} ms)`, recoveryMs <= RECOVERY_LIMIT_MS],
  ];
}

export async function postgresFaults(pg: PrivatePostgres, modes: ('fast' | 'immediate')[]): Promise<Check[]> {
  const databaseUrl = await createDatabaseOn(pg.adminUrl, 'faults');
  const db = createDatabase({ databaseUrl, dataDir: ':memory:' });
  const ports = await freePorts();
  const seeded = await seedMarketplace(db, TINY);
  const server = await startServerProcess(productionEnv(databaseUrl, ports), ports);
  const checks: Check[] = [];
  try {
    const catalogue = await readCatalogue(db, seeded.popularEventId);
    const ledger = new WriteLedger();
    const tally = new Tally();
    const sellers = await makeSellers(server.origin, db, tally, ledger, catalogue, { count: 20, perSeller: 2 });
    const traffic: Traffic = { origin: server.origin, tally, ledger, catalogue };
    for (const mode of modes) {
      console.log(`\nPostgreSQL stopped (${mode}) and started under load from ${sellers.length} users`);
      checks.push(...(await outage(pg, mode, traffic, sellers)).map(([name, ok]): Check => [`PostgreSQL ${mode} stop: ${name}`, ok]));
    }
    if (checks.some(([, ok]) => !ok)) console.log(`  server output (end):\n${server.output().slice(-3000)}`);
    const lost = await ledger.lostWrites(db);
    const broken = await brokenInvariants(db);
    console.log(`  writes: ${ledger.acknowledged} acknowledged, ${ledger.uncertain} unanswered; lost ${lost.length}`);
    checks.push(
      ['PostgreSQL restarts: the same server process is up and healthy', (await send(server.origin, new Tally(), { kind: 'health', path: '/healthz', ip: '127.0.0.1' }))?.status === 200],
      [`PostgreSQL restarts: no acknowledged write lost (${ledger.acknowledged})${lost.length ? `: ${lost.slice(0, 3).join('; ')}` : ''}`, lost.length === 0],
      [`PostgreSQL restarts: data invariants hold${Object.keys(broken).length ? `: ${JSON.stringify(broken).slice(0, 300)}` : ''}`, Object.keys(broken).length === 0],
    );
  } finally {
    await server.kill('SIGTERM');
    await db.destroy();
  }
  return checks;
}
