import { sql, type Kysely } from 'kysely';
import { generateCatalogue } from '../../../bench/catalogueData';
import { EXPLORE_PAGE_SIZE } from '../../shared/constants';
import { concertPageBody, popularConcerts, POPULAR_LIMIT } from '../services/catalogue.service';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import type { Database } from './database';
import { migrateToLatest } from './migrate';

interface Prepared {
  statement: string;
  generic_plans: string;
  custom_plans: string;
}

/**
 * Runs on a PostgreSQL server only (DATABASE_URL, as in CI's server step): the statements a pooled connection has
 * prepared, and how often each was planned for every value (generic) or again for the values at hand (custom).
 */
describe('explore planned once per connection', () => {
  jest.setTimeout(120_000);
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateToLatest(test.db);
    await generateCatalogue(test.db, { concerts: 600, listings: 2_000, users: 100, views: 100, subscriptions: 10 });
    await sql`analyze`.execute(test.db);
  });
  afterAll(() => test.drop());

  const page = (pageNumber: number, pageSize = EXPLORE_PAGE_SIZE) => ({ pageNumber, pageSize, sortBy: 'concertDate', sortDir: 'asc' }) as const;

  /**
   * Runs `read` eight times on one connection and answers the statements (their text like `like`) that connection planned meanwhile,
   * with how many plans of each kind each gained (pg keeps its own list of what it prepared: nothing is deallocated).
   */
  async function plansOf(like: string, read: (db: Kysely<Database>) => Promise<unknown>): Promise<Prepared[]> {
    return test.db.connection().execute(async (db) => {
      const prepared = async () =>
        (
          await sql<Prepared>`select statement, generic_plans::text, custom_plans::text from pg_prepared_statements
            where statement like ${like}`.execute(db)
        ).rows;
      const before = new Map((await prepared()).map((p) => [p.statement, p]));
      for (let i = 0; i < 8; i++) await read(db);
      return (await prepared())
        .map((p) => {
          const was = before.get(p.statement);
          const gained = (now: string, then: string | undefined) => String(Number(now) - Number(then ?? 0));
          return { statement: p.statement, generic_plans: gained(p.generic_plans, was?.generic_plans), custom_plans: gained(p.custom_plans, was?.custom_plans) };
        })
        .filter((p) => p.generic_plans !== '0' || p.custom_plans !== '0');
    });
  }

  const explorePlans = (read: (db: Kysely<Database>) => Promise<unknown>) => plansOf('%total_count%', read);

  it('plans the first pages of the app’s page size once, for every run', async () => {
    const plans = await explorePlans((db) => concertPageBody(db, { when: 'upcoming' }, page(0)));
    expect(plans.map(({ generic_plans, custom_plans }) => ({ generic_plans, custom_plans }))).toEqual([{ generic_plans: '8', custom_plans: '0' }]);
  });

  it('gives each of those pages its own statement, with its numbers in its text', async () => {
    const plans = await explorePlans(async (db) => {
      for (const n of [1, 4]) await concertPageBody(db, { when: 'upcoming' }, page(n));
    });
    expect(plans).toHaveLength(2);
    expect(plans.every((p) => p.custom_plans === '0' && !/\$\d/.test(p.statement))).toBe(true);
  });

  it('passes a deeper page’s window, or another page size’s, as parameters: one statement whatever the number', async () => {
    const plans = await explorePlans(async (db) => {
      await concertPageBody(db, { when: 'upcoming' }, page(5));
      await concertPageBody(db, { when: 'upcoming' }, page(9));
      await concertPageBody(db, { when: 'upcoming' }, page(0, 13));
    });
    expect(plans).toHaveLength(1);
    expect(plans[0].statement).toMatch(/limit \$\d+ offset \$\d+/);
  });

  it('answers the same page either way', async () => {
    // Page 4 of 40 is written into the text; the same rows as 8 pages of 20 are read with parameters.
    const inText = JSON.parse((await concertPageBody(test.db, { when: 'upcoming' }, page(4))).body.toString()) as { content: { concertId: number }[] };
    const ids: number[] = [];
    for (const n of [8, 9]) {
      const half = JSON.parse((await concertPageBody(test.db, { when: 'upcoming' }, page(n, 20))).body.toString()) as { content: { concertId: number }[] };
      ids.push(...half.content.map((c) => c.concertId));
    }
    expect(inText.content.map((c) => c.concertId)).toEqual(ids);
    expect(ids).toHaveLength(EXPLORE_PAGE_SIZE);
  });

  it('plans the home page’s popular events once, for every run', async () => {
    const plans = await plansOf('%s.interest desc%', (db) => popularConcerts(db));
    expect(plans.map(({ generic_plans, custom_plans }) => ({ generic_plans, custom_plans }))).toEqual([{ generic_plans: '8', custom_plans: '0' }]);
    expect(plans[0].statement.endsWith(`limit ${POPULAR_LIMIT}`)).toBe(true);
  });
});
