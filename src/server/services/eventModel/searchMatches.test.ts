import type { ResolvedPage } from '../../../shared/paging';
import { insertCategory, insertUser } from '../../test/fixtures';
import { insertEvent } from '../../test/catalogueFixtures';
import { listingId } from '../../test/listingFixtures';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { EVERYTHING, eventScope } from '../cacheScope';
import { keywordTermsOf, searchConcerts, searchMatchIds } from '../concertSearch.service';
import { EventModel } from './eventModel';
import { SearchMatches, type SearchSort } from './searchMatches';

const KEYWORDS = ['arijit', 'arij', 'arjit', 'mumbai', 'arijit mumbai', 'Arijit Live', 'eclair', 'stadium', 'nothingmatches', 'night'];
const SORTS: SearchSort[] = ['relevance', 'concertDate', 'concertName', 'lowestTicketPrice'];

/**
 * Search pages written from the event model and a keyword's held matches (issue 21) are byte for byte the pages
 * the database writes (searchConcerts), for each keyword, order and page below, before and after writes.
 */
describe('search written from the event model', () => {
  let t: TestApp;
  let model: EventModel;
  let search: SearchMatches;
  let categoryId: number;
  let seller: number;
  const ids: Record<string, number> = {};
  const reads: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    categoryId = await insertCategory(t.db, 'Search Model');
    seller = (await insertUser(t.db)).id;
    const events: [string, string, string, string, number][] = [
      ['Arijit Live', 'Arijit Singh', 'Dome', 'Mumbai', 4],
      ['Arijit Singh Night', 'Arijit Singh', 'Stadium One', 'Pune', 6],
      ['Unplugged Evening', 'Arijit Singh', 'Hall', 'Delhi', 5],
      ['Mumbai Beats', 'Various', 'Stadium Two', 'Mumbai', 9],
      ['Éclair Night', 'Chef', 'Kitchen', 'Mumbai', 3],
      ['eclair night', 'Chef', 'Kitchen', 'Pune', 3],
      ['Old Arijit', 'Arijit Singh', 'Dome', 'Mumbai', -5],
    ];
    for (let i = 0; i < 9; i += 1) events.push([`Arijit Tour ${String.fromCharCode(97 + i)}`, 'Arijit Singh', i % 2 ? 'Stadium Three' : 'Arena', i % 3 ? 'Mumbai' : 'Goa', 10 + (i % 4)]);
    for (const [name, artist, venue, city, when] of events) ids[name] = (await insertEvent(t.db, { name, artist, venue, city, categoryId, when })).id;
    for (const [name, price] of [['Arijit Live', 900], ['Arijit Tour c', 900], ['Mumbai Beats', 150], ['Arijit Tour f', '75.50']] as const) {
      await listingId(t.db, { concert_id: ids[name], seller_id: seller, price, quantity: 1 });
    }
    model = new EventModel(t.db, { lifetimeMs: 60_000 });
    model.setHearing(true);
    search = new SearchMatches(
      model,
      (keyword, atMost) => {
        reads.push(keyword);
        return searchMatchIds(t.db, keyword, atMost, (text) => keywordTermsOf(t.db, text));
      },
      { maxKeywords: 100, maxMatches: 12, countPages: 3 },
    );
  });
  afterAll(() => t.close());

  function pages(): ResolvedPage<SearchSort>[] {
    const list: ResolvedPage<SearchSort>[] = [];
    for (const sortBy of SORTS)
      for (const sortDir of ['asc', 'desc'] as const)
        for (const [pageNumber, pageSize] of [[0, 40], [0, 3], [1, 3], [6, 2]]) list.push({ pageNumber, pageSize, sortBy, sortDir });
    return list;
  }

  /** Differences from the database's pages; `unanswered` are keywords the model is expected to leave to it. */
  async function differences(unanswered: string[] = []): Promise<string[]> {
    const found: string[] = [];
    // A keyword's first search goes to the database.
    for (const keyword of KEYWORDS) await search.page(keyword, pages()[0]);
    for (const keyword of KEYWORDS)
      for (const page of pages()) {
        const held = await search.page(keyword, page);
        const written = await searchConcerts(t.db, keyword, page, (text) => keywordTermsOf(t.db, text));
        if (held === null) {
          if (!unanswered.includes(keyword)) found.push(`no answer for ${keyword}`);
        } else if (!held.body.equals(written.body)) {
          found.push(`${keyword} ${JSON.stringify(page)}\n  model:    ${held.body.subarray(0, 300)}\n  database: ${written.body.subarray(0, 300)}`);
        }
      }
    return [...new Set(found)].slice(0, 3);
  }

  it('writes every page as the database does; of a keyword matching more than it holds, only relevance pages within them', async () => {
    // 'arijit' matches 12 upcoming events (the most held), 'arij' as many; 'mumbai' and 'stadium' fewer.
    expect(await differences()).toEqual([]);
    const commoner = await insertEvent(t.db, { name: 'Arijit Encore', artist: 'Arijit Singh', venue: 'Dome', city: 'Pune', categoryId, when: 20 });
    model.changed(eventScope(commoner.id));
    expect(await differences(['arijit', 'arij', 'arjit'])).toEqual([]);
    expect(await search.page('arijit', pages()[0])).toBeNull();
    expect(await search.page('arijit', { pageNumber: 0, pageSize: 3, sortBy: 'concertDate', sortDir: 'asc' })).toBeNull();
    const first = await search.page('arijit', { pageNumber: 0, pageSize: 3, sortBy: 'relevance', sortDir: 'asc' });
    expect(JSON.parse(first!.body.toString())).toMatchObject({ lastPage: false, totalElements: 9 });
  });

  it('leaves a keyword’s first search to the database, and finds its matches on the second', async () => {
    const before = reads.length;
    const page = { pageNumber: 0, pageSize: 40, sortBy: 'relevance', sortDir: 'asc' } as const;
    expect(await search.page('dome', page)).toBeNull();
    expect(reads.slice(before)).toEqual([]);
    expect(JSON.parse((await search.page('dome', page))!.body.toString()).content.map((e: { concertName: string }) => e.concertName)).toContain('Arijit Live');
    expect(reads.slice(before)).toEqual(['dome']);
  });

  it('reads a keyword once while the events’ words stay the same, and follows the figures meanwhile', async () => {
    const before = reads.length;
    await listingId(t.db, { concert_id: ids['Mumbai Beats'], seller_id: seller, price: 10, quantity: 2 });
    model.changed(eventScope(ids['Mumbai Beats']));
    const cheapest = await search.page('mumbai', { pageNumber: 0, pageSize: 1, sortBy: 'lowestTicketPrice', sortDir: 'asc' });
    expect(JSON.parse(cheapest!.body.toString()).content[0]).toMatchObject({ concertName: 'Mumbai Beats', lowestTicketPrice: 10 });
    expect(reads.slice(before)).toEqual([]);
    expect(await differences(['arijit', 'arij', 'arjit'])).toEqual([]);
  });

  it('finds the matches again once an event is renamed or moved', async () => {
    await t.db.updateTable('concerts').set({ name: 'Stadium Special' }).where('id', '=', ids['Unplugged Evening']).execute();
    model.changed(eventScope(ids['Unplugged Evening']));
    await t.db.updateTable('concerts').set({ city: 'Mumbai' }).where('id', '=', ids['eclair night']).execute();
    model.changed(EVERYTHING);
    const stadium = await search.page('stadium', pages()[0]);
    expect(JSON.parse(stadium!.body.toString()).content.map((e: { concertName: string }) => e.concertName)).toContain('Stadium Special');
    expect(await differences(['arijit', 'arij', 'arjit'])).toEqual([]);
  });

  it('leaves out a held match once its event has begun', async () => {
    let now = Date.now();
    const clocked = new EventModel(t.db, { lifetimeMs: 1e12, now: () => now });
    clocked.setHearing(true);
    const held = new SearchMatches(clocked, (keyword, atMost) => searchMatchIds(t.db, keyword, atMost, (text) => keywordTermsOf(t.db, text)), { maxKeywords: 10, maxMatches: 50, countPages: 3 });
    const names = async () => (JSON.parse((await held.page('mumbai', pages()[0]))!.body.toString()).content as { concertName: string }[]).map((e) => e.concertName);
    expect(await held.page('mumbai', pages()[0])).toBeNull();
    expect(await names()).toContain('Mumbai Beats');
    now += 10 * 24 * 60 * 60 * 1000;
    expect(await names()).not.toContain('Mumbai Beats');
  });

  it('keeps a keyword’s matches through a reading of every event that changed no event’s own fields', async () => {
    let now = Date.now();
    const clocked = new EventModel(t.db, { lifetimeMs: 1000, now: () => now });
    clocked.setHearing(true);
    let finds = 0;
    const held = new SearchMatches(
      clocked,
      (keyword, atMost) => {
        finds += 1;
        return searchMatchIds(t.db, keyword, atMost, (text) => keywordTermsOf(t.db, text));
      },
      { maxKeywords: 10, maxMatches: 50, countPages: 3 },
    );
    const page = pages()[0];
    await held.page('dome', page);
    await held.page('dome', page);
    const generation = clocked.textGeneration;
    await listingId(t.db, { concert_id: ids['Arijit Live'], seller_id: seller, price: 5, quantity: 1 });
    // Past two lifetimes a list waits for every event to be read again: figures changed, no event's own fields.
    now += 5000;
    const cheapest = await held.page('dome', { pageNumber: 0, pageSize: 1, sortBy: 'lowestTicketPrice', sortDir: 'asc' });
    expect(JSON.parse(cheapest!.body.toString()).content[0]).toMatchObject({ concertName: 'Arijit Live', lowestTicketPrice: 5 });
    expect(clocked.textGeneration).toBe(generation);
    expect(finds).toBe(1);
    await t.db.updateTable('concerts').set({ venue: 'Dome Arena' }).where('id', '=', ids['Arijit Live']).execute();
    now += 5000;
    await held.page('dome', page);
    expect(clocked.textGeneration).toBe(generation + 1);
    expect(finds).toBe(2);
  });
});
