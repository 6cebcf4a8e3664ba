import type { Category, Concert, PagedResponse } from '../../shared/entities';
import { insertEvent } from '../test/catalogueFixtures';
import { insertCategory, insertListing, insertUser } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';

type Body = PagedResponse<Concert> & { error?: string };

/** 2030-03-10 in India: the explore date filter works in Asia/Kolkata days. */
const ist = (time: string) => new Date(`2030-03-${time}+05:30`);

describe('event lists and reads', () => {
  let t: TestApp;
  let concerts: number;
  let comedy: number;
  let byName: Map<string, number>;

  beforeAll(async () => {
    t = await buildTestApp();
    concerts = await insertCategory(t.db, 'Concerts');
    comedy = await insertCategory(t.db, 'Comedy');
    const events = [
      { name: 'Pune Late Show', categoryId: comedy, city: 'Pune', when: ist('10T23:59:00') },
      { name: 'Pune After Midnight', categoryId: comedy, city: 'Pune', when: ist('11T00:10:00') },
      { name: 'Mumbai Gig', categoryId: concerts, city: 'Mumbai', when: ist('10T19:00:00') },
      { name: 'Delhi Gig', categoryId: concerts, city: 'Delhi', when: ist('12T19:00:00') },
      { name: 'Soon in Delhi', categoryId: comedy, city: 'Delhi', when: 2 },
      { name: 'Last Year', categoryId: concerts, city: 'Delhi', when: -300 },
      { name: 'Last Week', categoryId: comedy, city: 'Pune', when: -7 },
    ];
    byName = new Map();
    for (const event of events) byName.set(event.name, (await insertEvent(t.db, event)).id);
    const seller = await insertUser(t.db);
    for (const [name, price, quantity] of [['Mumbai Gig', 900, 2], ['Delhi Gig', 400, 1], ['Soon in Delhi', 2500, 4]] as const) {
      await insertListing(t.db, { concert_id: byName.get(name) as number, seller_id: seller.id, quantity, price });
    }
  });
  afterAll(() => t.close());

  async function get(url: string): Promise<{ status: number; body: Body; names: string[] }> {
    const response = await t.app.inject({ method: 'GET', url });
    const body = response.json() as Body;
    return { status: response.statusCode, body, names: Array.isArray(body.content) ? body.content.map((c) => c.concertName) : [] };
  }

  describe('GET /api/concerts with the explore filters', () => {
    it('filters by city, whatever its case', async () => {
      expect((await get('/api/concerts?city=pune')).names).toEqual(['Pune Late Show', 'Pune After Midnight']);
    });

    it('filters by category', async () => {
      expect((await get(`/api/concerts?categoryId=${concerts}`)).names).toEqual(['Mumbai Gig', 'Delhi Gig']);
    });

    it('filters by a range of Asia/Kolkata days, both ends included', async () => {
      expect((await get('/api/concerts?from=2030-03-10&to=2030-03-10')).names).toEqual(['Mumbai Gig', 'Pune Late Show']);
      expect((await get('/api/concerts?from=2030-03-11')).names).toEqual(['Pune After Midnight', 'Delhi Gig']);
      expect((await get('/api/concerts?to=2030-03-11')).names).toEqual(['Soon in Delhi', 'Mumbai Gig', 'Pune Late Show', 'Pune After Midnight']);
    });

    it('combines the filters', async () => {
      const { names, body } = await get(`/api/concerts?city=Pune&categoryId=${comedy}&from=2030-03-11&to=2030-03-31`);
      expect(names).toEqual(['Pune After Midnight']);
      expect(body).toMatchObject({ lastPage: true, totalElements: 1 });
      expect((await get('/api/concerts?city=Atlantis')).body).toEqual({ content: [], lastPage: true, totalElements: 0 });
    });

    it('takes an empty parameter for one left out, as a form with empty fields sends it', async () => {
      const everything = await get('/api/concerts');
      expect(await get('/api/concerts?city=&categoryId=&from=&to=&pageNumber=&pageSize=&sortBy=&sortDir=')).toEqual(everything);
    });

    it('sorts by lowest price, events without listings last', async () => {
      const { names } = await get('/api/concerts?sortBy=lowestTicketPrice&sortDir=asc');
      expect(names.slice(0, 3)).toEqual(['Delhi Gig', 'Mumbai Gig', 'Soon in Delhi']);
      expect((await get('/api/concerts?sortBy=lowestTicketPrice&sortDir=desc')).names.slice(0, 3)).toEqual(['Soon in Delhi', 'Mumbai Gig', 'Delhi Gig']);
    });

    it.each([
      ['from=2030-02-30', 'from must be a date written yyyy-mm-dd'],
      ['to=10-03-2030', 'to must be a date written yyyy-mm-dd'],
      ['from=2030-03-12&to=2030-03-10', 'from must not be after to'],
      ['categoryId=abc', 'categoryId must be a whole number of 1 or more'],
      ['categoryId=0', 'categoryId must be a whole number of 1 or more'],
      [`city=${'x'.repeat(51)}`, 'city must be at most 50 characters'],
      ['city=Pune&city=Goa', 'city must be given once'],
    ])('refuses ?%s with a 400', async (query, error) => {
      expect(await get(`/api/concerts?${query}`)).toMatchObject({ status: 400, body: { error } });
    });
  });

  it('GET /api/concerts/category/{id} pages one category, upcoming only', async () => {
    const { names, body } = await get(`/api/concerts/category/${comedy}?pageSize=2`);
    expect(names).toEqual(['Soon in Delhi', 'Pune Late Show']);
    expect(body).toMatchObject({ lastPage: false, totalElements: 3 });
    expect((await get(`/api/concerts/category/${comedy}?pageSize=2&pageNumber=1`)).names).toEqual(['Pune After Midnight']);
    expect(await get('/api/concerts/category/999')).toMatchObject({ status: 404, body: { error: 'Category not found' } });
    expect(await get('/api/concerts/category/abc')).toMatchObject({ status: 400, body: { error: 'Category id must be a whole number' } });
    expect((await get(`/api/concerts/category/${comedy}?sortBy=price`)).status).toBe(400);
  });

  it('GET /api/category/{id} answers the title', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/category/${comedy}` });
    expect(response.json()).toEqual<Category>({ categoryId: comedy, categoryTitle: 'Comedy' });
    expect(await get('/api/category/999')).toMatchObject({ status: 404, body: { error: 'Category not found' } });
  });

  it('GET /api/concerts/past pages past events, latest first', async () => {
    const { names, body } = await get('/api/concerts/past');
    expect(names).toEqual(['Last Week', 'Last Year']);
    expect(body).toEqual(expect.objectContaining({ lastPage: true, totalElements: 2 }));
    expect((await get('/api/concerts/past?pageSize=1&pageNumber=1')).names).toEqual(['Last Year']);
  });

  it('GET /api/concerts/popular puts interest first, then tickets listed, upcoming only', async () => {
    const fans = await Promise.all([insertUser(t.db), insertUser(t.db)]);
    const watched = byName.get('Pune Late Show') as number;
    await t.db.insertInto('concert_views').values(fans.map((fan) => ({ user_id: fan.id, concert_id: watched }))).execute();
    await t.db.insertInto('concert_views').values({ user_id: fans[0].id, concert_id: byName.get('Last Week') as number }).execute();
    await t.db.insertInto('concert_views').values({ user_id: fans[1].id, concert_id: byName.get('Last Week') as number }).execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/concerts/popular' });
    const popular = response.json() as Concert[];
    expect(popular.map((c) => c.concertName).slice(0, 4)).toEqual(['Pune Late Show', 'Soon in Delhi', 'Mumbai Gig', 'Delhi Gig']);
    expect(popular[0].interest).toBe(2);
    expect(popular.some((c) => c.concertName === 'Last Week')).toBe(false);
  });

  describe('GET /api/concerts/{id}', () => {
    it('answers the event with its figures', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/concerts/${byName.get('Mumbai Gig')}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ concertName: 'Mumbai Gig', concertCity: 'Mumbai', lowestTicketPrice: 900, numberOfTicketsListed: 2 });
    });

    it('answers a past event too', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/api/concerts/${byName.get('Last Year')}` })).statusCode).toBe(200);
    });

    it('is a 404 for an unknown event and a 400 for a malformed id', async () => {
      expect(await get('/api/concerts/999999')).toMatchObject({ status: 404, body: { error: 'Event not found' } });
      expect(await get('/api/concerts/12abc')).toMatchObject({ status: 400, body: { error: 'Event id must be a whole number' } });
    });
  });
});
