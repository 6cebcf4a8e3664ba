import { readFileSync } from 'node:fs';
import path from 'node:path';
import { landingTopModules, measureBundle } from './bundle';
import { measureBundleFloor } from './bundleFloor';
import { reportCatalogueBench } from './catalogueReport';
import { benchCluster } from './clusterFigures';
import { benchEdge } from './edgeFigures';
import { benchLighthouse } from './lighthouse';
import { benchClientScroll } from './clientScroll';
import { benchInteractions } from './interactions';
import { printSummary, type BenchLine } from './report';
import { benchServer } from './serverThroughput';
import { benchSoakEdge } from './soakEdge';
import { measureVerification } from './verification';

/** Row names BENCH_ONLY selects from (comma-separated); every row when unset. CI runs BENCH_ONLY=bundle. */
const ROWS = ['bundle', 'lighthouse', 'interactions', 'throughput', 'growth', 'verification', 'client', 'catalogue', 'cluster', 'edge', 'soakEdge'] as const;
type Row = (typeof ROWS)[number];

function selectedRows(): Set<Row> {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
  if (only === undefined || only.length === 0) return new Set(ROWS);
  const unknown = only.filter((name) => !(ROWS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown row ${unknown.join(', ')} (rows: ${ROWS.join(', ')})`);
  return new Set(only as Row[]);
}

const BUNDLE_COMMAND = 'npm run build:client && gzip -9 of dist/public JS (bench/bundle.ts)';
// Issue 22's budgets ("Fast on a mid-range phone").
const LANDING_BUDGET_KB = 160;
const ROUTE_BUDGET_KB = 190;
/** Score ≥ 95 on all six pages; TBT at most 1.5× the floor page's, same run; LCP and CLS kept from issue 8. */
const LIGHTHOUSE_BUDGET = { score: 95, tbtRatio: 1.5, lcpMs: 2000, cls: 0.02 };
const SLOWEST_INTERACTION_BUDGET_MS = 200;

async function bundleLines(): Promise<BenchLine[]> {
  const rows = measureBundle();
  console.log('\nBundle: gzipped JavaScript (KB)');
  console.log(`command: ${BUNDLE_COMMAND}`);
  console.table(rows.map((r) => ({ chunk: r.name, 'own KB': r.ownKb.toFixed(1), 'with shared KB': r.withSharedKb.toFixed(1) })));
  console.log('Top ten of the landing page (gzipped KB, each minified byte given to its source by the source maps; packages summed):');
  console.table(landingTopModules().map((m) => ({ module: m.name, KB: m.kb.toFixed(1) })));
  const floorKb = await measureBundleFloor();
  console.log(
    `Floor: a one-heading landing page on the design card's packages (bench/bundleFloor/floorApp.tsx) loads ${floorKb.toFixed(1)} KB gzipped.`,
  );
  // The card names react and react-dom but no version: FLOOR_REACT_DIR shows the floor on another one (bench/bundleFloor.ts).
  const otherReactDir = process.env.FLOOR_REACT_DIR;
  const otherFloor: BenchLine[] = [];
  if (otherReactDir) {
    const kb = await measureBundleFloor(otherReactDir);
    const packageFile = path.join(otherReactDir, 'node_modules', 'react-dom', 'package.json');
    const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
    console.log(`Floor on react-dom ${version} (FLOOR_REACT_DIR): ${kb.toFixed(1)} KB gzipped.`);
    otherFloor.push({ row: '1 bundle', figure: `floor on react-dom ${version}`, measured: `${kb.toFixed(1)} KB`, budget: `≤ ${LANDING_BUDGET_KB} KB`, met: kb <= LANDING_BUDGET_KB, command: 'FLOOR_REACT_DIR=… BENCH_ONLY=bundle tsx bench/index.ts' });
  }
  const [landing, ...routes] = rows;
  const largest = routes.reduce((a, b) => (b.withSharedKb > a.withSharedKb ? b : a), routes[0] ?? landing);
  return [
    { row: '1 bundle', figure: 'landing JS (gzip)', measured: `${landing.withSharedKb.toFixed(1)} KB`, budget: `≤ ${LANDING_BUDGET_KB} KB`, met: landing.withSharedKb <= LANDING_BUDGET_KB, command: BUNDLE_COMMAND },
    { row: '1 bundle', figure: "floor: the design card's packages alone", measured: `${floorKb.toFixed(1)} KB`, budget: `≤ ${LANDING_BUDGET_KB} KB`, met: floorKb <= LANDING_BUDGET_KB, command: 'bench/bundleFloor.ts' },
    ...otherFloor,
    { row: '1 bundle', figure: `largest route with shared (${largest.name})`, measured: `${largest.withSharedKb.toFixed(1)} KB`, budget: `≤ ${ROUTE_BUDGET_KB} KB`, met: largest.withSharedKb <= ROUTE_BUDGET_KB, command: BUNDLE_COMMAND },
  ];
}

/** `npm run bench`: every figure the issues hold budgets for, with the command behind each row, then one closing table. */
async function main(): Promise<void> {
  const rows = selectedRows();
  const lines: BenchLine[] = [];
  if (rows.has('bundle')) lines.push(...(await bundleLines()));
  if (rows.has('lighthouse')) lines.push(...(await benchLighthouse(LIGHTHOUSE_BUDGET)));
  if (rows.has('interactions')) lines.push(...(await benchInteractions(SLOWEST_INTERACTION_BUDGET_MS)));
  if (rows.has('throughput') || rows.has('growth')) {
    lines.push(...(await benchServer({ throughput: rows.has('throughput'), growth: rows.has('growth') })));
  }
  if (rows.has('verification')) lines.push(...(await measureVerification()));
  if (rows.has('client')) lines.push(...(await benchClientScroll()));
  if (rows.has('catalogue')) await reportCatalogueBench();
  if (rows.has('cluster')) lines.push(...(await benchCluster()));
  if (rows.has('edge')) lines.push(...(await benchEdge()));
  if (rows.has('soakEdge')) lines.push(...(await benchSoakEdge()));
  // CI runs the bundle row alone: its own table is all it needs. A missed budget is reported, not an error.
  if (!(rows.size === 1 && rows.has('bundle'))) printSummary(lines);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
