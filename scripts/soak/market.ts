import { sql, type Kysely } from 'kysely';
import { newAccount } from '../../e2e/support/accounts';
import type { Database } from '../../src/server/db/database';
import { listingId } from '../../src/server/test/listingFixtures';
import type { UserEnvelope } from '../../src/shared/apiContract';
import { send, Session, type Tally } from './traffic';
import type { ListingState, WriteLedger } from './writeLedger';

export interface OwnListing {
  id: number;
  seat: string;
  state: ListingState;
}

/** A real account made through the API, past the selling gate, with verified listings inserted for it. */
export interface Seller {
  id: number;
  email: string;
  password: string;
  /** Where its requests come from (each seller its own address, as real users behind the proxy). */
  ip: string;
  session: Session;
  listings: OwnListing[];
  lastSignInAt: number;
}

/** What the browsing and searching traffic picks from. */
export interface Catalogue {
  upcoming: number[];
  popularEventId: number;
  cities: string[];
  categoryIds: number[];
  /** Words of event names and cities, which the header's search is typed with. */
  words: string[];
}

export async function readCatalogue(db: Kysely<Database>, popularEventId: number): Promise<Catalogue> {
  const upcoming = await db.selectFrom('concerts').select('id').where('date', '>', sql<Date>`now() + interval '1 day'`).execute();
  const cities = await db.selectFrom('concerts').select('city').distinct().execute();
  const categories = await db.selectFrom('categories').select('id').execute();
  const { rows: words } = await sql<{ word: string }>`
    select distinct lower(w) as word from concerts, regexp_split_to_table(name, '\\s+') w where length(w) >= 4 limit 400`.execute(db);
  return {
    upcoming: upcoming.map((r) => r.id),
    popularEventId,
    cities: cities.map((r) => r.city),
    categoryIds: categories.map((r) => r.id),
    words: words.map((r) => r.word),
  };
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
export const ipOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function signUp(origin: string, tally: Tally, n: number): Promise<Seller> {
  const account = newAccount('Soak');
  const session = new Session();
  const ip = ipOf(n + 1);
  const answer = await send(origin, tally, {
    kind: 'sign-up',
    method: 'POST',
    path: '/auth/signup',
    json: { name: account.name, email: account.email, password: account.password, phoneNumber: account.phoneNumber },
    ip,
    expect: [201],
  });
  if (answer?.status !== 201) throw new Error(`sign-up ${n} answered ${answer?.status ?? 'nothing'}: ${JSON.stringify(answer?.body)}`);
  session.take(answer);
  const { user } = answer.body as UserEnvelope;
  return { id: user.id, email: account.email, password: account.password, ip, session, listings: [], lastSignInAt: Date.now() };
}

/**
 * `count` sellers signed up through the API (a few at a time), verified and given `perSeller` verified
 * listings straight in the database, each recorded in the ledger as inserted.
 */
export async function makeSellers(
  origin: string,
  db: Kysely<Database>,
  tally: Tally,
  ledger: WriteLedger,
  catalogue: Catalogue,
  { count, perSeller }: { count: number; perSeller: number },
): Promise<Seller[]> {
  const sellers: Seller[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => signUp(origin, tally, start + i));
    sellers.push(...(await Promise.all(batch)));
  }
  await db
    .updateTable('users')
    .set({ email_verification_status: 'VERIFIED', phone_verification_status: 'VERIFIED' })
    .where('id', 'in', sellers.map((s) => s.id))
    .execute();
  for (const seller of sellers) {
    for (let i = 0; i < perSeller; i++) {
      const seat = `Block ${String.fromCharCode(65 + i)}`;
      const price = 1000 + Math.floor(Math.random() * 9000);
      const concertId = i === 0 ? catalogue.popularEventId : pick(catalogue.upcoming);
      const id = await listingId(db, { concert_id: concertId, seller_id: seller.id, price, verified_seat: seat, bookingId: `SOAK-${seller.id}-${i}` });
      const state: ListingState = { price, status: 'LISTED' };
      seller.listings.push({ id, seat, state });
      ledger.inserted(id, state);
    }
  }
  return sellers;
}
