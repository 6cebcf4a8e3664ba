import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { startFloorServer } from './floorServer';
import { median, medianRun, readRun, type LhrLike, type LighthouseRun } from './lighthouseAudits';
import { lighthousePages, type LighthousePage } from './lighthousePages';
import { ms, type BenchLine } from './report';

export interface LighthouseBudget {
  score: number;
  lcpMs: number;
  cls: number;
  /** A page's median TBT ÷ the floor page's, same run. */
  tbtRatio: number;
}

const COMMAND =
  'npm run build && BENCH_ONLY=lighthouse tsx bench/index.ts (bench/lighthouse.ts: lighthouse 12, mobile preset, CHROME_PATH=/usr/bin/chromium --headless --no-sandbox --disable-gpu)';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'];

/** Runs a page; LIGHTHOUSE_RUNS=1 for a quick look. On a shared machine one run can differ by tens of points. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const ATTEMPTS = 3;

interface PageResult {
  page: LighthousePage;
  runs: LighthouseRun[];
}

/** LIGHTHOUSE_REPORT_DIR=folder keeps each run's full report, to read the audits behind a figure. */
function saveReport(dir: string, page: LighthousePage, run: number, report: string | string[]) {
  mkdirSync(dir, { recursive: true });
  const name = page.name.replace(/\(signed in\)/, '').trim().replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(path.join(dir, `${name}-${run}.json`), Array.isArray(report) ? report[0] : report);
}

/**
 * Every page once a round, RUNS rounds: the machine's load drifting during the row then weighs on every page alike,
 * which the ratios to the floor need.
 */
async function runRounds(pages: LighthousePage[], port: number): Promise<PageResult[]> {
  const { default: lighthouse } = await import('lighthouse');
  const results: PageResult[] = pages.map((page) => ({ page, runs: [] }));
  for (let run = 0; run < RUNS; run += 1) {
    for (const result of results) {
      const { page } = result;
      // A failed run has a score of 0 and no metrics: it is run again rather than counted.
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const outcome = await lighthouse(page.url, {
          port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
          extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
        });
        if (outcome === undefined) throw new Error(`lighthouse gave no result for ${page.name}`);
        const lhr = outcome.lhr as unknown as LhrLike;
        if (lhr.runtimeError) {
          console.log(`  ${page.name}, round ${run + 1}: ${lhr.runtimeError.code}${attempt < ATTEMPTS ? ', run again' : ', left out'}`);
          continue;
        }
        if (process.env.LIGHTHOUSE_REPORT_DIR) saveReport(process.env.LIGHTHOUSE_REPORT_DIR, page, run, outcome.report);
        result.runs.push(readRun(lhr));
        break;
      }
    }
  }
  return results;
}

/** "1.23×", or "-" when the floor blocked nothing (then only a page that blocks nothing either meets it). */
const ratioText = (tbt: number, floorTbt: number) => (floorTbt > 0 ? `${(tbt / floorTbt).toFixed(2)}×` : '-');

/** LIGHTHOUSE_PAGES=sell,login measures only the pages whose names hold one of those words, and the floor page. */
function chosenPages(pages: LighthousePage[]): LighthousePage[] {
  const words = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
  return words.length === 0 ? pages : pages.filter((page) => page.floor || words.some((word) => page.name.includes(word)));
}

/**
 * Row 2: Lighthouse's performance category (mobile preset, simulated throttling) on issue 22's six pages, served by
 * the built server on PGlite with the demo data, and on the floor page (bench/floorServer.ts) in the same rounds.
 */
export async function benchLighthouse(budget: LighthouseBudget): Promise<BenchLine[]> {
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer({ SEED_DEMO: 'true' });
  const floor = await startFloorServer();
  let results: PageResult[];
  try {
    const pages = chosenPages(await lighthousePages(server.origin, floor.origin));
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      results = await runRounds(pages, chrome.port);
    } finally {
      chrome.kill();
    }
  } finally {
    await floor.stop();
    await server.stop();
  }
  const floorResult = results.find((r) => r.page.floor);
  const floorTbt = median(floorResult?.runs.map((r) => r.tbtMs) ?? [0]);
  const runCounts = [...new Set(results.map((r) => r.runs.length))].join(', ');
  for (const { page, runs } of results) if (runs.length === 0) throw new Error(`every Lighthouse run of ${page.name} failed`);
  const rows = results.map(({ page, runs }) => {
    const mid = medianRun(runs);
    const tbt = median(runs.map((r) => r.tbtMs));
    return { page, mid, tbt, benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)), indexes: runs.map((r) => Math.round(r.benchmarkIndex)) };
  });

  console.log(`\nRow 2: Lighthouse, mobile preset (simulated throttling), built server on PGlite with the demo data; ${RUNS} rounds (runs kept a page: ${runCounts})`);
  console.log(`command: ${COMMAND}`);
  console.log('score, FCP, LCP and CLS of the median run by score; TBT the median of the runs, and its ratio to the floor page\'s');
  console.table(
    rows.map((r) => ({
      page: r.page.name,
      score: r.mid.score,
      FCP: ms(r.mid.fcpMs),
      LCP: ms(r.mid.lcpMs),
      TBT: ms(r.tbt),
      'TBT ÷ floor': r.page.floor ? '1 (floor)' : ratioText(r.tbt, floorTbt),
      CLS: r.mid.cls.toFixed(3),
      benchmarkIndex: r.indexes.join(' / '),
    })),
  );
  for (const r of rows) console.log(`  ${r.page.name}: ${r.mid.profile}\n    ${r.mid.hints.join('; ') || 'no failed audit with savings'}`);

  const measured = rows.filter((r) => !r.page.floor);
  const allIndexes = rows.flatMap((r) => r.indexes);
  return [
    {
      row: '2 lighthouse',
      figure: 'floor page (bench/bundleFloor), same rounds',
      measured: `score ${floorResult ? medianRun(floorResult.runs).score : '-'}; TBT ${ms(floorTbt)}; benchmarkIndex ${Math.min(...allIndexes)}–${Math.max(...allIndexes)}`,
      budget: '-',
      met: null,
      command: COMMAND,
    },
    ...measured.flatMap((r): BenchLine[] => [
      {
        row: '2 lighthouse',
        figure: r.page.name,
        measured: `score ${r.mid.score}; LCP ${ms(r.mid.lcpMs)}, CLS ${r.mid.cls.toFixed(3)}`,
        budget: `≥ ${budget.score}; LCP ≤ ${budget.lcpMs} ms, CLS ≤ ${budget.cls}`,
        met: r.mid.score >= budget.score && r.mid.lcpMs <= budget.lcpMs && r.mid.cls <= budget.cls,
        command: COMMAND,
      },
      {
        row: '2 lighthouse',
        figure: `${r.page.name}: TBT ÷ floor TBT`,
        measured: `${ratioText(r.tbt, floorTbt)} (${ms(r.tbt)} ÷ ${ms(floorTbt)})`,
        budget: `≤ ${budget.tbtRatio}`,
        met: r.tbt <= budget.tbtRatio * floorTbt,
        command: COMMAND,
      },
    ]),
  ];
}
