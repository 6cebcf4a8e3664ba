import { sql, type Kysely } from 'kysely';
import { eventSlug } from '../../../shared/slug';
import { hashPassword } from '../../services/passwords';
import type { Database, Db } from '../database';
import { DEMO_CATEGORIES, DEMO_EVENTS, eventDate } from './demoEvents';
import { demoListings } from './demoListings';
import { DEMO_SELLER_PASSWORD, DEMO_SELLERS } from './demoSellers';

export interface SeedResult {
  seeded: boolean;
  concerts: number;
  listings: number;
}

async function ensureCategories(tx: Db): Promise<Map<string, number>> {
  await tx
    .insertInto('categories')
    .values(DEMO_CATEGORIES.map((title) => ({ title, slug: eventSlug(title) })))
    .onConflict((oc) => oc.column('title').doNothing())
    .execute();
  const rows = await tx.selectFrom('categories').select(['id', 'title']).execute();
  return new Map(rows.map((r) => [r.title, r.id]));
}

async function ensureSellers(tx: Db): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_SELLER_PASSWORD);
  await tx
    .insertInto('users')
    .values(
      DEMO_SELLERS.map((s) => ({
        email: s.email,
        name: s.name,
        phone_number: s.phone,
        password_hash: passwordHash,
        email_verification_status: 'VERIFIED' as const,
        phone_verification_status: 'VERIFIED' as const,
      })),
    )
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const rows = await tx.selectFrom('users').select(['id', 'email']).where('email', 'in', DEMO_SELLERS.map((s) => s.email)).execute();
  const ids = new Map(rows.map((r) => [r.email, r.id]));
  return DEMO_SELLERS.map((s) => ids.get(s.email) as number);
}

/**
 * Fills a database that has no events yet with demo categories, events, sellers and listings.
 * Does nothing when any event exists, so it is safe to call at every start and from several processes.
 */
export async function seedDemoData(db: Kysely<Database>, now = new Date()): Promise<SeedResult> {
  return db.transaction().execute(async (tx) => {
    // Serialises concurrent starts: the second one waits, then sees the events and leaves.
    await sql`lock table concerts in share row exclusive mode`.execute(tx);
    const existing = await tx.selectFrom('concerts').select('id').limit(1).executeTakeFirst();
    if (existing !== undefined) return { seeded: false, concerts: 0, listings: 0 };

    const categoryIds = await ensureCategories(tx);
    const sellerIds = await ensureSellers(tx);
    const concerts = await tx
      .insertInto('concerts')
      .values(
        DEMO_EVENTS.map((e) => ({
          name: e.name,
          artist: e.artist,
          venue: e.venue,
          city: e.city,
          date: eventDate(e.when, now),
          category_id: categoryIds.get(e.category) as number,
          expected_dkim_domain: e.domain,
        })),
      )
      .returning(['id', 'name', 'date'])
      .execute();
    await tx
      .updateTable('concerts')
      .set({ thumbnail: sql<string>`'/thumbnails/' || id || '.svg'` })
      .where('thumbnail', 'is', null)
      .execute();

    const categoryOf = new Map(DEMO_EVENTS.map((e) => [e.name, e.category]));
    const targets = concerts
      .sort((a, b) => a.id - b.id)
      .map((c) => ({ concertId: c.id, category: categoryOf.get(c.name) ?? 'Concerts', past: c.date < now, date: c.date }));
    const listings = demoListings(targets, sellerIds, DEMO_SELLERS.map((s) => s.city), now);
    await tx.insertInto('ticket_listings').values(listings).execute();
    return { seeded: true, concerts: concerts.length, listings: listings.length };
  });
}
