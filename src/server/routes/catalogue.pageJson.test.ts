import type { Concert, PagedResponse } from '../../shared/entities';
import { insertCategory, insertConcert, insertUser } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { buildTestApp, type TestApp } from '../test/testApp';

type Page = PagedResponse<Concert>;

/**
 * Every event on a list must be exactly the event as GET /api/concerts/:id answers it (anonymously: a signed-in
 * read counts towards interest), both serialised by their routes' response schemas.
 */
describe('event lists', () => {
  let t: TestApp;
  let categoryId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    categoryId = await insertCategory(t.db, 'Json Lists');
    const event = async (name: string, daysFromNow: number) => (ids[name] = (await insertConcert(t.db, { name, categoryId, daysFromNow, city: 'Jsonpur' })).id);
    await event('Plain "quoted" \\ Édition 🎟', 3);
    await event('Postponed', 4);
    await event('Cancelled', 5);
    await event('Priced', 6);
    await event('Long ago', -30);
    await t.db.updateTable('concerts').set({ thumbnail: '/thumbnails/plain.webp', date: new Date('2030-01-02T03:04:05.678Z') }).where('id', '=', ids['Plain "quoted" \\ Édition 🎟']).execute();
    await t.db.updateTable('concerts').set({ postponed_from: new Date('2029-12-31T18:30:00.001Z') }).where('id', '=', ids.Postponed).execute();
    await t.db.updateTable('concerts').set({ cancelled_at: new Date('2029-06-01T10:00:00.000Z'), cancellation_reason: 'Rain "and" wind\nsorry' }).where('id', '=', ids.Cancelled).execute();
    const seller = await insertUser(t.db);
    await listingId(t.db, { concert_id: ids.Priced, seller_id: seller.id, price: '999.50', quantity: 3 });
    await listingId(t.db, { concert_id: ids.Priced, seller_id: seller.id, price: 10_000_000, quantity: 1 });
  });
  afterAll(() => t.close());

  async function get<T>(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  }
  const alone = (event: Concert) => get<Concert>(`/api/concerts/${event.concertId}`);

  it('shows every event of a list exactly as the event itself reads', async () => {
    const page = await get<Page>(`/api/concerts/category/${categoryId}`);
    // Soonest first: the plain event was moved to 2030.
    expect(page.content.map((e) => e.concertName)).toEqual(['Postponed', 'Cancelled', 'Priced', 'Plain "quoted" \\ Édition 🎟']);
    expect(page).toMatchObject({ lastPage: true, totalElements: 4 });
    for (const event of page.content) expect(event).toStrictEqual(await alone(event));
    const [postponed, cancelled, priced, plain] = page.content;
    expect(plain).toMatchObject({ concertDate: '2030-01-02T03:04:05.678Z', thumbnail: '/thumbnails/plain.webp', lowestTicketPrice: null });
    expect(plain).not.toHaveProperty('postponedFrom');
    expect(plain).not.toHaveProperty('cancellation');
    expect(postponed.postponedFrom).toBe('2029-12-31T18:30:00.001Z');
    expect(cancelled.cancellation).toEqual({ at: '2029-06-01T10:00:00.000Z', reason: 'Rain "and" wind\nsorry' });
    expect(priced).toMatchObject({ lowestTicketPrice: 999.5, numberOfTicketsListed: 4 });
  });

  it('pages, sorts and filters explore and the past list as asked', async () => {
    const byPrice = await get<Page>(`/api/concerts?city=Jsonpur&sortBy=lowestTicketPrice&sortDir=desc&pageSize=2`);
    expect(byPrice.content.map((e) => e.concertName)).toEqual(['Priced', 'Cancelled']);
    expect(byPrice).toMatchObject({ lastPage: false, totalElements: 4 });
    for (const event of byPrice.content) expect(event).toStrictEqual(await alone(event));
    const last = await get<Page>(`/api/concerts?city=Jsonpur&sortBy=concertName&pageSize=3&pageNumber=1`);
    expect(last.content.map((e) => e.concertName)).toEqual(['Priced']);
    expect(last).toMatchObject({ lastPage: true, totalElements: 4 });
    const beyond = await get<Page>(`/api/concerts?city=Jsonpur&pageSize=3&pageNumber=5`);
    expect(beyond).toEqual({ content: [], lastPage: true, totalElements: 4 });
    const none = await get<Page>(`/api/concerts?city=Nowhere`);
    expect(none).toEqual({ content: [], lastPage: true, totalElements: 0 });
    const past = await get<Page>(`/api/concerts/past?pageSize=100`);
    const longAgo = past.content.find((e) => e.concertId === ids['Long ago']);
    expect(longAgo).toBeDefined();
    expect(longAgo).toStrictEqual(await alone(longAgo!));
  });

  it.each([
    ['one word, by relevance', 'jsonpur', '', ['Postponed', 'Cancelled', 'Priced', 'Plain "quoted" \\ Édition 🎟']],
    ['two words, by relevance', 'jsonpur priced', '', ['Priced']],
    ['a prefix, by name', 'jsonp', '?sortBy=concertName&pageSize=3', ['Cancelled', 'Plain "quoted" \\ Édition 🎟', 'Postponed']],
    ['a word, by price', 'jsonpur', '?sortBy=lowestTicketPrice&sortDir=desc&pageSize=2&pageNumber=1', ['Postponed', 'Plain "quoted" \\ Édition 🎟']],
  ])('search (%s) shows each event exactly as the event itself reads', async (_case, keyword, query, names) => {
    const page = await get<Page>(`/api/concerts/search/${encodeURIComponent(keyword)}${query}`);
    expect(page.content.map((e) => e.concertName)).toEqual(names);
    for (const event of page.content) expect(event).toStrictEqual(await alone(event));
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/concerts/category/999999' });
    expect(response.statusCode).toBe(404);
  });
});
