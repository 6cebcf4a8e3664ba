import { BENCH_SIZE } from './catalogueData';
import { benchCatalogue } from './catalogueBench';

/** Budget of the Events catalogue issue for explore, search and event reads. */
const BUDGET_P95_MS = 20;
const BUDGETED = /^(explore|search|event read)/;

/** Prints the catalogue read timings as a table (or why they were skipped); never throws. */
export async function reportCatalogueBench(): Promise<void> {
  const command = 'npm run bench (bench/catalogueBench.ts: service calls on PostgreSQL, sequential, 200 samples each)';
  console.log(`\nCatalogue reads on PostgreSQL: ${BENCH_SIZE.concerts.toLocaleString('en-US')} events, ~${BENCH_SIZE.listings.toLocaleString('en-US')} listings`);
  console.log(`command: ${command}`);
  try {
    const result = await benchCatalogue();
    if ('skipped' in result) {
      console.log(`skipped: ${result.skipped}`);
      return;
    }
    console.log(`rows: ${Object.entries(result.counts).map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`).join(', ')}`);
    console.table(
      result.rows.map((r) => ({
        read: r.read,
        'p50 ms': r.p50.toFixed(2),
        'p95 ms': r.p95.toFixed(2),
        budget: BUDGETED.test(r.read) ? (r.p95 < BUDGET_P95_MS ? `ok (< ${BUDGET_P95_MS})` : `OVER ${BUDGET_P95_MS}`) : '',
      })),
    );
  } catch (error) {
    console.error('catalogue bench failed:', error);
    process.exitCode = 1;
  }
}
