import { Client } from 'pg';
import { withBareFastify } from './bareFastify';
import { pairedLoad, type PairedLoad } from './pairedLoad';
import { LARGE, SMALL } from './marketplaceData';
import { loadRunPgAddress, PG_ADMIN_URL, pgUnreachable } from './pgServer';
import { ms, type BenchLine } from './report';
import { withSeededServer, type SeededServer, type Store } from './seededServer';
import { wrkLoad } from './wrkLoad';

const CONNECTIONS = 50;
/** Seconds each route is loaded for (after a short warm-up); BENCH_SECONDS shortens it while developing. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Math.min(2, SECONDS);
/** Rounds of the uncached row's paired loads (pairedLoad.ts), each a load of the route and one of a bare Fastify. */
const PAIRED_ROUNDS = 10;
const RATIO_GOAL = 0.35;
const UNCACHED_RATIO_GOAL = 0.1;
const P99_GOAL_MS = 30;
const GROWTH_GOAL = 1.5;

export interface Load {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU seconds the load generator used: it shares the machine's cores with the server. */
  generatorCpuSeconds: number;
  seconds: number;
}

/**
 * Loads one URL with wrk. `uncached` adds a query parameter unique to each request (the server ignores it),
 * so every request misses the server's read cache and measures the queries themselves.
 */
async function load(target: string, url: string, uncached = false): Promise<Load> {
  const options = { connections: CONNECTIONS, uncached };
  await wrkLoad(url, { ...options, seconds: WARM_UP_SECONDS });
  const result = await wrkLoad(url, { ...options, seconds: SECONDS });
  return { target, ...result, seconds: SECONDS };
}

const generatorShare = (l: Pick<Load, 'generatorCpuSeconds' | 'seconds'>) => `${Math.round((100 * l.generatorCpuSeconds) / l.seconds)}% of a core`;

function loadHelloWorld(): Promise<Load> {
  return withBareFastify((origin) => load('bare Fastify hello world', `${origin}/`));
}

export const ROUTES = ['event listings', 'explore', 'search'] as const;
type Route = (typeof ROUTES)[number];

const routePath = (route: Route, server: SeededServer) =>
  ({
    'event listings': `/api/ticketListing/concerts/${server.popularEventId}`,
    explore: '/api/concerts?pageSize=40',
    search: `/api/concerts/search/${encodeURIComponent(server.keyword)}`,
  })[route];

const loadRoute = (server: SeededServer, route: Route, uncached: boolean): Promise<Load> => {
  const pathname = routePath(route, server);
  return load(`${server.store} ${server.scale.label}: GET ${pathname}${uncached ? ' (uncached)' : ''}`, server.origin + pathname, uncached);
};

/** Rounds of the same loads on a server reading the database on every miss (CATALOGUE_MODEL=off), shown for comparison. */
const DATABASE_ROUNDS = 3;

interface UncachedLoads {
  /** Read-cache misses written from the catalogue each process holds (docs/decisions/event-model.md). */
  model: Map<Route, PairedLoad>;
  /** The same misses on a server beside it with CATALOGUE_MODEL=off: each one reads the database. */
  database: Map<Route, PairedLoad>;
}

/** Each route uncached, in rounds against a bare Fastify running beside it (pairedLoad.ts). */
function loadUncachedPaired(server: SeededServer): Promise<UncachedLoads> {
  return withBareFastify(async (bareOrigin) => {
    const roundsOf = async (origin: string, rounds: number) => {
      const loads = new Map<Route, PairedLoad>();
      for (const route of ROUTES) {
        const url = origin + routePath(route, server);
        await wrkLoad(url, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, uncached: true });
        loads.set(route, await pairedLoad(`${bareOrigin}/`, url, { connections: CONNECTIONS, seconds: Math.max(1, Math.round(SECONDS / PAIRED_ROUNDS)), rounds }));
      }
      return loads;
    };
    const model = await roundsOf(server.origin, PAIRED_ROUNDS);
    const database = await server.beside({ CATALOGUE_MODEL: 'off' }, (origin) => roundsOf(origin, DATABASE_ROUNDS));
    return { model, database };
  });
}

