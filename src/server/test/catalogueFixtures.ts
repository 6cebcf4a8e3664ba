import type { Db } from '../db/database';
import type { ConcertRow } from '../db/tables/catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EventFields {
  name: string;
  categoryId: number;
  /** Days from now (negative: past), or an exact moment. */
  when: number | Date;
  artist?: string;
  venue?: string;
  city?: string;
}

/** An event with the fields the catalogue searches and filters on, for tests that build their own world. */
export async function insertEvent(db: Db, fields: EventFields): Promise<ConcertRow> {
  return db
    .insertInto('concerts')
    .values({
      name: fields.name,
      artist: fields.artist ?? 'Various Artists',
      venue: fields.venue ?? 'Test Venue',
      city: fields.city ?? 'Mumbai',
      date: typeof fields.when === 'number' ? new Date(Date.now() + fields.when * DAY_MS) : fields.when,
      category_id: fields.categoryId,
      expected_dkim_domain: 'bookmyshow.com',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
