import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ADMINS_ONLY } from '../../shared/admin/access';
import type { User } from '../../shared/entities';
import { EXIT, runAdminCommand } from '../cli/adminCommand';
import { FRESH_READS_COOKIE } from '../http/freshReads';
import { SIGN_IN_REQUIRED } from '../http/sessions';
import { accountHeard } from '../test/accountHeard';
import { secondProcess } from '../test/secondProcess';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { signalSourceOf } from './signalSource';

/**
 * Kept sessions on PostgreSQL, where each process hears the database's `accounts` signal on a connection of its own,
 * a moment after the change commits: an account an operator changes outside the routes (the admin command, SQL by
 * hand, another process) is refused with its old session cookie on every process once the signal is heard, and
 * never before it was kept anew. Runs where DATABASE_URL names a PostgreSQL server (set, or found running: jest.config.js).
 */
/** Waits until `holds` does, asking every 50 ms for up to 10 s. */
async function until(holds: () => boolean | Promise<boolean>): Promise<void> {
  for (const started = Date.now(); !(await holds()); ) {
    if (Date.now() - started > 10_000) throw new Error('waited 10 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('kept sessions when an operator changes an account on PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let databaseUrl: string;

  beforeAll(async () => {
    a = await buildTestApp();
    b = await secondProcess(a);
    const source = signalSourceOf(a.db);
    if (source?.kind !== 'postgres') throw new Error('DATABASE_URL must name a PostgreSQL server for this file');
    databaseUrl = source.connectionString;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const on = async (app: FastifyInstance, who: SignedInUser, url = '/api/users/me') => {
    const response = await app.inject({ method: 'GET', url, headers: who.headers });
    return { status: response.statusCode, body: response.json<User | { error: string }>() };
  };
  /** Reads on both processes, so each keeps the session. */
  const keptOnBoth = async (who: SignedInUser, url?: string) => {
    for (const app of [a.app, b]) expect((await on(app, who, url)).status).toBe(200);
    expect(b.sessionCache.size).toBeGreaterThan(0);
  };

  it('refuses an admin revoked with `npm run admin -- revoke` on every process', async () => {
    const admin = await signedInUser(a.db, { email: 'operator-revoked@example.in' });
    await a.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', admin.user.id).execute();
    await keptOnBoth(admin, '/api/admin/users');
    const heard = accountHeard([a.app, b], admin.user.id);
    const lines: string[] = [];
    const code = await runAdminCommand(['revoke', 'operator-revoked@example.in'], { DATABASE_URL: databaseUrl }, { log: (line) => lines.push(line), error: (line) => lines.push(line) });
    expect([code, lines]).toEqual([EXIT.ok, ['operator-revoked@example.in is no longer an admin']]);
    await heard;
    for (const app of [a.app, b]) expect(await on(app, admin, '/api/admin/users')).toEqual({ status: 403, body: { error: ADMINS_ONLY } });
  });

  it('signs out everywhere an account an operator deletes by hand in SQL', async () => {
    const fan = await signedInUser(a.db);
    await keptOnBoth(fan);
    const heard = accountHeard([a.app, b], fan.user.id);
    await a.db.deleteFrom('users').where('id', '=', fan.user.id).execute();
    await heard;
    for (const app of [a.app, b]) expect(await on(app, fan)).toEqual({ status: 401, body: { error: SIGN_IN_REQUIRED } });
  });

  it('refuses on the other process an account an admin suspends through the route', async () => {
    const admin = await signedInUser(a.db);
    await a.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', admin.user.id).execute();
    const seller = await signedInUser(a.db);
    await keptOnBoth(seller);
    const heard = accountHeard([b], seller.user.id);
    const suspended = await a.app.inject({ method: 'POST', url: `/api/admin/users/${seller.user.id}/suspend`, headers: admin.headers, payload: { reason: 'Sold fake tickets' } });
    expect(suspended.statusCode).toBe(200);
    await heard;
    expect(await on(b, seller)).toEqual({ status: 401, body: { error: SIGN_IN_REQUIRED } });
  });

  it('keeps no session while its process cannot hear the database, so a change made then is not hidden', async () => {
    const fan = await signedInUser(a.db, { name: 'Before Outage' });
    await keptOnBoth(fan);
    // The listening connections go (a restart of PostgreSQL, a network cut); each process connects again.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`.execute(a.db);
    await until(() => b.sessionCache.size === 0);
    await a.db.updateTable('users').set({ name: 'Renamed Unheard' }).where('id', '=', fan.user.id).execute();
    expect(await on(b, fan)).toMatchObject({ status: 200, body: { name: 'Renamed Unheard' } });
    // Heard again: sessions are kept again, and dropped again by the next change.
    await until(async () => (await on(b, fan)).status === 200 && b.sessionCache.size > 0);
    const heard = accountHeard([b], fan.user.id);
    await a.db.updateTable('users').set({ name: 'Renamed Heard' }).where('id', '=', fan.user.id).execute();
    await heard;
    expect(await on(b, fan)).toMatchObject({ status: 200, body: { name: 'Renamed Heard' } });
  });

  it("shows a caller's own account change on the other process in their very next request", async () => {
    const fan = await signedInUser(a.db, { name: 'Before Rename' });
    await keptOnBoth(fan);
    // No wait for the signal: the writer's next request may reach the other process before it does, carrying the
    // fresh-reads cookie the write gave them.
    for (let round = 1; round <= 10; round += 1) {
      const renamed = await a.app.inject({ method: 'PUT', url: `/api/users/${fan.user.id}`, headers: fan.headers, payload: { name: `Rename ${round}` } });
      expect(renamed.statusCode).toBe(200);
      const fresh = renamed.cookies.find((cookie) => cookie.name === FRESH_READS_COOKIE);
      expect(fresh).toBeDefined();
      const next = await b.inject({ method: 'GET', url: '/api/users/me', headers: { ...fan.headers, cookie: `${fan.headers.cookie}; ${FRESH_READS_COOKIE}=${fresh?.value}` } });
      expect((next.json() as User).name).toBe(`Rename ${round}`);
    }
  });
});
