import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../e2e/support/server';

const run = promisify(execFile);
const TOOLS = ['initdb', 'pg_ctl', 'postgres'];

/**
 * A PostgreSQL cluster of its own (initdb in a temporary folder, its own port), for the run that stops and
 * starts PostgreSQL: the machine's shared server on 5432 is never touched.
 */
export interface PrivatePostgres {
  adminUrl: string;
  /** pg_ctl stop: 'fast' ends sessions and shuts down cleanly, 'immediate' is a crash (recovery at start). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** pg_ctl start, resolving once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

function binaryFolder(): string | null {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  return ['/usr/local/bin', ...versions].find((dir) => TOOLS.every((tool) => existsSync(path.join(dir, tool)))) ?? null;
}

/** initdb refuses to run as root: as root, the tools run as the postgres user. */
async function asOwner(command: string, args: string[]): Promise<string> {
  const [file, list] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const { stdout } = await run(file, list, { timeout: 120_000 });
  return stdout;
}

async function ownerIds(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid), gid: Number(gid) };
}

/** A running private cluster, or why there cannot be one (the binaries are missing). */
export async function startPrivatePostgres(): Promise<PrivatePostgres | string> {
  const bin = binaryFolder();
  if (bin === null) return `no PostgreSQL binaries (${TOOLS.join(', ')}) in /usr/local/bin or /usr/lib/postgresql/*/bin`;
  const folder = mkdtempSync(path.join(tmpdir(), 'faults-pg-'));
  const owner = await ownerIds();
  if (owner !== null) chownSync(folder, owner.uid, owner.gid);
  const data = path.join(folder, 'data');
  const port = await freePort();
  const tool = (name: string) => path.join(bin, name);
  await asOwner(tool('initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const start = () => asOwner(tool('pg_ctl'), ['-D', data, '-l', path.join(folder, 'server.log'), '-o', options, '-w', '-t', '60', 'start']).then(() => undefined);
  const stop = (mode: 'fast' | 'immediate') => asOwner(tool('pg_ctl'), ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']).then(() => undefined);
  await start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
