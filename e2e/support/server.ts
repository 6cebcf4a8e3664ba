import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  origin: string;
  /** Where its verification mailbox listens for SMTP. */
  smtpPort: number;
  dataDir: string;
  /** Stops the server and removes its data folder, unless `keepData` (a journey then reads the database; see database.ts). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** A TCP port nothing listens on now (for a server whose address must be known before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** A child server that could not bind: another process took a port between freePort() and listen(). */
class PortTaken extends Error {}

async function spawnServer(root: string, dataDir: string, port: number, mailPort: number, env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'dist/node/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAILBOX_SMTP_PORT: String(mailPort),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, () => output);
  } catch (error) {
    if (child.exitCode !== null && output.includes('EADDRINUSE')) throw new PortTaken(output);
    // One that never became healthy would outlive the run, keep jest from exiting and slow the next start.
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

/**
 * Starts the built production server (`npm run build` first) on a free port with its own data folder, and its
 * mailbox on another (`smtpPort`). `env` is added to the server's environment; a PORT given there is used
 * instead of a free one. Journeys start servers side by side, so a port found free may be taken before the
 * server binds it: then it starts again on new ports. `root` is the checkout whose build runs (this one by default).
 * `dataDir` starts it on the data of a server stopped with `keepData` (a new, empty folder by default).
 */
export async function startServer(
  env: Record<string, string> = {},
  root = path.resolve(__dirname, '../..'),
  dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-')),
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    const port = env.PORT ? Number(env.PORT) : await freePort();
    const smtpPort = await freePort();
    let child: ChildProcess;
    try {
      child = await spawnServer(root, dataDir, port, smtpPort, env);
    } catch (error) {
      if (error instanceof PortTaken && attempt < 3) continue;
      throw error;
    }
    return {
      origin: `http://127.0.0.1:${port}`,
      smtpPort,
      dataDir,
      async stop({ keepData = false } = {}) {
        if (child.exitCode === null) {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await exited;
        }
        if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
}
