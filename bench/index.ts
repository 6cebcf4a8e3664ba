import { measureBundle } from './bundle';
import { reportCatalogueBench } from './catalogueReport';
import { measureVerification } from './verification';

/** `npm run bench`: every figure the issues hold budgets for, one table, with the command behind each row. */
async function main(): Promise<void> {
  const rows = measureBundle();
  const command = 'npm run build:client && gzip -9 of dist/public JS (bench/bundle.ts)';
  console.log('\nBundle: gzipped JavaScript (KB)');
  console.log(`command: ${command}`);
  console.table(
    rows.map((r) => ({ chunk: r.name, 'own KB': r.ownKb.toFixed(1), 'with shared KB': r.withSharedKb.toFixed(1) })),
  );
  // CI prints only the bundle table; the database and mailbox figures take minutes and belong to `npm run bench`.
  if (process.env.BENCH_ONLY === 'bundle') return;
  await reportCatalogueBench();
  await measureVerification();
}

void main();
