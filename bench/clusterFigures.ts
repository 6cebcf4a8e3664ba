import { startCluster } from '../scripts/cluster/cluster';
import { percentile, type Figure } from '../scripts/cluster/figures';
import { staleWindow } from '../scripts/cluster/journeys/staleWindow';
import { wakeUp } from '../scripts/cluster/journeys/wakeUp';
import { redisUnreachable } from '../scripts/cluster/redisDatabase';
import { Teardown } from '../scripts/cluster/teardown';
import { pgUnreachable, withThrowawayDatabase } from './pgServer';
import type { BenchLine } from './report';

const COMMAND = 'npm run build && BENCH_ONLY=cluster tsx bench/index.ts (the figures of npm run cluster: two API processes and a mailbox behind nginx)';

const line = (figure: Figure): BenchLine => ({
  row: '21 cluster',
  figure: figure.name,
  measured: `median ${percentile(figure.samplesMs, 50).toFixed(1)} ms, p95 ${percentile(figure.samplesMs, 95).toFixed(1)} ms, max ${Math.max(...figure.samplesMs).toFixed(1)} ms over ${figure.samplesMs.length}`,
  budget: figure.goal,
  met: figure.met,
  command: COMMAND,
});

/** Issue 21's stale window and wake-up latency, measured on the deployment `npm run cluster` starts. */
export async function benchCluster(): Promise<BenchLine[]> {
  const unreachable = (await pgUnreachable()) ?? (await redisUnreachable());
  if (unreachable !== null) return [{ row: '21 cluster', figure: 'stale window and wake-up', measured: `skipped: ${unreachable}`, budget: '', met: null, command: COMMAND }];
  return withThrowawayDatabase('bench_cluster', async (databaseUrl) => {
    const teardown = new Teardown();
    try {
      const cluster = await startCluster(databaseUrl, teardown);
      return [line(await staleWindow(cluster)), line(await wakeUp(cluster))];
    } finally {
      await teardown.run();
    }
  });
}