/** As clients read: the same URL again and again, which the read cache answers. */
async function loadCachedRoutes(server: SeededServer): Promise<Map<Route, Load>> {
  const loads = new Map<Route, Load>();
  for (const route of ROUTES) loads.set(route, await loadRoute(server, route, false));
  return loads;
}

async function checkpoint(): Promise<void> {
  const client = new Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

interface GrowthLoads {
  small: Map<Route, Load>;
  large: Map<Route, Load>;
}

/**
 * Every request a cache miss (what the database and the queries cost), both sizes served at once and each
 * route loaded at 10k then at 1M straight after: on a shared machine the load from other work drifts over
 * minutes, and whole sizes measured minutes apart moved the ratio of size-independent queries from 0.7 to 2.2.
 */
function loadGrowth(small: SeededServer): Promise<GrowthLoads> {
  return withSeededServer('postgres', LARGE, async (large) => {
    // Writes the seed's dirty pages out now, not during the first loads after it.
    await checkpoint();
    const loads: GrowthLoads = { small: new Map(), large: new Map() };
    for (const route of ROUTES) {
      loads.small.set(route, await loadRoute(small, route, true));
      loads.large.set(route, await loadRoute(large, route, true));
    }
    return loads;
  });
}

function printLoads(title: string, loads: Load[], base: Load): void {
  console.log(`\n${title}`);
  console.table(
    loads.map((l) => ({
      target: l.target,
      'req/s': Math.round(l.requestsPerSecond),
      p50: ms(l.p50),
      p99: ms(l.p99),
      'ratio to bare': `${Math.round((100 * l.requestsPerSecond) / base.requestsPerSecond)}%`,
      'non-2xx/errors': l.failed,
      'wrk CPU': generatorShare(l),
    })),
  );
}

function printPaired({ model, database }: UncachedLoads): void {
  console.log(
    `\nRow 3: uncached reads on PostgreSQL (10,000 listings), every request a read-cache miss, each route in rounds beside a bare Fastify: ` +
      `written from the catalogue the process holds (${PAIRED_ROUNDS} rounds), then reading the database (CATALOGUE_MODEL=off, ${DATABASE_ROUNDS} rounds)`,
  );
  const rows = (source: string, loads: Map<Route, PairedLoad>) =>
    ROUTES.map((route) => {
      const l = loads.get(route)!;
      return {
        route: `${route} (${source})`,
        'req/s': Math.round(l.requestsPerSecond),
        'bare req/s': Math.round(l.bareRequestsPerSecond),
        'ratio (median)': `${(l.ratio * 100).toFixed(1)}%`,
        'each round': l.ratios.map((r) => `${(r * 100).toFixed(1)}%`).join(' '),
        p50: ms(l.p50),
        p99: ms(l.p99),
        'non-2xx/errors': l.failed,
        'wrk CPU': generatorShare(l),
      };
    });
  console.table([...rows('model', model), ...rows('database', database)]);
}

export interface ServerBenchOptions {
  throughput: boolean;
  growth: boolean;
}

const COMMAND = 'npm run build && BENCH_ONLY=throughput,growth tsx bench/index.ts (bench/serverThroughput.ts: wrk, one thread, 50 connections)';

/**
 * Row 3 (throughput as a ratio of a bare Fastify) and row 4 (growth from 10,000 to 1,000,000 listings):
 * the built server under wrk, each route in turn, on PGlite and on PostgreSQL; with throughput, the same
 * routes uncached on PostgreSQL (issue 21's row).
 */
export async function benchServer(options: ServerBenchOptions): Promise<BenchLine[]> {
  const lines: BenchLine[] = [];
  const unreachable = await pgUnreachable();
  if (unreachable !== null) {
    return [{ row: '3/4 server', figure: 'throughput and growth', measured: `skipped: ${unreachable}`, budget: '', met: null, command: COMMAND }];
  }
  console.log(
    `\nServer throughput: wrk (one thread), ${CONNECTIONS} connections, ${SECONDS} s a route after ${WARM_UP_SECONDS} s of warm-up; PostgreSQL through ${loadRunPgAddress().transport}`,
  );
  const base = await loadHelloWorld();
  const small = new Map<Store, Map<Route, Load>>();
  let growth: GrowthLoads | undefined;
  let uncached: UncachedLoads | undefined;
  const stores: Store[] = options.throughput ? ['pglite', 'postgres'] : ['postgres'];
  for (const store of stores) {
    const loads = await withSeededServer(store, SMALL, async (server) => {
      const cached = options.throughput ? await loadCachedRoutes(server) : new Map<Route, Load>();
      if (options.throughput && store === 'postgres') uncached = await loadUncachedPaired(server);
      if (options.growth && store === 'postgres') growth = await loadGrowth(server);
      return cached;
    });
    small.set(store, loads);
  }
  if (options.throughput) {
    printLoads('Row 3: throughput (10,000 listings)', [base, ...[...small.values()].flatMap((m) => [...m.values()])], base);
    for (const route of ROUTES) {
      for (const store of stores) {
        const l = small.get(store)!.get(route)!;
        const ratio = l.requestsPerSecond / base.requestsPerSecond;
        lines.push({
          row: '3 throughput',
          figure: `${route} on ${store}`,
          measured: `${Math.round(l.requestsPerSecond)} req/s = ${Math.round(ratio * 100)}% of ${Math.round(base.requestsPerSecond)}; p50 ${ms(l.p50)}, p99 ${ms(l.p99)}${l.failed ? `; ${l.failed} failed` : ''}; wrk ${generatorShare(l)} (bare: ${generatorShare(base)})`,
          budget: store === 'postgres' ? `≥ ${RATIO_GOAL * 100}%, p99 ≤ ${P99_GOAL_MS} ms` : 'shown for comparison',
          met: store === 'postgres' ? ratio >= RATIO_GOAL && l.p99 <= P99_GOAL_MS && l.failed === 0 : null,
          command: COMMAND,
        });
      }
    }
  }
  if (uncached !== undefined) {
    printPaired(uncached);
    for (const route of ROUTES) {
      const l = uncached.model.get(route)!;
      const database = uncached.database.get(route)!;
      lines.push({
        row: '3 uncached',
        figure: `${route} on postgres, every request a read-cache miss (issue 21)`,
        measured: `${Math.round(l.requestsPerSecond)} req/s = ${(l.ratio * 100).toFixed(1)}% of a bare Fastify (median of ${PAIRED_ROUNDS} rounds beside one at ${Math.round(l.bareRequestsPerSecond)}); p50 ${ms(l.p50)}, p99 ${ms(l.p99)}; wrk ${generatorShare(l)}`,
        budget: `≥ ${UNCACHED_RATIO_GOAL * 100}% of bare Fastify`,
        met: l.ratio >= UNCACHED_RATIO_GOAL && l.failed === 0,
        command: COMMAND,
      });
      lines.push({
        row: '3 uncached',
        figure: `${route}, every miss reading the database (CATALOGUE_MODEL=off)`,
        measured: `${Math.round(database.requestsPerSecond)} req/s = ${(database.ratio * 100).toFixed(1)}% (median of ${DATABASE_ROUNDS} rounds); p50 ${ms(database.p50)}, p99 ${ms(database.p99)}`,
        budget: 'shown for comparison',
        met: null,
        command: COMMAND,
      });
    }
  }
  if (growth !== undefined) {
    const { small: smallPg, large } = growth;
    printLoads('Row 4: growth on PostgreSQL (10,000 → 1,000,000 listings), every request a cache miss', [...smallPg.values(), ...large.values()], base);
    for (const route of ROUTES) {
      const before = smallPg.get(route)!;
      const after = large.get(route)!;
      const growth = after.p50 / Math.max(before.p50, 0.01);
      lines.push({
        row: '4 growth',
        figure: `${route} (uncached): p50 at 1M / p50 at 10k`,
        measured: `${growth.toFixed(2)} (${ms(before.p50)} → ${ms(after.p50)}; ${Math.round(before.requestsPerSecond)} → ${Math.round(after.requestsPerSecond)} req/s)`,
        budget: `≤ ${GROWTH_GOAL}`,
        met: growth <= GROWTH_GOAL && after.failed === 0,
        command: COMMAND,
      });
    }
  }
  return lines;
}
