import type { Catalogue, Seller } from '../scripts/soak/market';
import { runUsers } from '../scripts/soak/mix';
import type { ServerProcess } from '../scripts/soak/serverProcess';
import { percentile, Tally } from '../scripts/soak/traffic';
import { WriteLedger } from '../scripts/soak/writeLedger';

export interface Mix {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  /** What the errors were: 5xx statuses and failures by name. */
  errorKinds: string;
  /** Each API process's highest RSS during the load, kB. */
  peakRssKb: number[];
  /** CPU the serving processes `cpu` names spent a request (ms), when given. */
  cpuMsPerRequest: number | null;
  /** The same by part: the API processes, nginx's workers, PostgreSQL's backends. */
  cpuMsByPart: Partial<Record<ServingPart, number>>;
}

export type ServingPart = 'API' | 'nginx' | 'PostgreSQL';

/** CPU seconds used so far by each process serving the load, by pid, with the part it plays. */
export type CpuSampler = () => Promise<Map<number, { part: ServingPart; seconds: number }>>;

/** The soak's mix (scripts/soak/mix.ts) from one user per seller at `origin`: a warm-up of up to 5 s, then `seconds`. */
export async function soakMix(origin: string, api: ServerProcess[], sellers: Seller[], catalogue: Catalogue, seconds: number, cpu?: CpuSampler): Promise<Mix> {
  const ledger = new WriteLedger();
  const warmUpEnd = Date.now() + Math.min(5, seconds) * 1000;
  await runUsers({ origin, tally: new Tally(), ledger, catalogue }, sellers, () => Date.now() >= warmUpEnd);
  const tally = new Tally();
  const peakRssKb = api.map(() => 0);
  const sampler = setInterval(() => api.forEach((p, i) => (peakRssKb[i] = Math.max(peakRssKb[i], p.rssKb()))), 500);
  const cpuBefore = await cpu?.();
  const started = Date.now();
  await runUsers({ origin, tally, ledger, catalogue }, sellers, () => Date.now() >= started + seconds * 1000);
  clearInterval(sampler);
  const cpuAfter = await cpu?.();
  // A process that started during the load counts whole.
  const cpuMsByPart: Partial<Record<ServingPart, number>> = {};
  for (const [pid, { part, seconds: used }] of cpuAfter ?? []) {
    cpuMsByPart[part] = (cpuMsByPart[part] ?? 0) + (1000 * (used - (cpuBefore?.get(pid)?.seconds ?? 0))) / tally.requests;
  }
  const cpuMsPerRequest = cpuAfter === undefined ? null : Object.values(cpuMsByPart).reduce((a, b) => a + b, 0);
  const sorted = [...tally.latenciesMs].sort((a, b) => a - b);
  const failures = [...tally.failures.values()].reduce((a, b) => a + b, 0);
  const kinds = [...[...tally.statuses].filter(([status]) => status >= 500).map(([status, n]) => `${n}× ${status}`), ...[...tally.failures].map(([name, n]) => `${n}× ${name}`)];
  return { requestsPerSecond: tally.requests / ((Date.now() - started) / 1000), p99: percentile(sorted, 99), errors: tally.count5xx() + failures, errorKinds: kinds.join(', '), peakRssKb, cpuMsPerRequest, cpuMsByPart };
}
