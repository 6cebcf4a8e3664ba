import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../e2e/support/server';

export const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'dist/node/server/main.js');

/** The built server (`npm run build` first) as a child process the soak and fault runs can measure and kill. */
export interface ServerProcess {
  origin: string;
  pid: number;
  /** The embedded verification mailbox (SMTP). */
  smtpPort: number;
  /** Resident memory of the server process, in kB, from /proc. */
  rssKb(): number;
  /** What the process printed so far. */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface ServerPorts {
  port: number;
  smtpPort: number;
}

export async function freePorts(): Promise<ServerPorts> {
  return { port: await freePort(), smtpPort: await freePort() };
}

/** The settings production requires (src/server/config.ts), on `databaseUrl`: outbound mail goes nowhere (the runs send none). */
export function productionEnv(databaseUrl: string, ports: ServerPorts): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'soak-run-session-secret-0123456789abcdef',
    PUBLIC_URL: `http://127.0.0.1:${ports.port}`,
    SMTP_URL: 'smtp://127.0.0.1:9',
    SEED_DEMO: 'false',
    // The load generator plays the proxy in front of production: it reports each simulated client in
    // X-Forwarded-For (traffic.ts), which the server believes only from an address TRUST_PROXY names.
    TRUST_PROXY: '127.0.0.1',
  };
}

async function healthy(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `node dist/node/server/main.js` of the checkout at `root` (this one unless given) with `env` on `ports`
 * and resolves once /healthz answers 200.
 */
export async function startServerProcess(env: Record<string, string>, ports: ServerPorts, root = ROOT): Promise<ServerProcess> {
  let printed = '';
  // SOAK_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a run.
  const main = root === ROOT ? MAIN : path.join(root, 'dist/node/server/main.js');
  const child = spawn(process.execPath, [...(process.env.SOAK_NODE_ARGS ?? '').split(' ').filter(Boolean), main], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(ports.port),
      MAILBOX_SMTP_PORT: String(ports.smtpPort),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    // The last 200 kB is plenty to explain a failure.
    printed = (printed + chunk.toString()).slice(-200_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${ports.port}`;
  const deadline = Date.now() + 60_000;
  while (!(await healthy(origin))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy (exit code ${child.exitCode}):\n${printed}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    pid: child.pid!,
    smtpPort: ports.smtpPort,
    rssKb: () => {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (!match) throw new Error(`no VmRSS for process ${child.pid}`);
      return Number(match[1]);
    },
    output: () => printed,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}
