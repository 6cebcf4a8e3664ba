import { Client } from 'pg';
import { runAdminStatement } from '../src/server/db/adminStatement';

/** The PostgreSQL server the benches use: BENCH_DATABASE_URL, or local trust auth. */
export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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
 * Creates a throwaway database (named with the process id, so two benches at once never drop each other's),
 * runs `run` with its URL and drops it whatever happens.
 */
export async function withThrowawayDatabase<T>(label: string, run: (url: string) => Promise<T>, adminUrl = PG_ADMIN_URL): Promise<T> {
  const name = `bench_${label}_${process.pid}`;
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
