import { CompiledQuery, sql, type Kysely } from 'kysely';
import { generateCatalogue } from '../../../bench/catalogueData';
import { concertCard, eventList, popularConcerts } from '../services/catalogue.service';
import { concertListings } from '../services/listings.service';
import { searchConcerts } from '../services/concertSearch.service';
import { likelyConcerts, recentlyViewed } from '../services/recentlyViewed.service';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import type { Database } from './database';
import { migrateToLatest } from './migrate';

/** Tables small enough by design that reading them whole is right: they are not lists. */
const SMALL_TABLES = new Set(['categories', 'concert_search_words', 'catalogue_totals']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'].includes('Scan') && node['Relation Name'] !== undefined) found.push(`${node['Node Type']} on ${node['Relation Name']}`);
  for (const child of node.Plans ?? []) scans(child, found);
  return found;
}

/**
 * Every catalogue read, run through its service on a catalogue big enough for the planner to care
 * (20,000 events, ~100,000 listings), then EXPLAINed query by query: each must reach the events, their
 * figures, listings and views through an index. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 * Search by relevance is checked on the soak's catalogue of 3,300 events too: there a join before the page's cut
 * read every event and every event's figures to hash them. (At that size the planner rightly reads a few small
 * tables whole, meet-up checks among them, so the other reads are held at 20,000 only.)
 */
describe.each([
  ['20,000 events', { concerts: 20_000, listings: 100_000, users: 1_000, views: 5_000, subscriptions: 2_000 }, () => true],
  ['3,300 events', { concerts: 3_300, listings: 10_000, users: 500, views: 1_000, subscriptions: 500 }, (read: string) => read.startsWith('search') && read !== 'search by price'],
])('catalogue query plans on %s', (_scale, size, checked: (read: string) => boolean) => {
  jest.setTimeout(600_000);
  let test: TestDatabase;
  /** The statements each read ran, as sent. */
  const captured: CompiledQuery[] = [];
  let db: Kysely<Database>;

  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateToLatest(test.db);
    await generateCatalogue(test.db, size);
    // Meet-up checks on one listing in fifty, each by a few buyers: the listings page counts them per listing.
    await sql`insert into meetup_checks (listing_id, checker_id, matched)
      select l.id, u.id, u.id % 3 <> 0 from ticket_listings l cross join generate_series(1, 3) g join users u on u.id = (l.id * 7 + g) % 1000 + 1
      where l.id % 50 = 0`.execute(test.db);
    await sql`analyze`.execute(test.db);
    db = test.db.withoutPlugins();
    const executor = db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    executor.executeQuery = ((...args: Parameters<typeof execute>) => {
      captured.push(args[0]);
      return execute(...args);
    }) as typeof executor.executeQuery;
  });
  afterAll(() => test.drop());

  const upcoming = { when: 'upcoming' } as const;
  const page = <S extends string>(sortBy: S, sortDir: 'asc' | 'desc' = 'asc', pageSize = 40, pageNumber = 0) => ({ pageNumber, pageSize, sortBy, sortDir });
  const in30Days = { from: new Date(), to: new Date(Date.now() + 30 * 86_400_000) };
  const reads: [string, () => Promise<unknown>][] = [
    ['explore', () => eventList(db, upcoming, page('concertDate'))],
    ['explore, page 3', () => eventList(db, upcoming, page('concertDate', 'asc', 40, 3))],
    ['explore, page 9', () => eventList(db, upcoming, page('concertDate', 'asc', 40, 9))],
    ['explore by city', () => eventList(db, { ...upcoming, city: 'Pune' }, page('concertDate'))],
    ['explore by category', () => eventList(db, { ...upcoming, categoryId: 2 }, page('concertDate'))],
    ['explore by city and category', () => eventList(db, { ...upcoming, city: 'Goa', categoryId: 3 }, page('concertDate'))],
    ['explore by dates', () => eventList(db, { ...upcoming, ...in30Days }, page('concertDate'))],
    ['explore by price', () => eventList(db, upcoming, page('lowestTicketPrice', 'desc'))],
    ['explore by name', () => eventList(db, upcoming, page('concertName'))],
    ['category list', () => eventList(db, { ...upcoming, categoryId: 4 }, page('concertDate'))],
    ['past', () => eventList(db, { when: 'past' }, page('concertDate', 'desc'))],
    ['search a city', () => searchConcerts(db, 'mumbai', page('relevance'))],
    ['search an artist', () => searchConcerts(db, 'Arijit Singh', page('relevance'))],
    ['search with a typo', () => searchConcerts(db, 'arjit sing', page('relevance'))],
    ['search accents', () => searchConcerts(db, 'beyonce', page('relevance'))],
    ['header suggestions, a common prefix', () => searchConcerts(db, 'ar', page('concertName', 'asc', 5))],
    ['header suggestions, one artist', () => searchConcerts(db, 'prat', page('concertName', 'asc', 5))],
    ['search by price', () => searchConcerts(db, 'shreya', page('lowestTicketPrice'))],
    ['event read', () => concertCard(db, 1234)],
    ['recently viewed', () => recentlyViewed(db, 5)],
    ['likely', () => likelyConcerts(db, 5, page('concertDate'))],
    ['likely, nobody signed in', () => likelyConcerts(db, null, page('concertDate'))],
    ['popular', () => popularConcerts(db)],
    ["an event's listings", () => concertListings(db, 1234, {}, page('price', 'asc', 20))],
    ["an event's listings by quantity, filtered", () => concertListings(db, 1234, { minPrice: 500, minQuantity: 2 }, page('quantity', 'desc', 20))],
  ];

  /** The query's plan reaches every table that is not small by design through an index. */
  async function expectIndexed(query: CompiledQuery): Promise<void> {
    const result = await test.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]));
    const plan = result.rows[0]['QUERY PLAN'][0].Plan;
    const found = scans(plan);
    const whole = found.filter((s) => s.startsWith('Seq Scan') && !SMALL_TABLES.has(s.replace('Seq Scan on ', '')));
    expect({ sql: query.sql, whole }).toEqual({ sql: query.sql, whole: [] });
    // A Bitmap Heap Scan always reads what a Bitmap Index Scan under it found.
    if (found.some((s) => !SMALL_TABLES.has(s.split(' on ')[1]))) {
      expect({ sql: query.sql, found }).toEqual({ sql: query.sql, found: expect.arrayContaining([expect.stringMatching(/Index|Bitmap Heap/)]) });
    }
  }

  it.each(reads.filter(([read]) => checked(read)))('%s reads through indexes', async (_read, run) => {
    captured.length = 0;
    await run();
    const selects = captured.filter((query) => /^\s*(\/\*.*?\*\/\s*)?(with|select)/i.test(query.sql));
    expect(selects.length).toBeGreaterThan(0);
    for (const query of selects) await expectIndexed(query);
  });
});
