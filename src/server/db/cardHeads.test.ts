import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { brokenInvariants } from '../test/dbInvariants';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { migrations } from './migrations';
import { migrateToLatest } from './migrate';

const HEAD_RULE = "an event's stored card head differs from its fields";

/** Names and places as operators type them: quotes, a backslash, a line break, accents, a script beyond Latin, an emoji. */
const AWKWARD = [
  ['Say "Hello" \\ Goodbye', 'Jawaharlal Nehru Stadium,\nGate 3', 'Café "Mumbai"', 'A. R. Rahman & Friends'],
  ['अरिजीत सिंह — लाइव', 'Bengaluru Palace Grounds 🎶', 'Bengaluru', 'अरिजीत'],
] as const;

/** Migration 20261209_0001: each event keeps its card written as JSON up to its figures, whatever changes it. */
describe('event card heads', () => {
  let test: TestDatabase;
  const heads = async () => (await sql<{ id: number; card_head: string }>`select id, card_head from concerts order by id`.execute(test.db)).rows;
  const headRule = async () => (await brokenInvariants(test.db))[HEAD_RULE];

  beforeAll(async () => {
    test = await createTestDatabase();
    const migrator = new Migrator({ db: test.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('20261208_0001_stats_by_difference')).error).toBeUndefined();
    await sql`insert into categories (title, slug) values ('Concerts', 'concerts')`.execute(test.db);
    for (const [name, venue, city, artist] of AWKWARD) {
      await sql`insert into concerts (name, date, venue, city, artist, category_id, thumbnail, expected_dkim_domain)
        values (${name}, '2027-01-05T13:30:00.250Z', ${venue}, ${city}, ${artist}, 1, null, 'bookmyshow.com')`.execute(test.db);
    }
    // The events above were there before the migration: it writes their heads.
    await migrateToLatest(test.db);
  });
  afterAll(() => test.drop());

  it('writes the heads of the events there before it, as valid JSON once closed', async () => {
    const [first, second] = await heads();
    expect(JSON.parse(`${first.card_head}}`)).toEqual({
      concertId: first.id,
      concertName: AWKWARD[0][0],
      concertDate: '2027-01-05T13:30:00.250Z',
      concertVenue: AWKWARD[0][1],
      concertCity: AWKWARD[0][2],
      concertArtist: AWKWARD[0][3],
      categoryId: 1,
      thumbnail: null,
      expectedDkimDomain: 'bookmyshow.com',
    });
    expect(JSON.parse(`${second.card_head}}`)).toMatchObject({ concertName: AWKWARD[1][0], concertVenue: AWKWARD[1][1] });
    expect(await headRule()).toBeUndefined();
  });

  it('writes a new event’s head, and rewrites it when an operator renames, moves or postpones the event', async () => {
    const { rows } = await sql<{ id: number }>`insert into concerts (name, date, venue, city, artist, category_id, thumbnail, expected_dkim_domain)
      values ('New Show', now() + interval '10 days', 'Hall', 'Pune', 'Band', 1, '/thumbnails/9.svg', 'district.in') returning id`.execute(test.db);
    const id = rows[0].id;
    await sql`update concerts set name = 'Renamed "Show"', venue = 'Other Hall' where id = ${id}`.execute(test.db);
    await sql`update concerts set postponed_from = date, date = '2027-03-01T18:00:00Z' where id = ${id}`.execute(test.db);
    await sql`update concerts set thumbnail = null, city = 'Goa' where id = ${id}`.execute(test.db);
    const head = (await heads()).find((h) => h.id === id);
    expect(JSON.parse(`${head?.card_head}}`)).toMatchObject({ concertName: 'Renamed "Show"', concertVenue: 'Other Hall', concertDate: '2027-03-01T18:00:00.000Z', concertCity: 'Goa', thumbnail: null });
    expect(await headRule()).toBeUndefined();
  });

  it('is caught by the invariants when a head no longer matches its event', async () => {
    await sql`alter table concerts disable trigger concert_card_head`.execute(test.db);
    try {
      await sql`update concerts set name = 'Changed behind the trigger' where id = 1`.execute(test.db);
      expect(await headRule()).toEqual([expect.objectContaining({ id: 1 })]);
    } finally {
      await sql`alter table concerts enable trigger concert_card_head`.execute(test.db);
      await sql`update concerts set name = name where id = 1`.execute(test.db);
    }
    expect(await headRule()).toBeUndefined();
  });
});
