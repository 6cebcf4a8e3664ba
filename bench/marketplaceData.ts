import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { generateCatalogue, type CatalogueSize } from './catalogueData';

/** A catalogue size the server benches run at, named for its listings. */
export interface Scale {
  label: string;
  size: CatalogueSize;
}

/** Listings of the one popular event: the event page bench and the client scroll read all of them. */
export const POPULAR_LISTINGS = 2_000;
/** One of the generated artists' first names (bench/catalogueData.ts): about one event in 40 has it. */
const SEARCH_KEYWORD = 'arijit';

const scale = (label: string, concerts: number, listings: number): Scale => ({
  label,
  // The popular event's listings count towards the total.
  size: { concerts, listings: listings - POPULAR_LISTINGS, users: 2_000, views: concerts / 2, subscriptions: concerts / 4 },
});

/** 10,000 listings over 3,300 events (2,200 of them upcoming, the explore scroll's length), then 100× that. */
export const SMALL = scale('10k', 3_300, 10_000);
export const LARGE = scale('1M', 100_000, 1_000_000);

export interface SeededMarketplace {
  /** The upcoming event with POPULAR_LISTINGS listings. */
  popularEventId: number;
  /** An artist's first name that many events share, the same at every scale. */
  keyword: string;
  listings: number;
  concerts: number;
}

/** Migrates an empty database and fills it (set-based, so 1,000,000 listings take seconds, not minutes). */
export async function seedMarketplace(db: Kysely<Database>, { size }: Scale): Promise<SeededMarketplace> {
  await migrateToLatest(db);
  await generateCatalogue(db, size);
  // The soonest event at least a day away, so it is on the first explore page and stays upcoming for the run.
  const popular = await db
    .selectFrom('concerts')
    .select('id')
    .where('date', '>=', sql<Date>`now() + interval '1 day'`)
    .orderBy('date')
    .limit(1)
    .executeTakeFirstOrThrow();
  await sql`
    insert into ticket_listings (concert_id, seller_id, quantity, price, verified_seat, ticket_status)
    select ${popular.id}, 1 + (i % ${size.users}), 1 + i % 6, 500 + (i * 7919) % 19500, 'Block ' || chr(65 + i % 8),
      case when i % 5 = 0 then 'SOLD' else 'LISTED' end
    from generate_series(1, ${POPULAR_LISTINGS}) i`.execute(db);
  // As autovacuum leaves a live database: the visibility map lets counts read the index alone.
  await sql`vacuum analyze`.execute(db);
  const count = async (table: 'concerts' | 'ticket_listings') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    popularEventId: popular.id,
    keyword: SEARCH_KEYWORD,
    listings: await count('ticket_listings'),
    concerts: await count('concerts'),
  };
}
