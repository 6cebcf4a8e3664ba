import type { Db } from '../db/database';
import type { ConcertRow } from '../db/tables/catalogue';
import type { NewTicketListing } from '../db/tables/listings';
import type { UserRow } from '../db/tables/accounts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows for tests that build their own small world instead of the demo seed. */
export async function insertCategory(db: Db, title = 'Concerts'): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ title, slug: title.toLowerCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertConcert(
  db: Db,
  fields: { name: string; categoryId: number; daysFromNow: number; city?: string },
): Promise<ConcertRow> {
  return db
    .insertInto('concerts')
    .values({
      name: fields.name,
      artist: `${fields.name} artist`,
      venue: 'Test Venue',
      city: fields.city ?? 'Mumbai',
      date: new Date(Date.now() + fields.daysFromNow * DAY_MS),
      category_id: fields.categoryId,
      expected_dkim_domain: 'bookmyshow.com',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

let userCount = 0;

export async function insertUser(db: Db, fields: Partial<Pick<UserRow, 'email' | 'name' | 'phone_number'>> = {}): Promise<UserRow> {
  userCount += 1;
  return db
    .insertInto('users')
    .values({
      email: fields.email ?? `fan${userCount}-${Date.now()}@example.in`,
      name: fields.name ?? 'Test Fan',
      // Unique: a verified number belongs to one account (a partial unique index).
      phone_number: fields.phone_number ?? `+9198${String(userCount).padStart(8, '0')}`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertListing(
  db: Db,
  fields: Pick<NewTicketListing, 'concert_id' | 'seller_id' | 'quantity' | 'price'> & Partial<NewTicketListing>,
): Promise<void> {
  await db.insertInto('ticket_listings').values({ verified_seat: 'General Admission', ...fields }).execute();
}
