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

  const view = (id: number, fan?: SignedInUser) => t.app.inject({ method: 'GET', url: `/api/concerts/${id}`, headers: fan?.headers });
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
    for (const id of [ids[0], ids[1], ids[2], ids[0]]) expect((await view(id, fan)).statusCode).toBe(200);
    expect(await recent(fan)).toEqual(['Gig 0', 'Gig 2', 'Gig 1']);
  });

  it('keeps the last 20 and counts every viewer in interest', async () => {
    const fan = await signedInUser(t.db);
    for (const id of ids) await view(id, fan);
    const names = await recent(fan);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('Gig 24');
    expect(names[19]).toBe('Gig 5');
    const first = (await view(ids[0])).json() as Concert;
    expect(first.interest).toBe(2);
  });

  it('records nothing for an anonymous reader or an unknown event', async () => {
    const fan = await signedInUser(t.db);
    await view(ids[3]);
    expect((await view(999999, fan)).statusCode).toBe(404);
    expect(await recent(fan)).toEqual([]);
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
