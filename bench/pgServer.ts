import { existsSync } from 'node:fs';
import { Client } from 'pg';
import { runAdminStatement } from '../src/server/db/adminStatement';

/** The PostgreSQL server the benches use: BENCH_DATABASE_URL, or local trust auth. */
export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where Debian's PostgreSQL on this machine listens without TCP. */
const LOCAL_SOCKET = { dir: '/var/run/postgresql', file: '.s.PGSQL.5432' };

export interface PgAddress {
  adminUrl: string;
  /** Said beside the figures: the transport moves them. */
  transport: string;
}

/**
 * Where a load run reaches PostgreSQL: BENCH_DATABASE_URL when set; else, when PostgreSQL runs on this machine,
 * its Unix socket, as a one-machine deployment should (docs/decisions/plain-catalogue-reads.md: over loopback TCP each
 * statement's write cost the server about 0.1 ms of CPU); PG_TCP=1 measures over TCP instead.
 */
export function loadRunPgAddress(): PgAddress {
  if (process.env.BENCH_DATABASE_URL) return { adminUrl: PG_ADMIN_URL, transport: 'BENCH_DATABASE_URL' };
  if (process.env.PG_TCP !== '1' && existsSync(`${LOCAL_SOCKET.dir}/${LOCAL_SOCKET.file}`)) {
    return { adminUrl: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(LOCAL_SOCKET.dir)}`, transport: `its Unix socket in ${LOCAL_SOCKET.dir} (PG_TCP=1 for TCP)` };
  }
  return { adminUrl: PG_ADMIN_URL, transport: 'TCP on 127.0.0.1:5432' };
}

/** Why PostgreSQL cannot be used, or null when it answers. */
export async function pgUnreachable(adminUrl = PG_ADMIN_URL): Promise<string | null> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return `PostgreSQL at ${adminUrl.replace(/:[^:@/]*@/, ':***@')} is unreachable (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates a throwaway database (named with the process id, so two benches at once never drop each other's,
 * and prefixed by BENCH_DATABASE_PREFIX, `bench` unless set, for a server shared by several people),
 * runs `run` with its URL and drops it whatever happens.
 */
export async function withThrowawayDatabase<T>(label: string, run: (url: string) => Promise<T>, adminUrl = PG_ADMIN_URL): Promise<T> {
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'bench'}_${label}_${process.pid}`;
  await runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
  await runAdminStatement(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
  }
}
