import { withBareFastify } from '../../bench/bareFastify';
import { percentile, send, Tally } from './traffic';

/** Issue 21's goal for the soak mix: four times the 500 req/s it served before, with p99 at most 300 ms. */
export const CAPACITY_GOAL = { requestsPerSecond: 2000, p99Ms: 300 };

const REFERENCE_SECONDS = 5;

/**
 * The same generator, the same connections, on a bare Fastify for a few seconds: what this machine and this
 * generator can do at most, printed beside the soak's own throughput.
 */
export async function bareReference(connections: number): Promise<{ requestsPerSecond: number; p99: number }> {
  return withBareFastify(async (origin) => {
    const tally = new Tally();
    const end = Date.now() + REFERENCE_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < end) await send(origin, tally, { kind: 'hello', path: '/', ip: '127.0.0.1' });
      }),
    );
    const sorted = [...tally.latenciesMs].sort((a, b) => a - b);
    return { requestsPerSecond: tally.requests / REFERENCE_SECONDS, p99: percentile(sorted, 99) };
  });
}
