import { percentile, type Tally } from './traffic';

const sortedCounts = (map: Map<string | number, number>) => [...map].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([k, n]) => `${k}: ${n}`).join(', ');

/** Requests, throughput, statuses, failures and latency of a load. */
export function printTally(tally: Tally, seconds: number): void {
  const sorted = [...tally.latenciesMs].sort((a, b) => a - b);
  console.log(`Requests: ${tally.requests} in ${seconds.toFixed(1)} s = ${Math.round(tally.requests / seconds)} req/s`);
  console.log(`  by kind: ${sortedCounts(tally.kinds)}`);
  console.log(`  status counts: ${sortedCounts(tally.statuses)}`);
  console.log(`  without an answer: ${tally.failures.size === 0 ? 0 : sortedCounts(tally.failures)}`);
  console.log(`  unexpected statuses: ${tally.unexpected}`);
  for (const sample of tally.unexpectedSamples) console.log(`    ${sample}`);
  const ms = (p: number) => `${percentile(sorted, p).toFixed(0)} ms`;
  console.log(`  latency: p50 ${ms(50)}, p95 ${ms(95)}, p99 ${ms(99)}, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms`);
  const byKind = [...tally.latenciesByKind].map(([kind, list]) => {
    const kindSorted = [...list].sort((a, b) => a - b);
    return `${kind} ${percentile(kindSorted, 50).toFixed(0)}/${percentile(kindSorted, 95).toFixed(0)}`;
  });
  console.log(`  p50/p95 ms by kind: ${byKind.join(', ')}`);
}

/** Prints each check as PASS or FAIL; true when all passed. */
export function verdicts(checks: [string, boolean][]): boolean {
  console.log('');
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  return checks.every(([, ok]) => ok);
}
