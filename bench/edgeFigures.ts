import { createDatabase } from '../src/server/db/createDatabase';
import { EXPLORE_PAGE_SIZE } from '../src/shared/constants';
import { makeSellers, readCatalogue, type Seller } from '../scripts/soak/market';
import { send, Tally } from '../scripts/soak/traffic';
import { WriteLedger } from '../scripts/soak/writeLedger';
import { startEdgeDeployment, type EdgeDeployment } from './edgeDeployment';
import { flashCrowd, type FlashCrowd } from './flashCrowd';
import { seedMarketplace, type Scale } from './marketplaceData';
import { loadRunPgAddress, pgUnreachable, withThrowawayDatabase } from './pgServer';
import { ms, type BenchLine } from './report';
import { soakMix, type Mix } from './soakMix';
import { wrkLoad, type WrkResult } from './wrkLoad';

/** Seconds of each load (after a short warm-up); EDGE_SECONDS=60 for the long form. */
const SECONDS = Number(process.env.EDGE_SECONDS ?? 10);
/** Events in the catalogue (goals (c) and (d) are stated at 100,000), with two listings each. */
const EVENTS = Number(process.env.EDGE_EVENTS ?? 100_000);
const FLASH_CONNECTIONS = 500;
const SOAK_CONNECTIONS = 200;
const LIST_CONNECTIONS = 50;
const GOALS = { ratio: 0.5, p99Ms: 150, soakP99Ms: 250, renameChange: 0.2 };
const COMMAND = `npm run build && BENCH_ONLY=edge tsx bench/index.ts (bench/edgeFigures.ts; EDGE_SECONDS=${SECONDS}, EDGE_EVENTS=${EVENTS})`;

const SCALE: Scale = {
  label: `${EVENTS.toLocaleString('en')} events`,
  size: { concerts: EVENTS, listings: 2 * EVENTS, users: 2_000, views: EVENTS / 2, subscriptions: EVENTS / 4 },
};

interface RenameLoop {
  quiet: WrkResult;
  renaming: WrkResult;
  /** The renames' answers by status. */
  statuses: Map<number, number>;
}

/**
 * Goal (c): other users' explore list straight at API process A (no edge cache in front), quiet and then while one
 * account renames itself through nginx as fast as it is answered.
 */
