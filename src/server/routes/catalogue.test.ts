import type { Concert, PagedResponse } from '../../shared/entities';
import { buildTestApp, type TestApp } from '../test/testApp';

describe('catalogue routes on the demo data', () => {
  let t: TestApp;
  let upcoming: number;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    const row = await t.db
      .selectFrom('concerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('date', '>=', new Date())
      .executeTakeFirstOrThrow();
    upcoming = Number(row.n);
  });
  afterAll(() => t.close());

  async function concerts(query: string): Promise<{ status: number; body: PagedResponse<Concert> & { error?: string } }> {
    const response = await t.app.inject({ method: 'GET', url: `/api/concerts${query}` });
    return { status: response.statusCode, body: response.json() };
  }

  it('GET /api/category lists every category', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/category' });
    expect(response.statusCode).toBe(200);
    const titles = (response.json() as { categoryId: number; categoryTitle: string }[]).map((c) => c.categoryTitle);
    expect(titles).toEqual(['Concerts', 'Comedy', 'Sports', 'Festivals', 'Theatre']);
  });

  it('answers the first page of 40 upcoming events by date', async () => {
    const { status, body } = await concerts('');
    expect(status).toBe(200);
    expect(body.content).toHaveLength(40);
    expect(body.totalElements).toBe(upcoming);
    expect(body.lastPage).toBe(false);
    const dates = body.content.map((c) => c.concertDate);
    expect(dates).toEqual([...dates].sort());
    expect(new Date(dates[0]).getTime()).toBeGreaterThanOrEqual(Date.now() - 1000);
    expect(body.content[0]).toEqual(
      expect.objectContaining({
        concertId: expect.any(Number),
        concertName: expect.any(String),
        concertVenue: expect.any(String),
        concertCity: expect.any(String),
        concertArtist: expect.any(String),
        categoryId: expect.any(Number),
        thumbnail: expect.stringMatching(/^\/thumbnails\/\d+\.svg$/),
        numberOfTicketsListed: expect.any(Number),
        interest: 0,
        expectedDkimDomain: expect.stringMatching(/^(bookmyshow\.com|district\.in|skillboxes\.com|sortmyscene\.com)$/),
      }),
    );
  });

  it('marks the last page and answers an empty page past the end', async () => {
    const last = await concerts('?pageNumber=1&pageSize=40');
    expect(last.body.content).toHaveLength(upcoming - 40);
    expect(last.body.lastPage).toBe(true);
    const beyond = await concerts('?pageNumber=5&pageSize=40');
    expect(beyond.body).toEqual({ content: [], lastPage: true, totalElements: upcoming });
  });

  it('pages without repeating or skipping an event', async () => {
    const pages = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => concerts(`?pageNumber=${n}&pageSize=10`)));
    const ids = pages.flatMap((p) => p.body.content.map((c) => c.concertId));
    expect(new Set(ids).size).toBe(upcoming);
  });

  it('sorts by name descending', async () => {
    const { body } = await concerts('?sortBy=concertName&sortDir=desc&pageSize=100');
    const names = body.content.map((c) => c.concertName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('sorts by lowest price, events without listings last', async () => {
    const { body } = await concerts('?sortBy=lowestTicketPrice&pageSize=100');
    const prices = body.content.map((c) => c.lowestTicketPrice).filter((p): p is number => p !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const firstNull = body.content.findIndex((c) => c.lowestTicketPrice === null);
    if (firstNull >= 0) expect(body.content.slice(firstNull).every((c) => c.lowestTicketPrice === null)).toBe(true);
  });

  it.each([
    ['?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['?pageSize=0', 'pageSize must be a whole number from 1 to 100'],
    ['?sortBy=password', 'sortBy must be one of: concertDate, concertName, lowestTicketPrice'],
    ['?pageNumber=-1', 'pageNumber must be a whole number of 0 or more'],
    ['?pageNumber=abc', 'pageNumber must be a whole number of 0 or more'],
    ['?pageNumber=Infinity', 'pageNumber must be a whole number of 0 or more'],
    ['?sortDir=sideways', 'sortDir must be asc or desc'],
  ])('GET /api/concerts%s is a 400 saying what is wrong', async (query, error) => {
    const { status, body } = await concerts(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error });
  });
});
