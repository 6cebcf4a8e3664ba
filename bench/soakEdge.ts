import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/server/db/database';
import { createDatabase } from '../src/server/db/createDatabase';
import { makeSellers, readCatalogue, type Catalogue, type Seller } from '../scripts/soak/market';
import { processCpuSeconds } from '../scripts/soak/cpuTime';
import { freePorts, productionEnv, startServerProcess, type ServerProcess } from '../scripts/soak/serverProcess';
import { Tally } from '../scripts/soak/traffic';
import { WriteLedger } from '../scripts/soak/writeLedger';
import { startEdgeDeployment, type EdgeDeployment } from './edgeDeployment';
import { SMALL, seedMarketplace } from './marketplaceData';
import { median } from './pairedLoad';
import { loadRunPgAddress, pgUnreachable, withThrowawayDatabase } from './pgServer';
import { ms, type BenchLine } from './report';
import { soakMix, type CpuSampler, type Mix, type ServingPart } from './soakMix';

/**
 * The checkout of the build before issue 41's removal (`git worktree add <dir> <sha>`, node_modules linked,
 * `npx tsc -p tsconfig.server.json` there): the parent of the commit that removed services/eventModel.
 */
const BASELINE = process.env.SOAK_BASELINE_DIR;
const SECONDS = Number(process.env.SOAK_EDGE_SECONDS ?? 20);
const ROUNDS = Number(process.env.SOAK_EDGE_ROUNDS ?? 2);
const CONNECTIONS = 200;
const GOALS = { edgeRatio: 1.5, p99Ms: 250, straightRatio: 1 };
const COMMAND = `npm run build:server && SOAK_BASELINE_DIR=<old checkout> BENCH_ONLY=soakEdge tsx bench/index.ts (bench/soakEdge.ts; SOAK_EDGE_SECONDS=${SECONDS}, SOAK_EDGE_ROUNDS=${ROUNDS})`;

type Run = 'old, model on, straight' | 'new, through nginx' | 'old, model off, straight' | 'new, straight';
const ORDER: Run[] = ['old, model on, straight', 'new, through nginx', 'old, model off, straight', 'new, straight'];

interface Side {
  db: Kysely<Database>;
  url: string;
  catalogue: Catalogue;
  sellers: Seller[];
}

/** Of the access log's lines (nginxConfig.ts: method, path, status, upstream, …), the share no process answered, by kind of path. */
function cacheHits(log: string): string {
  const kinds = new Map<string, { all: number; cached: number }>();
  for (const line of log.split('\n').filter(Boolean)) {
    const [method, uri, , upstream] = line.split(' ');
    const kind = method !== 'GET' ? 'writes' : uri.replace(/\/\d+/g, '/:id').replace(/\/search\/.*/, '/search/…');
    const tally = kinds.get(kind) ?? { all: 0, cached: 0 };
    tally.all += 1;
    if (upstream === '-') tally.cached += 1;
    kinds.set(kind, tally);
  }
  const share = ({ all, cached }: { all: number; cached: number }) => `${Math.round((100 * cached) / Math.max(1, all))}% of ${all}`;
  const total = [...kinds.values()].reduce((a, b) => ({ all: a.all + b.all, cached: a.cached + b.cached }), { all: 0, cached: 0 });
  return `${share(total)} (${[...kinds].sort((a, b) => b[1].all - a[1].all).map(([kind, t]) => `${kind} ${share(t)}`).join('; ')})`;
}