async function renameLoop(edge: EdgeDeployment, renamer: Seller): Promise<RenameLoop> {
  const url = `${edge.api[0].origin}/api/concerts?pageNumber=0&pageSize=${EXPLORE_PAGE_SIZE}`;
  await wrkLoad(url, { connections: LIST_CONNECTIONS, seconds: 2, uncached: false });
  const quiet = await wrkLoad(url, { connections: LIST_CONNECTIONS, seconds: SECONDS, uncached: false });
  const tally = new Tally();
  let loading = true;
  const renames = (async () => {
    for (let n = 0; loading; n += 1) {
      await send(edge.origin, tally, { kind: 'rename', method: 'PUT', path: `/api/users/${renamer.id}`, json: { name: `Renamed Seller ${n}` }, session: renamer.session, ip: renamer.ip, expect: [200, 429] });
    }
  })();
  const renaming = await wrkLoad(url, { connections: LIST_CONNECTIONS, seconds: SECONDS, uncached: false });
  loading = false;
  await renames;
  return { quiet, renaming, statuses: tally.statuses };
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const perSecond = (value: number) => `${Math.round(value)} req/s`;

function lines(flash: FlashCrowd, nginxMix: Mix, directMix: Mix, rename: RenameLoop, idleRssKb: number[]): BenchLine[] {
  const ratio = flash.page.requestsPerSecond / flash.staticFile.requestsPerSecond;
  // A busy page (docs/decisions/the-edge.md): s-maxage in nginx's whole seconds, then one refresh; the reader's own wait counts too.
  const boundMs = flash.sMaxAgeSeconds === null ? null : (flash.sMaxAgeSeconds + 1) * 1000 + flash.page.p99;
  // wrk's percentiles leave out the requests it gave up on (2 s): with a fixed number of connections, the mean
  // latency is connections ÷ req/s, every request counted.
  const listChange = rename.quiet.requestsPerSecond / rename.renaming.requestsPerSecond - 1;
  const renames = [...rename.statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
  const line = (figure: string, measured: string, budget: string, met: boolean | null): BenchLine => ({ row: '41 edge', figure, measured, budget, met, command: COMMAND });
  return [
    line(
      `a. flash crowd: ${FLASH_CONNECTIONS} connections on one listings page through nginx / the same ${flash.bytes} bytes as a static file`,
      `${perSecond(flash.page.requestsPerSecond)} / ${perSecond(flash.staticFile.requestsPerSecond)} = ${ratio.toFixed(2)} (rounds: ${flash.ratios.map((r) => r.toFixed(2)).join(', ')}); p99 ${ms(flash.page.p99)} (static ${ms(flash.staticFile.p99)}); ${flash.page.failed} errors`,
      `≥ ${GOALS.ratio}, p99 ≤ ${GOALS.p99Ms} ms, 0 errors`,
      ratio >= GOALS.ratio && flash.page.p99 <= GOALS.p99Ms && flash.page.failed === 0,
    ),
    line(
      'a. longest a reader saw the old price (a change a second, read in a loop beside wrk)',
      `${ms(flash.longestStaleMs)} over ${flash.reads} reads and ${flash.writes} changes; the writer saw an older price than their own ${flash.writerSawOldPrice} times`,
      boundMs === null ? 'the page is not cacheable: 0 stale' : `≤ ${ms(boundMs)} (s-maxage ${flash.sMaxAgeSeconds} s + 1 s + the page's p99), writer 0`,
      (boundMs === null || flash.longestStaleMs <= boundMs) && flash.writerSawOldPrice === 0,
    ),
    line(
      `b. soak mix, ${SOAK_CONNECTIONS} connections: through nginx / straight to one process`,
      `${perSecond(nginxMix.requestsPerSecond)} / ${perSecond(directMix.requestsPerSecond)} = ${(nginxMix.requestsPerSecond / directMix.requestsPerSecond).toFixed(2)}; p99 ${ms(nginxMix.p99)} / ${ms(directMix.p99)}; errors ${nginxMix.errors} / ${directMix.errors}`,
      `p99 ≤ ${GOALS.soakP99Ms} ms through nginx, 0 errors (issue 41 compares with today's build, measured apart)`,
      nginxMix.p99 <= GOALS.soakP99Ms && nginxMix.errors === 0 && directMix.errors === 0,
    ),
    line(
      `c. explore list straight to one process, ${LIST_CONNECTIONS} connections: quiet / while one account renames itself`,
      `mean ${ms((1000 * LIST_CONNECTIONS) / rename.quiet.requestsPerSecond)} / ${ms((1000 * LIST_CONNECTIONS) / rename.renaming.requestsPerSecond)} (${(listChange * 100).toFixed(0)}% slower; ${perSecond(rename.quiet.requestsPerSecond)} / ${perSecond(rename.renaming.requestsPerSecond)}); p99 ${ms(rename.quiet.p99)} / ${ms(rename.renaming.p99)}; ${rename.quiet.failed} / ${rename.renaming.failed} errors; renames: ${renames}`,
      `< ${GOALS.renameChange * 100}% slower`,
      listChange < GOALS.renameChange && rename.renaming.failed === 0,
    ),
    line(
      `d. RSS of API processes A, B at ${SCALE.label}: idle / highest under the soak mix`,
      `${idleRssKb.map(mb).join(', ')} / ${[0, 1].map((i) => mb(Math.max(nginxMix.peakRssKb[i], directMix.peakRssKb[i]))).join(', ')}`,
      'shown (no bound that grows with past events)',
      null,
    ),
  ];
}

async function measure(databaseUrl: string): Promise<BenchLine[]> {
  const db = createDatabase({ databaseUrl, dataDir: ':memory:' });
  let edge: EdgeDeployment | undefined;
  try {
    console.log(`\nEdge (issue 41): seeding ${SCALE.label} into a throwaway PostgreSQL database…`);
    const seeded = await seedMarketplace(db, SCALE);
    const catalogue = await readCatalogue(db, seeded.popularEventId);
    edge = await startEdgeDeployment(databaseUrl);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idleRssKb = edge.api.map((p) => p.rssKb());
    const sellers = await makeSellers(edge.api[0].origin, db, new Tally(), new WriteLedger(), catalogue, { count: SOAK_CONNECTIONS, perSeller: 5 });
    const [pricer, renamer] = sellers;
    const path = `/api/ticketListing/concerts/${seeded.popularEventId}?pageNumber=0&pageSize=20&sortBy=price&sortDir=asc`;
    console.log(`Flash crowd: wrk -t2 -c${FLASH_CONNECTIONS}, ${SECONDS} s a load, 2 rounds of the static file then the page`);
    const flash = await flashCrowd(edge, path, pricer, pricer.listings[0], { connections: FLASH_CONNECTIONS, seconds: SECONDS, rounds: 2 });
    console.log('Soak mix through nginx, then straight to API process A');
    const nginxMix = await soakMix(edge.origin, edge.api, sellers, catalogue, SECONDS);
    const directMix = await soakMix(edge.api[0].origin, edge.api, sellers, catalogue, SECONDS);
    console.log('Rename loop');
    const rename = await renameLoop(edge, renamer);
    const result = lines(flash, nginxMix, directMix, rename, idleRssKb);
    console.table(result.map((l) => ({ figure: l.figure, measured: l.measured, goal: l.budget })));
    return result;
  } finally {
    await edge?.stop();
    await db.destroy();
  }
}

/** Issue 41's goals for the edge, side by side in one run: two API processes behind nginx with deploy/nginx.conf. */
export async function benchEdge(): Promise<BenchLine[]> {
  const pg = loadRunPgAddress();
  const unreachable = await pgUnreachable(pg.adminUrl);
  if (unreachable !== null) return [{ row: '41 edge', figure: 'flash crowd, soak, renames, memory', measured: `skipped: ${unreachable}`, budget: '', met: null, command: COMMAND }];
  console.log(`PostgreSQL through ${pg.transport}`);
  return withThrowawayDatabase('edge', measure, pg.adminUrl);
}
