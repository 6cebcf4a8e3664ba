/** A measured distribution, in milliseconds, with the goal it is judged against. */
export interface Figure {
  name: string;
  samplesMs: number[];
  /** What must hold, in words (e.g. 'every update ≤ 100 ms'). */
  goal: string;
  met: boolean;
  /** Anything else worth printing beside it (counts, what was measured from and to). */
  note: string;
}

/** The nearest-rank percentile: p95 of 20 samples is the 19th smallest, of 10 the largest. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function describeFigure(figure: Figure): string {
  const { samplesMs: s } = figure;
  return [
    `${figure.met ? 'PASS' : 'OUTSIDE GOAL'}  ${figure.name}: median ${ms(percentile(s, 50))}, p95 ${ms(percentile(s, 95))}, max ${ms(Math.max(...s))} over ${s.length} (goal: ${figure.goal})`,
    `      ${figure.note}`,
    `      each: ${s.map((v) => v.toFixed(0)).join(', ')} ms`,
  ].join('\n');
}