/** Processes whose parent is `pid` (nginx's workers), from /proc. */
function childPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** CPU so far of the API processes, of nginx's workers and of the PostgreSQL backends serving database `url` (the server runs on this machine). */
function cpuOf(db: Kysely<Database>, url: string, api: () => number[], nginx: () => number[] = () => []): CpuSampler {
  const name = new URL(url).pathname.slice(1);
  return async () => {
    const backends = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = ${name}`.execute(db);
    const parts: [ServingPart, number[]][] = [['API', api()], ['nginx', nginx()], ['PostgreSQL', backends.rows.map((row) => row.pid)]];
    const used: Awaited<ReturnType<CpuSampler>> = new Map();
    for (const [part, pids] of parts) {
      for (const pid of pids) {
        try {
          used.set(pid, { part, seconds: processCpuSeconds(pid) });
        } catch {
          // Gone since it was listed.
        }
      }
    }
    return used;
  };
}

type Seeder = { createDatabase: typeof createDatabase; seedMarketplace: typeof seedMarketplace };

/** The soak's database (SMALL), seeded by `seeder`'s own code, so each build's migrations made its schema. */
async function seed(url: string, seeder: Seeder): Promise<{ db: Kysely<Database>; catalogue: Catalogue }> {
  const db = seeder.createDatabase({ databaseUrl: url, dataDir: ':memory:' });
  const seeded = await seeder.seedMarketplace(db, SMALL);
  return { db, catalogue: await readCatalogue(db, seeded.popularEventId) };
}

async function oldProcess(url: string, model: 'on' | 'off'): Promise<ServerProcess> {
  const ports = await freePorts();
  return startServerProcess({ ...productionEnv(url, ports), MAILBOX_MODE: 'off', CATALOGUE_MODEL: model }, ports, BASELINE);
}

async function oldRun(side: Side, model: 'on' | 'off'): Promise<Mix> {
  const server = await oldProcess(side.url, model);
  try {
    return await soakMix(server.origin, [server], side.sellers, side.catalogue, SECONDS, cpuOf(side.db, side.url, () => [server.pid]));
  } finally {
    await server.kill('SIGTERM');
  }
}

function lines(results: Map<Run, Mix[]>, load: string): BenchLine[] {
  const of = (run: Run) => results.get(run) ?? [];
  const rate = (run: Run) => median(of(run).map((m) => m.requestsPerSecond));
  const p99 = (run: Run) => median(of(run).map((m) => m.p99));
  const errors = (run: Run) => of(run).reduce((sum, m) => sum + m.errors, 0);
  const cpu = (run: Run) => median(of(run).map((m) => m.cpuMsPerRequest ?? Number.NaN)).toFixed(2);
  const part = (run: Run, name: ServingPart) => median(of(run).map((m) => m.cpuMsByPart[name] ?? 0)).toFixed(2);
  const parts = (a: Run, b: Run) => (['API', 'PostgreSQL', 'nginx'] as const).map((name) => `${name} ${part(a, name)} / ${part(b, name)}`).join(', ');
  const ratios = (a: Run, b: Run) => of(a).map((m, i) => m.requestsPerSecond / of(b)[i].requestsPerSecond);
  const side = (a: Run, b: Run) =>
    `${Math.round(rate(a))} / ${Math.round(rate(b))} req/s, ratio ${median(ratios(a, b)).toFixed(2)} (rounds ${ratios(a, b).map((r) => r.toFixed(2)).join(', ')}); p99 ${ms(p99(a))} / ${ms(p99(b))}; server CPU ${cpu(a)} / ${cpu(b)} ms a request (${parts(a, b)}); errors ${errors(a)} / ${errors(b)}; ${load}`;
  const edge = median(ratios('new, through nginx', 'old, model on, straight'));
  const straight = median(ratios('new, straight', 'old, model off, straight'));
  const line = (figure: string, measured: string, budget: string, met: boolean): BenchLine => ({ row: '41 soak', figure, measured, budget, met, command: COMMAND });
  return [
    line(
      `soak mix, ${CONNECTIONS} connections: new through nginx (2 processes) / old straight to one, model on`,
      side('new, through nginx', 'old, model on, straight'),
      `≥ ${GOALS.edgeRatio}×, p99 ≤ ${GOALS.p99Ms} ms`,
      edge >= GOALS.edgeRatio && p99('new, through nginx') <= GOALS.p99Ms && errors('new, through nginx') === 0,
    ),
    line(
      `soak mix, ${CONNECTIONS} connections: new straight to one process / old straight, CATALOGUE_MODEL=off`,
      side('new, straight', 'old, model off, straight'),
      `≥ ${GOALS.straightRatio}×`,
      straight >= GOALS.straightRatio && errors('new, straight') === 0,
    ),
  ];
}

async function measure(oldUrl: string, newUrl: string): Promise<BenchLine[]> {
  const baseline = BASELINE as string;
  const oldSeeder: Seeder = {
    createDatabase: ((await import(path.join(baseline, 'src/server/db/createDatabase'))) as Seeder).createDatabase,
    seedMarketplace: ((await import(path.join(baseline, 'bench/marketplaceData'))) as Seeder).seedMarketplace,
  };
  const newSeeder: Seeder = { createDatabase, seedMarketplace };
  console.log(`\nSoak beside the old build (issue 41): seeding ${SMALL.label} listings twice, each build's schema by its own migrations…`);
  const [oldSeed, newSeed] = [await seed(oldUrl, oldSeeder), await seed(newUrl, newSeeder)];
  let edge: EdgeDeployment | undefined;
  try {
    edge = await startEdgeDeployment(newUrl);
    const newSide: Side = { ...newSeed, url: newUrl, sellers: await makeSellers(edge.api[0].origin, newSeed.db, new Tally(), new WriteLedger(), newSeed.catalogue, { count: CONNECTIONS, perSeller: 5 }) };
    const signUp = await oldProcess(oldUrl, 'off');
    const oldSide: Side = { ...oldSeed, url: oldUrl, sellers: await makeSellers(signUp.origin, oldSeed.db, new Tally(), new WriteLedger(), oldSeed.catalogue, { count: CONNECTIONS, perSeller: 5 }).finally(() => signUp.kill('SIGTERM')) };
    const running = edge;
    const runs: Record<Run, () => Promise<Mix>> = {
      'old, model on, straight': () => oldRun(oldSide, 'on'),
      'new, through nginx': async () => {
        const before = running.nginx.accessLog().length;
        const cpu = cpuOf(newSide.db, newUrl, () => running.api.map((p) => p.pid), () => childPids(running.nginx.pid));
        const mix = await soakMix(running.origin, running.api, newSide.sellers, newSide.catalogue, SECONDS, cpu);
        hits.push(cacheHits(running.nginx.accessLog().slice(before)));
        return mix;
      },
      'old, model off, straight': () => oldRun(oldSide, 'off'),
      'new, straight': () => soakMix(running.api[0].origin, [running.api[0]], newSide.sellers, newSide.catalogue, SECONDS, cpuOf(newSide.db, newUrl, () => running.api.map((p) => p.pid))),
    };
    const hits: string[] = [];
    const results = new Map<Run, Mix[]>(ORDER.map((run) => [run, []]));
    const loads: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const run of ORDER) {
        const mix = await runs[run]();
        loads.push(loadavg()[0]);
        results.get(run)?.push(mix);
        const errors = mix.errors === 0 ? '0 errors' : `errors: ${mix.errorKinds}`;
        const cached = run === 'new, through nginx' ? `; answered by nginx's cache: ${hits[hits.length - 1]}` : '';
        const byPart = Object.entries(mix.cpuMsByPart).map(([name, used]) => `${name} ${used.toFixed(2)}`).join(', ');
        const cpu = mix.cpuMsPerRequest === null ? '' : `, server CPU ${mix.cpuMsPerRequest.toFixed(2)} ms a request (${byPart})`;
        console.log(`  round ${round}, ${run}: ${Math.round(mix.requestsPerSecond)} req/s, p99 ${ms(mix.p99)}${cpu}, ${errors}, load ${loadavg()[0].toFixed(2)}${cached}`);
      }
    }
    const load = `load average ${median(loads).toFixed(1)} (${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})`;
    const result = lines(results, load);
    console.table(result.map((l) => ({ figure: l.figure, measured: l.measured, goal: l.budget })));
    return result;
  } finally {
    await edge?.stop();
    await oldSeed.db.destroy();
    await newSeed.db.destroy();
  }
}

/**
 * Issue 41's soak goals, back to back and alternated: the old build straight to one process (model on, then off)
 * against this build through nginx with deploy/nginx.conf and two processes, then straight to one.
 */
export async function benchSoakEdge(): Promise<BenchLine[]> {
  const skipped = (why: string): BenchLine[] => [{ row: '41 soak', figure: 'soak mix beside the old build', measured: `skipped: ${why}`, budget: '', met: null, command: COMMAND }];
  if (!BASELINE) return skipped('set SOAK_BASELINE_DIR to a built checkout of the commit before the catalogue model was removed');
  if (!existsSync(path.join(BASELINE, 'dist/node/server/main.js'))) return skipped(`no dist/node/server/main.js in ${BASELINE}: run npx tsc -p tsconfig.server.json there`);
  const pg = loadRunPgAddress();
  const unreachable = await pgUnreachable(pg.adminUrl);
  if (unreachable !== null) return skipped(unreachable);
  console.log(`PostgreSQL through ${pg.transport}`);
  return withThrowawayDatabase('soakold', (oldUrl) => withThrowawayDatabase('soaknew', (newUrl) => measure(oldUrl, newUrl), pg.adminUrl), pg.adminUrl);
}
