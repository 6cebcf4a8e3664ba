import type { Concert, PagedResponse } from '../../shared/entities';
import { insertEvent } from '../test/catalogueFixtures';
import { insertCategory } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';
import { keywordTermsOf, searchConcerts } from '../services/concertSearch.service';

type Body = PagedResponse<Concert> & { error?: string };

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/concerts/search/{keyword}', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    const events = [
      { name: 'Arijit Singh Live in Concert', artist: 'Arijit Singh', venue: 'Jio World Garden', city: 'Mumbai', when: 5 },
      { name: 'Arijit Singh Live', artist: 'Arijit Singh', venue: 'NSCI Dome', city: 'Mumbai', when: 40 },
      { name: 'Live with an Arijit Singh Tribute', artist: 'Cover Band', venue: 'Hard Rock Cafe', city: 'Pune', when: 3 },
      { name: 'Arijit Singh Farewell', artist: 'Arijit Singh', venue: 'NSCI Dome', city: 'Mumbai', when: -5 },
      { name: 'Diljit Dosanjh Dil-Luminati', artist: 'Diljit Dosanjh', venue: 'JLN Stadium', city: 'Delhi', when: 15 },
      { name: 'Beyoncé Renaissance', artist: 'Beyoncé', venue: 'Siri Fort', city: 'Delhi', when: 20 },
      { name: 'Beyonce Tribute Night', artist: 'Queen B Band', venue: 'Blue Frog', city: 'Pune', when: 21 },
      { name: 'Music of the Spheres', artist: 'Coldplay', venue: 'DY Patil Stadium', city: 'Navi Mumbai', when: 30 },
      { name: 'Zakir Khan Papa Yaar', artist: 'Zakir Khan', venue: 'Shanmukhananda Hall', city: 'Mumbai', when: 8 },
      { name: 'Dome Sessions', artist: 'Ritviz', venue: 'Phoenix Arena', city: 'Bengaluru', when: 50 },
    ];
    for (const event of events) await insertEvent(t.db, { categoryId, ...event });
  });
  afterAll(() => t.close());

  async function search(keyword: string, query = ''): Promise<{ status: number; body: Body; names: string[] }> {
    const response = await t.app.inject({ method: 'GET', url: `/api/concerts/search/${encodeURIComponent(keyword)}${query}` });
    const body = response.json() as Body;
    return { status: response.statusCode, body, names: body.content?.map((c) => c.concertName) ?? [] };
  }

  it('is public and puts the event named exactly the keyword before partial matches', async () => {
    const { status, names } = await search('arijit singh live');
    expect(status).toBe(200);
    expect(names[0]).toBe('Arijit Singh Live');
    expect(names.slice(1).sort()).toEqual(['Arijit Singh Live in Concert', 'Live with an Arijit Singh Tribute']);
  });

  it('ranks a match in the name before a match in the artist, venue or city, then the soonest first', async () => {
    expect((await search('dome')).names).toEqual(['Dome Sessions', 'Arijit Singh Live']);
    expect((await search('spheres coldplay')).names).toEqual(['Music of the Spheres']);
    expect((await search('mumbai')).names).toEqual(['Arijit Singh Live in Concert', 'Zakir Khan Papa Yaar', 'Music of the Spheres', 'Arijit Singh Live']);
  });

  it('tolerates a typo', async () => {
    const { names } = await search('arjit singh');
    expect(names).toEqual(['Live with an Arijit Singh Tribute', 'Arijit Singh Live in Concert', 'Arijit Singh Live']);
    expect((await search('diljt')).names).toEqual(['Diljit Dosanjh Dil-Luminati']);
  });

  it('ignores case and accents both ways', async () => {
    const both = ['Beyoncé Renaissance', 'Beyonce Tribute Night'];
    expect((await search('beyonce')).names).toEqual(both);
    expect((await search('BEYONCÉ')).names).toEqual(both);
  });

  it('matches the word being typed as a prefix and searches venues', async () => {
    expect((await search('zak')).names).toEqual(['Zakir Khan Papa Yaar']);
    expect((await search('stadium')).names).toEqual(['Diljit Dosanjh Dil-Luminati', 'Music of the Spheres']);
  });

  it('leaves past events out', async () => {
    expect((await search('farewell')).body).toEqual({ content: [], lastPage: true, totalElements: 0 });
  });

  it('gives header suggestions: 5 sorted by name', async () => {
    const { body, names } = await search('s', '?pageNumber=0&pageSize=5&sortBy=concertName&sortDir=asc');
    expect(names).toHaveLength(5);
    expect(names).toEqual([...names].sort());
    expect(body.lastPage).toBe(false);
    expect(body.totalElements).toBeGreaterThan(5);
  });

  it('pages through the matches and answers an empty page past the end', async () => {
    const first = await search('mumbai', '?pageSize=3');
    expect(first.body).toMatchObject({ lastPage: false, totalElements: 4 });
    const last = await search('mumbai', '?pageSize=3&pageNumber=1');
    expect(last.body).toMatchObject({ lastPage: true, totalElements: 4 });
    expect([...first.names, ...last.names]).toEqual((await search('mumbai')).names);
    expect((await search('mumbai', '?pageSize=3&pageNumber=9')).body).toEqual({ content: [], lastPage: true, totalElements: 4 });
  });

  // A word being typed and two words take the tiered query, which counts in the same statement as the page.
  it.each(['mumb', 'Mumbai mumb'])('pages through the matches of %p with their count, past the end too', async (keyword) => {
    const all = (await search('mumbai')).names;
    const first = await search(keyword, '?pageSize=3');
    expect(first.body).toMatchObject({ lastPage: false, totalElements: 4 });
    const last = await search(keyword, '?pageSize=3&pageNumber=1');
    expect(last.body).toMatchObject({ lastPage: true, totalElements: 4 });
    expect([...first.names, ...last.names]).toEqual(all);
    expect((await search(keyword, '?pageSize=3&pageNumber=9')).body).toEqual({ content: [], lastPage: true, totalElements: 4 });
  });

  // A word being typed is walked as the words it begins; one that begins too many is matched as a full-text prefix.
  it.each(['d', 'mu', 'ari', 'zak', 'stad'])('finds the same page for %p either way', async (keyword) => {
    const page = { pageNumber: 0, pageSize: 3, sortBy: 'relevance' as const, sortDir: 'asc' as const };
    const asWords = await searchConcerts(t.db, keyword, page);
    const terms = await keywordTermsOf(t.db, keyword);
    expect(terms.words[0].completions.length).toBeGreaterThan(0);
    const asPrefix = await searchConcerts(t.db, keyword, page, async () => ({ ...terms, words: terms.words.map((w) => ({ ...w, completions: [] })) }));
    expect(asWords).toEqual(asPrefix);
    expect(asWords.content.length).toBeGreaterThan(0);
  });

  it('answers nothing for a word no event is near, or no word at all', async () => {
    expect((await search('qwxzv')).body).toEqual({ content: [], lastPage: true, totalElements: 0 });
    expect((await search('!!!')).body).toEqual({ content: [], lastPage: true, totalElements: 0 });
  });

  it.each([
    ['?sortBy=password', 'sortBy must be one of: relevance, concertDate, concertName, lowestTicketPrice'],
    ['?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['?pageNumber=x', 'pageNumber must be a whole number of 0 or more'],
  ])('refuses %s with a 400', async (query, error) => {
    expect(await search('mumbai', query)).toMatchObject({ status: 400, body: { error } });
  });

  it('refuses a keyword over 100 characters', async () => {
    expect(await search('a'.repeat(101))).toMatchObject({ status: 400, body: { error: 'The search text must be at most 100 characters' } });
  });

  it('follows an event renamed, moved in time or deleted', async () => {
    const event = await insertEvent(t.db, { categoryId: await insertCategory(t.db, 'Music'), name: 'Qawwali Evening', artist: 'Sabri Brothers', venue: 'Siri Fort', city: 'Delhi', when: 25 });
    expect((await search('delhi')).names).toEqual(['Diljit Dosanjh Dil-Luminati', 'Beyoncé Renaissance', 'Qawwali Evening']);
    const update = (values: { name?: string; date?: Date }) => t.db.updateTable('concerts').set(values).where('id', '=', event.id).execute();

    await update({ name: 'Sufi Evening', date: new Date(Date.now() + DAY_MS) });
    expect((await search('qawwali')).body).toEqual({ content: [], lastPage: true, totalElements: 0 });
    expect((await search('sufi')).names).toEqual(['Sufi Evening']);
    expect((await search('delhi')).names).toEqual(['Sufi Evening', 'Diljit Dosanjh Dil-Luminati', 'Beyoncé Renaissance']);

    await update({ date: new Date(Date.now() - DAY_MS) });
    expect((await search('sufi')).body).toEqual({ content: [], lastPage: true, totalElements: 0 });

    await update({ date: new Date(Date.now() + 2 * DAY_MS) });
    expect((await search('sufi')).names).toEqual(['Sufi Evening']);
    await t.db.deleteFrom('concerts').where('id', '=', event.id).execute();
    expect((await search('sufi')).body).toEqual({ content: [], lastPage: true, totalElements: 0 });
  });
});
