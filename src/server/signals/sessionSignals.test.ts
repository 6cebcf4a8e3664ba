import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { User } from '../../shared/entities';
import { FRESH_READS_COOKIE } from '../http/freshReads';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { secondProcess } from '../test/secondProcess';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { watch } from '../test/watchCalls';

/**
 * Kept sessions (issue 21): each process keeps the sessions it looked up, and every change that ends one or
 * alters its user, made anywhere (another process, SQL by hand), reaches it through the database.
 */
describe('sessions kept across processes', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    // Session keeping on, as outside tests.
    a = await buildTestApp({ env: { NODE_ENV: 'development' } });
    b = await secondProcess(a, { NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const meOn = async (app: FastifyInstance, who: SignedInUser) => {
    const response = await app.inject({ method: 'GET', url: '/api/users/me', headers: who.headers });
    return { status: response.statusCode, user: response.statusCode === 200 ? response.json<User>() : undefined };
  };

  /** Runs `change`, then waits until every one of `apps` has heard of it (each hears it in its own time). */
  async function heard(apps: FastifyInstance[], change: () => Promise<unknown>): Promise<void> {
    const drops = apps.map((app) => watch(app.sessionCache, 'dropUser'));
    const dropped = drops.map((drop) => drop.next());
    await change();
    await Promise.all(dropped);
    for (const drop of drops) drop.restore();
  }

  it('keeps a looked-up session: a second request asks the database nothing', async () => {
    const fan = await signedInUser(a.db, { name: 'Kept Fan' });
    expect((await meOn(b, fan)).user?.name).toBe('Kept Fan');
    expect(b.sessionCache.size).toBeGreaterThan(0);
    // Changed behind every process's back, with the announcement turned off: only a kept session hides it.
    await a.db.transaction().execute(async (tx) => {
      await sql`alter table users disable trigger users_announce_change`.execute(tx);
      await tx.updateTable('users').set({ name: 'Renamed Unheard' }).where('id', '=', fan.user.id).execute();
      await sql`alter table users enable trigger users_announce_change`.execute(tx);
    });
    expect((await meOn(b, fan)).user?.name).toBe('Kept Fan');
  });

  it("a writer's fresh-reads cookie reads past the session kept on a process that has not heard of their write", async () => {
    const fan = await signedInUser(a.db, { name: 'Writer Before' });
    expect((await meOn(b, fan)).user?.name).toBe('Writer Before');
    // The write's announcement has not reached this process yet.
    await a.db.transaction().execute(async (tx) => {
      await sql`alter table users disable trigger users_announce_change`.execute(tx);
      await tx.updateTable('users').set({ name: 'Writer After' }).where('id', '=', fan.user.id).execute();
      await sql`alter table users enable trigger users_announce_change`.execute(tx);
    });
    const withFresh = (value: string) => ({ ...fan, headers: { ...fan.headers, cookie: `${fan.headers.cookie}; ${FRESH_READS_COOKIE}=${value}` } });
    expect((await meOn(b, withFresh(b.signCookie(`${fan.user.id}.${Date.now() + 30_000}`)))).user?.name).toBe('Writer After');
    // A forged or expired cookie reads the kept session.
    expect((await meOn(b, withFresh(`${fan.user.id}.${Date.now() + 30_000}`))).user?.name).toBe('Writer Before');
    expect((await meOn(b, withFresh(b.signCookie(`${fan.user.id}.${Date.now() - 1}`)))).user?.name).toBe('Writer Before');
  });

  it('a sign-out on one process ends the session on the other', async () => {
    const fan = await signedInUser(a.db);
    expect((await meOn(b, fan)).status).toBe(200);
    await heard([b], async () => {
      const out = await a.app.inject({ method: 'POST', url: '/auth/logout', headers: fan.headers });
      expect(out.statusCode).toBeLessThan(300);
    });
    expect((await meOn(b, fan)).status).toBe(401);
  });

  it('a suspension made by hand in SQL ends the session everywhere', async () => {
    const fan = await signedInUser(a.db);
    expect((await meOn(b, fan)).status).toBe(200);
    expect((await meOn(a.app, fan)).status).toBe(200);
    await heard([b, a.app], () => a.db.updateTable('users').set({ suspended_at: new Date(), suspension_reason: 'Selling fakes' }).where('id', '=', fan.user.id).execute());
    expect((await meOn(b, fan)).status).toBe(401);
    expect((await meOn(a.app, fan)).status).toBe(401);
  });

  it('a role granted elsewhere is the role of the next request', async () => {
    const fan = await signedInUser(a.db);
    expect((await meOn(b, fan)).user?.role).toBe('USER');
    await heard([b], () => a.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', fan.user.id).execute());
    expect((await meOn(b, fan)).user?.role).toBe('ADMIN');
  });

  it("a caller's own change is seen by their next request on the same process at once", async () => {
    const fan = await signedInUser(a.db, { name: 'Before Rename' });
    expect((await meOn(b, fan)).user?.name).toBe('Before Rename');
    const renamed = await b.inject({ method: 'PUT', url: `/api/users/${fan.user.id}`, headers: fan.headers, payload: { name: 'After Rename' } });
    expect(renamed.statusCode).toBe(200);
    expect((await meOn(b, fan)).user?.name).toBe('After Rename');
  });

  it("keeps a seller's session through a listing write, which changes no account", async () => {
    const seller = await signedInUser(a.db, { name: 'Listing Seller' });
    const concert = await insertConcert(a.db, { name: 'Kept Through Writes', categoryId: await insertCategory(a.db), daysFromNow: 6 });
    const listing = await listingId(a.db, { concert_id: concert.id, seller_id: seller.user.id, price: 900, quantity: 2 });
    expect((await meOn(b, seller)).status).toBe(200);
    const kept = b.sessionCache.size;
    const sold = await b.inject({ method: 'PATCH', url: `/api/ticketListing/${listing}/status?status=SOLD`, headers: seller.headers });
    expect(sold.statusCode).toBe(200);
    expect(b.sessionCache.size).toBe(kept);
  });

  it('keeps nothing while changes cannot be heard', async () => {
    const fan = await signedInUser(a.db, { name: 'Unkept Fan' });
    b.sessionCache.setHearing(false);
    try {
      expect((await meOn(b, fan)).status).toBe(200);
      expect(b.sessionCache.size).toBe(0);
    } finally {
      b.sessionCache.setHearing(true);
    }
  });
});
