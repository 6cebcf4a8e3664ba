import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  origin: string;
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

/**
 * Starts the built production server (`npm run build` first) on a free port with its own data folder.
 * `env` is added to the server's environment; a PORT given there is used instead of a free one.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const root = path.resolve(__dirname, '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const mailPort = await freePort();
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
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, child, () => output);
  return {
    origin,
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
