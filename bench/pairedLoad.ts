import { wrkLoad, type WrkResult } from './wrkLoad';

export interface PairedLoad {
  /** The route's and the bare Fastify's requests per second, the medians of the rounds. */
  requestsPerSecond: number;
  bareRequestsPerSecond: number;
  /** The median of the rounds' ratios (route / bare), each of two loads run back to back. */
  ratio: number;
  ratios: number[];
  p50: number;
  p99: number;
  failed: number;
  /** CPU seconds wrk used on the route's loads, and how long they ran. */
  generatorCpuSeconds: number;
  seconds: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Loads `url` (every request a cache miss) and the bare Fastify at `bareUrl` in turn, `rounds` times for `seconds`
 * each, and gives the median of each round's ratio. This machine's speed swings by up to three times from one
 * ten-second load to the next (neighbours on the host): a bare Fastify measured once, minutes before the route,
 * put the same build's ratio anywhere from 4% to 9%. Two loads run back to back mostly see the same machine.
 */
export async function pairedLoad(bareUrl: string, url: string, options: { connections: number; seconds: number; rounds: number }): Promise<PairedLoad> {
  const routes: WrkResult[] = [];
  const bares: WrkResult[] = [];
  for (let round = 0; round < options.rounds; round++) {
    bares.push(await wrkLoad(bareUrl, { connections: options.connections, seconds: options.seconds, uncached: false }));
    routes.push(await wrkLoad(url, { connections: options.connections, seconds: options.seconds, uncached: true }));
  }
  const ratios = routes.map((route, i) => route.requestsPerSecond / bares[i].requestsPerSecond);
  return {
    requestsPerSecond: median(routes.map((r) => r.requestsPerSecond)),
    bareRequestsPerSecond: median(bares.map((b) => b.requestsPerSecond)),
    ratio: median(ratios),
    ratios,
    p50: median(routes.map((r) => r.p50)),
    p99: median(routes.map((r) => r.p99)),
    failed: routes.reduce((sum, r) => sum + r.failed, 0),
    generatorCpuSeconds: routes.reduce((sum, r) => sum + r.generatorCpuSeconds, 0),
    seconds: options.rounds * options.seconds,
  };
}
