import { measureBundle } from './bundle';
import { reportCatalogueBench } from './catalogueReport';

/** `npm run bench`: every figure the issues hold budgets for, one table, with the command behind each row. */
function main(): void {
  const rows = measureBundle();
  const command = 'npm run build:client && gzip -9 of dist/public JS (bench/bundle.ts)';
  console.log('\nBundle: gzipped JavaScript (KB)');
  console.log(`command: ${command}`);
  console.table(
    rows.map((r) => ({ chunk: r.name, 'own KB': r.ownKb.toFixed(1), 'with shared KB': r.withSharedKb.toFixed(1) })),
  );
  void reportCatalogueBench();
}

main();
