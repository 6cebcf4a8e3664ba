import { randomBytes } from 'node:crypto';
import { runAdminStatement } from '../../src/server/db/adminStatement';
import { useLocalServices } from './localServices.cjs';

/**
 * Needs a PostgreSQL server: collected only when DATABASE_URL is set (see jest.config.js). A PostgreSQL is used for a
 * run only if the user may create databases there: one that may not is left out, and the run stays on PGlite.
 */
const adminUrl = process.env.DATABASE_URL ?? '';
const role = `no_createdb_${randomBytes(4).toString('hex')}`;
const noRedis = 'redis://127.0.0.1:1';

beforeAll(() => runAdminStatement(adminUrl, `create role ${role} login nocreatedb`));
afterAll(() => runAdminStatement(adminUrl, `drop role if exists ${role}`));

it('uses a PostgreSQL where the user may create databases', async () => {
  const env: Record<string, string | undefined> = {};
  expect(await useLocalServices(env, { postgres: adminUrl, redis: noRedis })).toEqual([`PostgreSQL at ${new URL(adminUrl).host}`]);
  expect(env.DATABASE_URL).toBe(adminUrl);
});

it('leaves out one where the user may not', async () => {
  const url = new URL(adminUrl);
  url.username = role;
  url.password = '';
  const env: Record<string, string | undefined> = {};
  expect(await useLocalServices(env, { postgres: url.toString(), redis: noRedis })).toEqual([]);
  expect(env).toEqual({});
});
