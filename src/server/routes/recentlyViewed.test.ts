import type { Concert, PagedResponse, RecentlyViewedItem } from '../../shared/entities';
import { insertEvent } from '../test/catalogueFixtures';
import { insertCategory, insertListing, insertUser } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

describe('recently viewed and likely events', () => {
  let t: TestApp;
  let ids: number[];
  let comedyIds: number[];

  beforeAll(async () => {
    t = await buildTestApp();
    const concerts = await insertCategory(t.db, 'Concerts');
    const comedy = await insertCategory(t.db, 'Comedy');
    ids = [];
    for (let i = 0; i < 25; i += 1) ids.push((await insertEvent(t.db, { name: `Gig ${i}`, categoryId: concerts, city: 'Mumbai', when: 1 + i })).id);
    comedyIds = [];
    for (const [name, city, when] of [['Goa Laughs', 'Goa', 3], ['Mumbai Laughs', 'Mumbai', 4], ['Goa Laughs Again', 'Goa', 5]] as const) {
      comedyIds.push((await insertEvent(t.db, { name, categoryId: comedy, city, when })).id);
    }
    const seller = await insertUser(t.db);
    await insertListing(t.db, { concert_id: comedyIds[2], seller_id: seller.id, quantity: 1, price: 500 });
    await insertListing(t.db, { concert_id: ids[20], seller_id: seller.id, quantity: 1, price: 500 });
  });
  afterAll(() => t.close());

  /** What the event page sends for a signed-in fan who opens it. */
  const view = (id: number, fan?: SignedInUser) => t.app.inject({ method: 'POST', url: '/api/recentlyViewed', headers: fan?.headers, payload: { eventId: id } });
  const read = (id: number, fan?: SignedInUser) => t.app.inject({ method: 'GET', url: `/api/concerts/${id}`, headers: fan?.headers });
  async function recent(fan: SignedInUser): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: '/api/recentlyViewedConcerts/list', headers: fan.headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as RecentlyViewedItem[]).map((item) => item.concert.concertName);
  }
  async function likely(fan?: SignedInUser, query = ''): Promise<PagedResponse<Concert> & { names: string[] }> {
    const response = await t.app.inject({ method: 'GET', url: `/api/concerts/likely${query}`, headers: fan?.headers });
    const body = response.json() as PagedResponse<Concert>;
    return { ...body, names: body.content.map((c) => c.concertName) };
  }

  it('is a 401 for nobody signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/recentlyViewedConcerts/list' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('lists what the user opened, newest first, each event once', async () => {
    const fan = await signedInUser(t.db);
    expect(await recent(fan)).toEqual([]);
    for (const id of [ids[0], ids[1], ids[2], ids[0]]) {
      const response = await view(id, fan);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect(await recent(fan)).toEqual(['Gig 0', 'Gig 2', 'Gig 1']);
  });

  it('records nothing when a signed-in fan reads an event: the read is the same for everyone', async () => {
    const fan = await signedInUser(t.db);
    const before = (await read(ids[7])).json() as Concert;
    const signedIn = await read(ids[7], fan);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(before);
    expect(await recent(fan)).toEqual([]);
    expect(await t.db.selectFrom('concert_views').selectAll().where('user_id', '=', fan.user.id).execute()).toEqual([]);
    expect(((await read(ids[7])).json() as Concert).interest).toBe(before.interest);
  });

  it('keeps the last 20 and counts every viewer in interest', async () => {
    const fan = await signedInUser(t.db);
    for (const id of ids) await view(id, fan);
    const names = await recent(fan);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('Gig 24');
    expect(names[19]).toBe('Gig 5');
    const first = (await read(ids[0])).json() as Concert;
    expect(first.interest).toBe(2);
  });

  it('refuses nobody signed in (401), recording nothing', async () => {
    const views = () => t.db.selectFrom('concert_views').selectAll().execute();
    const before = await views();
    const response = await view(ids[3]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await views()).toEqual(before);
  });

  it.each([
    ['an event that does not exist', { eventId: 999_999 }, 404, 'Event not found'],
    ['a negative id', { eventId: -1 }, 400, "eventId must be an event's id, a whole number from 1"],
    ['text', { eventId: 'Gig 3' }, 400, "eventId must be an event's id, a whole number from 1"],
    ['no id', {}, 400, "eventId must be an event's id, a whole number from 1"],
    ["another user's id beside it", { eventId: 1, userId: 1 }, 400, 'Only eventId may be sent: userId'],
  ])('answers %s with a 4xx, recording nothing', async (_case, payload, status, error) => {
    const fan = await signedInUser(t.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/recentlyViewed', headers: fan.headers, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error });
    expect(await t.db.selectFrom('concert_views').selectAll().where('user_id', '=', fan.user.id).execute()).toEqual([]);
  });

  it('limits one account to 240 views an hour', async () => {
    const fan = await signedInUser(t.db);
    for (let i = 0; i < 240; i += 1) expect((await view(ids[i % ids.length], fan)).statusCode).toBe(204);
    const refused = await view(ids[0], fan);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/wait/i) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('likely: events in the categories and cities of recent views, not yet opened, soonest first', async () => {
    const fan = await signedInUser(t.db);
    await view(comedyIds[0], fan);
    const body = await likely(fan);
    expect(body.names).toEqual(['Mumbai Laughs', 'Goa Laughs Again']);
    expect(body).toMatchObject({ lastPage: true, totalElements: 2 });
  });

  it('likely: without views, the soonest events with tickets', async () => {
    expect((await likely()).names).toEqual(['Goa Laughs Again', 'Gig 20']);
    const newcomer = await signedInUser(t.db);
    expect((await likely(newcomer)).names).toEqual(['Goa Laughs Again', 'Gig 20']);
  });

  it('likely: pages and refuses other sorts', async () => {
    const fan = await signedInUser(t.db);
    await view(ids[0], fan);
    const first = await likely(fan, '?pageNumber=0&pageSize=10');
    expect(first).toMatchObject({ lastPage: false, totalElements: 25 });
    expect(first.names[0]).toBe('Gig 1');
    const response = await t.app.inject({ method: 'GET', url: '/api/concerts/likely?sortBy=concertName' });
    expect(response.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/concerts/likely?sortDir=desc' })).statusCode).toBe(400);
  });
});
