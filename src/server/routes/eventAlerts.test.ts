import type { Concert } from '../../shared/entities';
import { CSRF_HEADER, SESSION_COOKIE } from '../../shared/apiContract';
import { SIGN_IN_REQUIRED } from '../http/sessions';
import { csrfTokenFor, startSession } from '../services/sessions.service';
import { insertEvent } from '../test/catalogueFixtures';
import { insertCategory, insertUser } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from '../test/testApp';

describe('event alerts and manual ticket requests', () => {
  let t: TestApp;
  let fan: SignedInUser;
  let eventId: number;
  /** Cookies and a valid anti-forgery token, but for a session that has expired: the user is nobody. */
  let expired: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    eventId = (await insertEvent(t.db, { name: 'Notify Fest', categoryId, when: 10 })).id;
    fan = await signedInUser(t.db);
    const gone = await startSession(t.db, (await insertUser(t.db)).id, new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
    expired = { cookie: `${SESSION_COOKIE}=${gone.token}`, [CSRF_HEADER.toLowerCase()]: csrfTokenFor(TEST_SESSION_SECRET, gone.token) };
  });
  afterAll(() => t.close());

  /** Each device id sends a secret of its own (routes/deviceSecret.test.ts tries another's). */
  const alert = (method: 'GET' | 'POST' | 'DELETE', query: string, id: number | string = eventId, headers = fan.headers) =>
    t.app.inject({
      method,
      url: `/api/concerts/${id}/${method === 'GET' ? 'subscription-status' : 'subscribe'}${query}`,
      headers: { ...headers, 'x-device-secret': `secret-of-${/pushUserId=([\w-]*)/.exec(query)?.[1] ?? ''}-0123456789abcdef` },
    });
  const interest = async () => ((await t.app.inject({ method: 'GET', url: `/api/concerts/${eventId}` })).json() as Concert).interest;

  describe('subscribe, unsubscribe and status', () => {
    it('subscribes a device once, however often it asks, and counts it in interest', async () => {
      expect((await alert('GET', '?pushUserId=device-1')).json()).toEqual({ subscribed: false });
      for (let i = 0; i < 2; i += 1) {
        const response = await alert('POST', '?pushUserId=device-1');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ subscribed: true });
      }
      expect((await alert('GET', '?pushUserId=device-1', eventId, {})).json()).toEqual({ subscribed: true });
      expect((await alert('GET', '?pushUserId=device-2')).json()).toEqual({ subscribed: false });
      expect(await interest()).toBe(1);
    });

    it('unsubscribes, and unsubscribing again is fine', async () => {
      await alert('POST', '?pushUserId=device-3');
      for (let i = 0; i < 2; i += 1) expect((await alert('DELETE', '?pushUserId=device-3')).json()).toEqual({ subscribed: false });
      expect((await alert('GET', '?pushUserId=device-3')).json()).toEqual({ subscribed: false });
    });

    it.each([
      ['no pushUserId', '', 'pushUserId must be 1 to 128 letters, digits, hyphens or underscores'],
      ['an empty pushUserId', '?pushUserId=', 'pushUserId must be 1 to 128 letters, digits, hyphens or underscores'],
      ['a space', '?pushUserId=has%20space', 'pushUserId must be 1 to 128 letters, digits, hyphens or underscores'],
      ['129 characters', `?pushUserId=${'a'.repeat(129)}`, 'pushUserId must be 1 to 128 letters, digits, hyphens or underscores'],
    ])('refuses %s with a 400', async (_label, query, error) => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await alert(method, query);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error });
      }
    });

    it('is a 404 for an unknown event and a 400 for a malformed id', async () => {
      expect((await alert('POST', '?pushUserId=device-1', 999999)).json()).toEqual({ error: 'Event not found' });
      expect((await alert('GET', '?pushUserId=device-1', 'x')).statusCode).toBe(400);
    });

    it('needs a signed-in user to change a subscription', async () => {
      expect((await alert('POST', '?pushUserId=device-9', eventId, expired)).statusCode).toBe(401);
      expect((await alert('DELETE', '?pushUserId=device-9', eventId, expired)).statusCode).toBe(401);
    });
  });

  describe('POST /api/manual-ticket-request/concert/{id}', () => {
    const request = (id: number | string, headers = fan.headers) =>
      t.app.inject({ method: 'POST', url: `/api/manual-ticket-request/concert/${id}`, headers });

    it('records one request per user and event', async () => {
      const first = await request(eventId);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ ok: true });
      const again = await request(eventId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ok: true });
      const other = await signedInUser(t.db);
      expect((await request(eventId, other.headers)).statusCode).toBe(201);
      const rows = await t.db.selectFrom('manual_ticket_requests').select('user_id').where('concert_id', '=', eventId).execute();
      expect(rows.map((r) => r.user_id).sort()).toEqual([fan.user.id, other.user.id].sort());
    });

    it('is a 404 for an unknown event and a 401 for nobody signed in', async () => {
      expect((await request(999999)).json()).toEqual({ error: 'Event not found' });
      expect((await request(eventId, expired)).statusCode).toBe(401);
    });
  });

  describe('GET /api/manual-ticket-request/concert/{id}', () => {
    const read = (id: number | string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/manual-ticket-request/concert/${id}`, headers });
    const ask = (id: number, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/manual-ticket-request/concert/${id}`, headers });

    it("tells each account its own request, never another's", async () => {
      const categoryId = await insertCategory(t.db, 'Festivals');
      const quiet = (await insertEvent(t.db, { name: 'Request Fest', categoryId, when: 12 })).id;
      const asker = await signedInUser(t.db);
      const neighbour = await signedInUser(t.db);
      expect((await read(quiet, asker.headers)).json()).toEqual({ requested: false });
      expect((await ask(quiet, asker.headers)).statusCode).toBe(201);
      const mine = await read(quiet, asker.headers);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual({ requested: true });
      expect((await read(quiet, neighbour.headers)).json()).toEqual({ requested: false });
    });

    it('is a 404 for an unknown event, a 400 for a malformed id and a 401 for nobody signed in', async () => {
      expect((await read(999999, fan.headers)).json()).toEqual({ error: 'Event not found' });
      expect((await read('x', fan.headers)).statusCode).toBe(400);
      const nobody = await read(eventId, expired);
      expect(nobody.statusCode).toBe(401);
      expect(nobody.json()).toEqual({ error: SIGN_IN_REQUIRED });
    });
  });
});
