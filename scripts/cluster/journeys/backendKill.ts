import { upcomingConcerts } from '../../../e2e/support/seed';
import type { Cluster } from '../cluster';

const READERS = 8;
const BEFORE_KILL_MS = 1_500;
const AFTER_KILL_MS = 3_000;
/** nginx takes a failed process back after fail_timeout (5 s in deploy/nginx.conf): wait for that, with room. */
const TAKEN_BACK_MS = 30_000;

interface Reads {
  ok: number;
  failures: string[];
}

/**
 * READERS loops of catalogue reads through nginx until `until()` holds. Each goes past nginx's cache to a process:
 * it carries a fresh-reads cookie, which nginx cannot check and the app ignores unsigned.
 */
async function readUntil(origin: string, paths: string[], reads: Reads, until: () => boolean): Promise<void> {
  const reader = async (offset: number) => {
    for (let n = offset; !until(); n += 1) {
      const path = paths[n % paths.length];
      try {
        const response = await fetch(origin + path, { headers: { cookie: 'fresh-reads=unsigned' }, signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        if (response.status === 200) reads.ok += 1;
        else reads.failures.push(`${response.status} ${path}`);
      } catch (error) {
        reads.failures.push(`no answer to ${path}: ${((error as Error).cause as Error)?.message ?? (error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: READERS }, (_, i) => reader(i)));
}

/** Requests of the access log after line `from` that API process `port` answered with 200, and those nginx had to send twice. */
function logSince(cluster: Cluster, from: number, port: number): { answeredBy: number; retried: number } {
  const lines = cluster.nginx.accessLog().split('\n').slice(from).filter(Boolean);
  return {
    answeredBy: lines.filter((line) => / 200 \S*:(\d+) 200$/.exec(line)?.[1] === String(port)).length,
    retried: lines.filter((line) => line.includes(', ')).length,
  };
}

const logLength = (cluster: Cluster) => cluster.nginx.accessLog().split('\n').filter(Boolean).length;

/**
 * Journey e: catalogue reads through nginx from 8 loops; API process B is killed with SIGKILL among them, and
 * not one read may fail (nginx retries a read refused or cut off on the other process). B is then started
 * again, and the reads go on, again without a failure, until nginx sends some of them to B once more.
 */
export async function backendKill(cluster: Cluster): Promise<string> {
  const events = (await upcomingConcerts(cluster.origin, {}, 20)).content.slice(0, 6);
  const paths = [
    '/api/concerts?pageNumber=0&pageSize=20',
    ...events.map((event) => `/api/concerts/${event.concertId}`),
    ...events.map((event) => `/api/ticketListing/concerts/${event.concertId}?pageNumber=0&pageSize=20&sortBy=price&sortDir=asc`),
  ];
  const portB = Number(new URL(cluster.api[1].origin).port);
  const startLine = logLength(cluster);
  const reads: Reads = { ok: 0, failures: [] };
  const started = Date.now();
  let killedAt = 0;
  const killing = (async () => {
    await new Promise((resolve) => setTimeout(resolve, BEFORE_KILL_MS));
    await cluster.api[1].kill('SIGKILL');
    killedAt = Date.now();
  })();
  await readUntil(cluster.origin, paths, reads, () => killedAt > 0 && Date.now() - killedAt > AFTER_KILL_MS);
  await killing;
  const duringKill = logSince(cluster, startLine, portB);
  if (reads.failures.length > 0) throw new Error(`${reads.failures.length} of ${reads.ok + reads.failures.length} reads failed around the kill: ${reads.failures.slice(0, 5).join('; ')}`);
  if (duringKill.answeredBy === 0) throw new Error('B answered no read before it was killed: the kill proved nothing');
  const killSummary = `${reads.ok} reads in ${((Date.now() - started) / 1000).toFixed(1)} s, B killed after ${BEFORE_KILL_MS / 1000} s: 0 failed, ${duringKill.retried} retried by nginx on A`;

  await cluster.startApi(1);
  const restartLine = logLength(cluster);
  const after: Reads = { ok: 0, failures: [] };
  const deadline = Date.now() + TAKEN_BACK_MS;
  await readUntil(cluster.origin, paths, after, () => Date.now() > deadline || logSince(cluster, restartLine, portB).answeredBy >= 10);
  if (after.failures.length > 0) throw new Error(`after B restarted, ${after.failures.length} of ${after.ok + after.failures.length} reads failed: ${after.failures.slice(0, 5).join('; ')}`);
  const backOnB = logSince(cluster, restartLine, portB).answeredBy;
  if (backOnB < 10) throw new Error(`B restarted, but nginx sent it ${backOnB} reads in ${TAKEN_BACK_MS / 1000} s`);
  return `${killSummary}; B restarted and answering through nginx again (${after.ok} more reads, 0 failed)`;
}
