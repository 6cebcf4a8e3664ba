import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface WrkResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU seconds wrk itself used (user and system): it shares the cores with the server it loads. */
  generatorCpuSeconds: number;
}

/**
 * Adds `nocache=<run>-<n>` to each request's path: every request misses the server's read cache. The run's own
 * prefix keeps one load from reading what an earlier one (its warm-up, the round before) left in the cache.
 */
const uniquePaths = (run: string) => `local n = 0
request = function()
  n = n + 1
  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format(nil, wrk.path .. sep .. "nocache=${run}-" .. n)
end
`;

/** Prints what the figures need as one line: wrk's own summary rounds latencies and hides the status counts. */
const REPORT = `done = function(summary, latency, requests)
  local failed = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout
  io.write(string.format("RESULT %d %f %f %f %d\\n", summary.requests, summary.duration / 1e6, latency:percentile(50) / 1e3, latency:percentile(99) / 1e3, failed))
end
`;

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';

/**
 * Loads `url` with wrk (Debian's package): one thread (or `threads`), `connections` connections, for `seconds`. wrk spends
 * a fraction of the CPU autocannon does, which on a 2-core machine is CPU the server keeps. Its own CPU is
 * read from bash's `times` after it ends and reported beside each figure.
 */
export async function wrkLoad(url: string, options: { connections: number; seconds: number; uncached: boolean; threads?: number }): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wrk-'));
  const script = path.join(dir, 'load.lua');
  writeFileSync(script, (options.uncached ? uniquePaths(randomBytes(6).toString('hex')) : '') + REPORT);
  try {
    const command = `"${WRK}" -t${options.threads ?? 1} -c${options.connections} -d${options.seconds}s -s "${script}" "${url}"; times`;
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
    });
    const result = /RESULT (\d+) ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(output);
    // `times` prints the shell's own user and system time, then its children's: "0m1.234s 0m0.567s".
    const children = output.trim().split('\n').pop() ?? '';
    const times = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
    if (result === null || times.length !== 2) throw new Error(`could not read wrk's output: ${output}`);
    const [, requests, seconds, p50, p99, failed] = result;
    return {
      requestsPerSecond: Number(requests) / Number(seconds),
      p50: Number(p50),
      p99: Number(p99),
      failed: Number(failed),
      generatorCpuSeconds: times[0] + times[1],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
