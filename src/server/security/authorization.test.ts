import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMINS_ONLY } from '../../shared/admin/access';
import { CSRF_REFUSAL } from '../http/csrf';
import { SIGN_IN_REQUIRED } from '../http/sessions';
import { setRoleByEmail } from '../services/roles.service';
import { startSession } from '../services/sessions.service';
import { TINY_PNG } from '../test/photoWithExif';
import { freshIp, signUp } from '../test/accounts';
import { insertCategory, insertConcert, insertUser } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { everyRouteApp } from '../test/everyRouteApp';
import { ROUTE_ACCESS } from '../test/routeTable';
import { endedSessionHeaders, sessionHeaders } from '../test/signedIn';
import { ADMIN_CHANGE, ADMIN_READ, ADMIN_TABLE } from '../test/adminAuthorizationRows';
import { CALLERS, TABLE, type Caller, type Row, type Target } from '../test/authorizationRows';

const ROWS: Record<string, Row> = {
  ...TABLE,
  ...Object.fromEntries(
    Object.entries(ADMIN_TABLE).map(([route, row]) => [route, { ...row, expected: route.startsWith('GET ') ? ADMIN_READ : ADMIN_CHANGE }]),
  ),
};
const isAdminRoute = (route: string) => / \/api\/admin\//.test(route);

