import { sql, type Kysely } from 'kysely';
import { CITIES } from '../src/shared/cities';
import type { Database } from '../src/server/db/database';

export interface CatalogueSize {
  concerts: number;
  listings: number;
  users: number;
  views: number;
  subscriptions: number;
}

export const BENCH_SIZE: CatalogueSize = {
  concerts: 100_000,
  listings: 1_000_000,
  users: 5_000,
  views: 60_000,
  subscriptions: 30_000,
};

// 40 first names × 41 surnames give 1,640 artists, so one artist has about 60 events: a search for an
// artist matches a realistic few dozen, a search for a city about a tenth of the catalogue.
const FIRST = [
  'Arijit', 'Shreya', 'Diljit', 'Sunidhi', 'Prateek', 'Anuv', 'Zakir', 'Kenny', 'Biswa', 'Rahul',
  'Karan', 'Aditya', 'Ritviz', 'Nikhil', 'Kavya', 'Meera', 'Rohan', 'Ananya', 'Vikram', 'Farhan',
  'Beyoncé', 'Zoë', 'José', 'Noël', 'Amit', 'Neha', 'Sonu', 'Armaan', 'Jonita', 'Benny',
  'Lucky', 'Raghu', 'Salim', 'Vishal', 'Shankar', 'Kailash', 'Papon', 'Mohit', 'Shaan', 'Asees',
] as const;
const LAST = [
  'Singh', 'Ghoshal', 'Dosanjh', 'Chauhan', 'Kuhad', 'Jain', 'Khan', 'Sebastian', 'Rath', 'Subramanian',
  'Aujla', 'Gadhvi', 'Mehta', 'Kapoor', 'Iyer', 'Nair', 'Rao', 'Menon', 'Bose', 'Das',
  'Knowles', 'Fernández', 'Müller', 'Dayal', 'Trivedi', 'Kakkar', 'Nigam', 'Malik', 'Gandhi', 'Dutt',
  'Ali', 'Dixit', 'Merchant', 'Dadlani', 'Mahadevan', 'Kher', 'Mahanta', 'Chopra', 'Sagar', 'Kaur', 'Rathore',
] as const;
const TOURS = [
  'Live in Concert', 'Unplugged', 'World Tour', 'Homecoming', 'Acoustic Evening', 'Night', 'Arena Tour',
  'Up Close', 'Encore', 'Festival Set', 'Stand-up Special', 'Grand Finale',
] as const;
const VENUE_KINDS = ['Arena', 'Stadium', 'Auditorium', 'Grounds', 'Club'] as const;
const DOMAINS = ['bookmyshow.com', 'district.in', 'skillboxes.com', 'sortmyscene.com'] as const;
const CATEGORIES = ['Concerts', 'Comedy', 'Sports', 'Festivals', 'Theatre'] as const;

const textArray = (values: readonly string[]) => sql`${sql.val([...values])}::text[]`;

/**
 * Fills an empty, migrated database with a synthetic catalogue in a few set-based statements
 * (INSERT … SELECT generate_series): events from a year ago to two years ahead across every city,
 * listings (about one in five SOLD), views and push subscriptions. Deterministic for a given size.
 */
export async function generateCatalogue(
  db: Kysely<Database>,
  size: CatalogueSize = BENCH_SIZE,
  log: (step: string, ms: number) => void = () => {},
): Promise<void> {
  const perConcert = Math.round(size.listings / size.concerts);
  let started = Date.now();
  const step = (name: string) => {
    log(name, Date.now() - started);
    started = Date.now();
  };
  await sql`select setseed(0.42)`.execute(db);
  await db
    .insertInto('categories')
    .values(CATEGORIES.map((title) => ({ title, slug: title.toLowerCase() })))
    .execute();
  await sql`
    insert into users (email, name, phone_number)
    select 'fan' || i || '@bench.example.in', 'Fan ' || i, '+9198' || lpad(i::text, 8, '0')
    from generate_series(1, ${size.users}) i`.execute(db);
  step('users');
  await sql`
    insert into concerts (name, date, venue, city, artist, category_id, thumbnail, expected_dkim_domain)
    select a.artist || ' - ' || (${textArray(TOURS)})[1 + i % ${TOURS.length}],
      now() - interval '365 days' + (i::float8 / ${size.concerts}) * interval '1095 days',
      c.city || ' ' || (${textArray(VENUE_KINDS)})[1 + (i / 7) % ${VENUE_KINDS.length}],
      c.city, a.artist,
      (select min(id) from categories) + i % ${CATEGORIES.length},
      null,
      (${textArray(DOMAINS)})[1 + i % ${DOMAINS.length}]
    from generate_series(1, ${size.concerts}) i
    cross join lateral (select (${textArray(FIRST)})[1 + (i::int8 * 7919) % ${FIRST.length}]
      || ' ' || (${textArray(LAST)})[1 + (i::int8 * 104729) % ${LAST.length}] as artist) a
    cross join lateral (select (${textArray(CITIES)})[1 + (hashint4(i)::int8 + 2147483648) % ${CITIES.length}] as city) c`.execute(db);
  step('concerts');
  // Grouped by event (0 to 2 × the average each), so the indexes fill in order as real traffic would.
  await sql`
    insert into ticket_listings (concert_id, seller_id, quantity, price, verified_seat, ticket_status)
    select c, 1 + floor(random() * ${size.users})::int, 1 + floor(random() * 6)::int,
      round((500 + random() * 19500)::numeric, 0), 'Block ' || chr(65 + (k % 8)::int),
      case when random() < 0.2 then 'SOLD' else 'LISTED' end
    from generate_series(1, ${size.concerts}) c
    cross join lateral generate_series(1, (hashint4(c)::int8 + 2147483648)::int8 % ${2 * perConcert + 1}) k`.execute(db);
  step('listings');
  await sql`
    insert into concert_views (user_id, concert_id, viewed_at)
    select 1 + floor(random() * ${size.users})::int, 1 + floor(random() * ${size.concerts})::int,
      now() - random() * interval '60 days'
    from generate_series(1, ${size.views})
    on conflict do nothing`.execute(db);
  step('views');
  await sql`
    insert into concert_subscriptions (concert_id, push_user_id)
    select 1 + floor(random() * ${size.concerts})::int, 'device-' || floor(random() * ${size.users * 4})::int
    from generate_series(1, ${size.subscriptions})
    on conflict do nothing`.execute(db);
  step('subscriptions');
  await sql`vacuum analyze`.execute(db);
  step('vacuum analyze');
}
