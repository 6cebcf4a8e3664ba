import { cpus } from 'node:os';

/** One line of the closing table of `npm run bench`: a figure, its budget and whether it holds. */
export interface BenchLine {
  row: string;
  figure: string;
  measured: string;
  budget: string;
  /** null: no budget, or not measured (skipped). */
  met: boolean | null;
  command: string;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

export function verdict(met: boolean | null): string {
  if (met === null) return '-';
  return met ? 'pass' : 'FAIL';
}

/** Prints the closing table: every row measured in this run, with the command behind it. */
export function printSummary(lines: BenchLine[]): void {
  console.log(`\nSummary (${lines.length} figures; this machine: ${cpus().length} cores, shared)`);
  console.table(
    lines.map((l) => ({ row: l.row, figure: l.figure, measured: l.measured, budget: l.budget, result: verdict(l.met) })),
  );
  console.log('commands:');
  for (const command of new Set(lines.map((l) => `${l.row}: ${l.command}`))) console.log(`  ${command}`);
}