describe('who may do what: every route × every kind of caller (SPEC §6)', () => {
  let t: Awaited<ReturnType<typeof everyRouteApp>>;
  let concertId: number;
  const people = {} as Record<'signed-in' | 'other user' | 'owner' | 'admin', { id: number; email: string }>;
  /** Every e-mail address and password hash in the database, checked against every response. */
  let secrets: { email: string; userId: number }[] = [];
  let hashes: string[] = [];
  const seen = new Map<string, number[]>();
  const leaks: string[] = [];

  beforeAll(async () => {
    t = await everyRouteApp();
    const categoryId = await insertCategory(t.db, 'Table Shows');
    concertId = (await insertConcert(t.db, { name: 'Table Show', categoryId, daysFromNow: 9 })).id;
    for (const who of ['signed-in', 'other user', 'owner', 'admin'] as const) {
      const { user } = await signUp(t.app, { name: `The ${who}` });
      people[who] = { id: user.id, email: user.email };
      if (who !== 'signed-in') {
        await t.db.updateTable('users').set({ email_verification_status: 'VERIFIED', phone_verification_status: 'VERIFIED' }).where('id', '=', user.id).execute();
      }
    }
    expect(await setRoleByEmail(t.db, people.admin.email, 'ADMIN')).toBe('changed');
    await t.db
      .updateTable('users')
      .set({ profile_picture: TINY_PNG, profile_picture_type: 'image/png', profile_picture_updated_at: new Date() })
      .where('id', '=', people.owner.id)
      .execute();
    hashes = (await t.db.selectFrom('users').select('password_hash').execute()).flatMap((row) => (row.password_hash === null ? [] : [row.password_hash]));
    expect(hashes).toHaveLength(4);
  });

  afterAll(async () => {
    const lines = [...seen].map(([route, statuses]) => `| ${route} | ${statuses.join(' | ')} |`);
    console.info(['| route | stranger | ended session | signed-in | other user | owner | admin |', '|---|---|---|---|---|---|---|', ...lines].join('\n'));
    await t?.close();
  });

  async function headersOf(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'stranger') return {};
    if (caller === 'ended session') return endedSessionHeaders();
    // A new session for each call: the table's own logout row must not sign anyone out of the next row.
    return sessionHeaders((await startSession(t.db, people[caller].id)).token);
  }

  /** No response may carry a password hash, or the e-mail address of anyone but the caller. */
  async function scan(route: string, caller: Caller, response: LightMyRequestResponse): Promise<void> {
    secrets = (await t.db.selectFrom('users').select(['id as userId', 'email']).execute()).map((row) => ({ email: row.email, userId: row.userId }));
    let own = caller === 'stranger' || caller === 'ended session' ? null : people[caller].id;
    // Signing up or in makes the caller the account the answer is about.
    if (route.startsWith('POST /auth/sign') && response.statusCode < 300) own = (response.json() as { user: { id: number } }).user.id;
    const body = response.body.toLowerCase();
    // The console shows operators whose account an action was about; anyone else is refused before it answers.
    const operatorReads = caller === 'admin' && isAdminRoute(route);
    for (const { email, userId } of operatorReads ? [] : secrets) {
      if (userId !== own && body.includes(email.toLowerCase())) leaks.push(`${route} as ${caller}: the e-mail of user ${userId}`);
    }
    if (hashes.some((hash) => response.body.includes(hash)) || response.body.includes('scrypt$')) leaks.push(`${route} as ${caller}: a password hash`);
  }

  it('has a row for every route the app serves', () => {
    expect(t.routes.map((r) => r.name).sort()).toEqual(Object.keys(ROWS).sort());
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual(Object.keys(ROWS).sort());
  });

  it('has every /api/admin/ route the app serves in the admin table, and only those, each for admins only', () => {
    const served = t.routes.map((r) => r.name).filter(isAdminRoute);
    expect(served.length).toBeGreaterThan(0);
    expect(Object.keys(ADMIN_TABLE).sort()).toEqual(served.sort());
    expect(Object.keys(TABLE).filter(isAdminRoute)).toEqual([]);
    const access = Object.entries(ROUTE_ACCESS).filter(([route, who]) => (who === 'admin') !== isAdminRoute(route));
    expect(access).toEqual([]);
  });

  it.each(Object.keys(ROWS))('%s', async (route) => {
    const row = ROWS[route];
    // The owner's own listing, new for each row: the owner's DELETE comes last, after everyone else tried.
    const listing = await listingId(t.db, { concert_id: concertId, seller_id: people.owner.id, verified_ticket_quantity: 4 });
    // Earlier rows may have sent the new account codes (STARTED): it starts each row unverified again.
    await t.db.updateTable('users').set({ email_verification_status: 'PENDING', phone_verification_status: 'PENDING' }).where('id', '=', people['signed-in'].id).execute();
    const person = await insertUser(t.db, { name: 'Somebody Else' });
    const suspended = await insertUser(t.db, { name: 'Somebody Suspended' });
    await t.db.updateTable('users').set({ suspended_at: new Date(), suspension_reason: 'Fake tickets' }).where('id', '=', suspended.id).execute();
    const feedback = await t.db.insertInto('feedback').values({ kind: 'FEEDBACK', text: 'Please add Goa', page: '/', user_id: person.id }).returning('id').executeTakeFirstOrThrow();
    const categoryId = (await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
    const eventId = (await insertConcert(t.db, { name: 'Console Table Event', categoryId, daysFromNow: 40 })).id;
    await t.db.insertInto('event_pictures').values({ concert_id: eventId, version: 1, large: TINY_PNG, small: TINY_PNG }).execute();
    const hiddenListing = await listingId(t.db, { concert_id: concertId, seller_id: person.id, hidden_at: new Date(), hidden_cause: 'OPERATOR', hidden_reason: 'Fake' });
    const deletedListing = await listingId(t.db, { concert_id: concertId, seller_id: person.id, bookingId: `DELETED-${person.id}` });
    await t.db.deleteFrom('ticket_listings').where('id', '=', deletedListing).execute();
    const report = await t.db.insertInto('listing_reports').values({ listing_id: listing, reporter_id: person.id, reason: 'FAKE' }).returning('id').executeTakeFirstOrThrow();
    const byCaller = new Map<Caller, number>();
    // The owner goes last, so their DELETE comes after everyone else tried.
    for (const caller of [...CALLERS.filter((c) => c !== 'owner'), 'owner'] as const) {
      const target: Target = {
        personId: person.id,
        suspendedPersonId: suspended.id,
        feedbackId: feedback.id,
        eventId,
        hiddenListingId: hiddenListing,
        deletedListingId: deletedListing,
        reportId: report.id,
        ownerId: people.owner.id,
        ownerEmail: people.owner.email,
        concertId,
        listingId: listing,
        device: `device-of-${caller.replace(/\W/g, '-')}`,
        deviceHeaders: { 'x-device-secret': `secret-of-${caller.replace(/\W/g, '-')}-0123456789abcdef` },
      };
      const request = row.request(target);
      const response = await t.app.inject({
        ...request,
        headers: { ...(request.headers as Record<string, string> | undefined), ...(await headersOf(caller)) },
        remoteAddress: request.remoteAddress ?? freshIp(),
      });
      byCaller.set(caller, response.statusCode);
      if (route !== 'GET /dev/outbox') await scan(route, caller, response);
      if (response.statusCode === 401 && ROUTE_ACCESS[route] !== 'public') expect(response.json()).toEqual({ error: SIGN_IN_REQUIRED });
      if (caller === 'stranger' && response.statusCode === 403) expect(response.json()).toEqual({ error: CSRF_REFUSAL });
      if (caller !== 'stranger' && response.statusCode === 403 && isAdminRoute(route)) expect(response.json()).toEqual({ error: ADMINS_ONLY });
    }
    const statuses = CALLERS.map((caller) => byCaller.get(caller));
    seen.set(route, statuses as number[]);
    expect(statuses).toEqual([...row.expected, row.admin ?? row.expected[3]]);
  });

  it("shows each user only their own profile, listings and subscriptions", async () => {
    const as = async (caller: 'other user' | 'owner', request: InjectOptions) =>
      t.app.inject({ ...request, headers: { ...(request.headers as Record<string, string> | undefined), ...(await headersOf(caller)) }, remoteAddress: freshIp() });
    await listingId(t.db, { concert_id: concertId, seller_id: people.owner.id, verified_ticket_quantity: 4 });
    expect((await as('other user', { method: 'GET', url: '/api/users/me' })).json()).toMatchObject({ id: people['other user'].id });
    const mine = (await as('other user', { method: 'GET', url: '/api/ticketListing/users' })).json() as { content: { seller: { id: number } }[] };
    expect(mine.content.filter((listing) => listing.seller.id !== people['other user'].id)).toEqual([]);
    const ownerListings = (await as('owner', { method: 'GET', url: '/api/ticketListing/users' })).json() as { content: unknown[] };
    expect(ownerListings.content.length).toBeGreaterThan(0);

    const phone = `/api/concerts/${concertId}/subscribe?pushUserId=owners-phone`;
    const status = `/api/concerts/${concertId}/subscription-status?pushUserId=owners-phone`;
    expect((await as('owner', { method: 'POST', url: phone, headers: { 'x-device-secret': 'owners-phone-secret-0123456789abcdef' } })).statusCode).toBe(200);
    expect((await as('other user', { method: 'GET', url: status })).statusCode).toBe(403);
    expect((await as('other user', { method: 'DELETE', url: phone })).statusCode).toBe(403);
    expect((await as('owner', { method: 'GET', url: status })).json()).toEqual({ subscribed: true });
  });

  it('let no response carry a password hash or another user’s e-mail', () => {
    expect(seen.size).toBe(Object.keys(ROWS).length);
    expect(leaks).toEqual([]);
  });
});
