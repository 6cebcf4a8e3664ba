import type { ResolvedPage } from '../../../shared/paging';
import type { ListingFilters, ListingSort } from '../../db/repositories/listings.repo';
import { insertCategory, insertConcert } from '../../test/fixtures';
import { listingId } from '../../test/listingFixtures';
import { signedInUser, type SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { EVERYTHING, eventScope } from '../cacheScope';
import { concertListingsBody } from '../listings.service';
import { EventListingsModel } from './eventListings';

/**
 * An event's listings pages written from the listings the process holds (issue 21) are byte for byte the pages the
 * database writes (concertListingsBody without a model), for each order, filter, page and reader below, before and
 * after the writes it hears.
 */
describe("an event's listings written from the listings model", () => {
  let t: TestApp;
  let concertId: number;
  let seller: SignedInUser;
  let model: EventListingsModel;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    concertId = (await insertConcert(t.db, { name: 'Held "Listings" \\ Show', categoryId, daysFromNow: 8 })).id;
    seller = await signedInUser(t.db, { name: 'Asha "Ace" Rao', phone_number: '+919811100011' });
    const other = await signedInUser(t.db, { name: 'Ravi', phone_number: '+919811100012' });
    const add = async (fields: Omit<Parameters<typeof listingId>[1], 'concert_id'>) => ids.push(await listingId(t.db, { concert_id: concertId, ...fields }));
    // Twins on price and on quantity, both statuses, money with and without paise.
    const prices = ['999.50', 1500, 1500, '0.01', 750, 750, 10_000_000, 120, '120.05', 2000];
    for (const [i, price] of prices.entries()) {
      await add({ seller_id: i % 2 === 0 ? seller.user.id : other.user.id, price, quantity: 1 + (i % 3), ticket_status: i % 4 === 3 ? 'SOLD' : 'LISTED', ticket_hits: i, booking_seat: i === 0 ? 'Row "A"\nSeat 5 — é 🎟' : null });
    }
    const hidden = await listingId(t.db, { concert_id: concertId, seller_id: other.user.id, price: 1, quantity: 1 });
    await t.db.updateTable('ticket_listings').set({ hidden_at: new Date(), hidden_cause: 'OPERATOR', hidden_reason: 'Reported' }).where('id', '=', hidden).execute();
    // Sold by a seller who has since deleted their account: counted, never shown.
    const orphan = await listingId(t.db, { concert_id: concertId, seller_id: other.user.id, price: 5, quantity: 2, ticket_status: 'SOLD' });
    await t.db.updateTable('ticket_listings').set({ seller_id: null }).where('id', '=', orphan).execute();
    const checker = await signedInUser(t.db, { phone_number: '+919811100013' });
    await t.db.updateTable('users').set({ phone_verification_status: 'VERIFIED' }).where('id', '=', checker.user.id).execute();
    await t.db.insertInto('meetup_checks').values({ listing_id: ids[2], checker_id: checker.user.id, matched: true }).execute();
    model = new EventListingsModel(t.db, { maxListings: 1000, maxPerEvent: 100 });
    model.setHearing(true);
  });
  afterAll(() => t.close());

  function pages(): ResolvedPage<ListingSort>[] {
    const list: ResolvedPage<ListingSort>[] = [];
    for (const sortBy of ['price', 'quantity'] as const)
      for (const sortDir of ['asc', 'desc'] as const)
        for (const [pageNumber, pageSize] of [[0, 20], [0, 3], [2, 3], [9, 3]]) list.push({ pageNumber, pageSize, sortBy, sortDir });
    return list;
  }
  const FILTERS: ListingFilters[] = [{}, { minPrice: 120.05 }, { maxPrice: 750 }, { minPrice: 100, maxPrice: 1500, minQuantity: 2 }, { minQuantity: 3 }, { minPrice: 1e7 + 1 }];

  async function differences(): Promise<string[]> {
    const found: string[] = [];
    for (const filters of FILTERS)
      for (const page of pages()) {
        const held = await model.page(concertId, filters, page);
        const written = await concertListingsBody(t.db, concertId, filters, page);
        if (held === null) found.push(`no answer for ${JSON.stringify({ filters, page })}`);
        else if (!held.equals(written)) found.push(`${JSON.stringify({ filters, page })}\n  model:    ${held.subarray(0, 500)}\n  database: ${written.subarray(0, 500)}`);
      }
    return found.slice(0, 3);
  }

  it('writes every page as the database does', async () => {
    const first = await model.page(concertId, {}, pages()[0]);
    expect(JSON.parse(first!.toString())).toMatchObject({ totalElements: 11, lastPage: true });
    expect(await differences()).toEqual([]);
  });

  it('follows the writes it hears, and forgets the rest', async () => {
    await t.db.updateTable('ticket_listings').set({ price: 1 }).where('id', '=', ids[5]).execute();
    // Not heard yet: the page held is still the one read before.
    const before = await model.page(concertId, {}, pages()[0]);
    expect(JSON.parse(before!.toString()).content.map((l: { price: number }) => l.price)).not.toContain(1);
    model.changed(eventScope(concertId));
    const after = await model.page(concertId, {}, pages()[0]);
    expect(JSON.parse(after!.toString()).content.map((l: { price: number }) => l.price)).toContain(1);
    expect(await differences()).toEqual([]);
    await t.db.updateTable('ticket_listings').set({ ticket_status: 'SOLD' }).where('id', '=', ids[0]).execute();
    await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 640, quantity: 4 });
    await t.db.updateTable('users').set({ name: 'Asha R.' }).where('id', '=', seller.user.id).execute();
    model.changed(eventScope(concertId + 1000));
    const otherEvent = await model.page(concertId, {}, pages()[0]);
    expect(JSON.parse(otherEvent!.toString()).content.map((l: { price: number }) => l.price)).not.toContain(640);
    model.changed(EVERYTHING);
    expect(await differences()).toEqual([]);
  });

  it('answers nothing for an event that does not exist (the database path answers 404), nor while writes go unheard', async () => {
    expect(await model.page(concertId + 1000, {}, pages()[0])).toBeNull();
    const deaf = new EventListingsModel(t.db, { maxListings: 1000, maxPerEvent: 100 });
    expect(await deaf.page(concertId, {}, pages()[0])).toBeNull();
  });

  it('leaves an event with more listings than it holds for one to the database', async () => {
    const strict = new EventListingsModel(t.db, { maxListings: 1000, maxPerEvent: 12 });
    strict.setHearing(true);
    expect(await strict.page(concertId, {}, pages()[0])).not.toBeNull();
    await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 333, quantity: 1 });
    strict.changed(eventScope(concertId));
    expect(await strict.page(concertId, {}, pages()[0])).toBeNull();
  });

  it('reads an event whole only once it has been read a page at a time as often as its listings fill pages since its last write', async () => {
    const amortised = new EventListingsModel(t.db, { maxListings: 1000, maxPerEvent: 100, sizeOf: () => 50 });
    amortised.setHearing(true);
    const answers = async (reads: number) => {
      const found: boolean[] = [];
      for (let i = 0; i < reads; i += 1) found.push((await amortised.page(concertId, {}, pages()[0])) !== null);
      return found;
    };
    // 50 listings are three pages of 20: the database answers two reads, the third reads the event whole.
    expect(await answers(4)).toEqual([false, false, true, true]);
    // A write drops what was held, and the count starts again, also part way through it.
    amortised.changed(eventScope(concertId));
    expect(await answers(2)).toEqual([false, false]);
    amortised.changed(eventScope(concertId));
    expect(await answers(3)).toEqual([false, false, true]);
  });

  it('holds no more listings than it may, making way from the event read longest ago', async () => {
    const small = new EventListingsModel(t.db, { maxListings: 5, maxPerEvent: 100 });
    small.setHearing(true);
    const second = (await insertConcert(t.db, { name: 'Second Show', categoryId: await insertCategory(t.db, 'Second'), daysFromNow: 3 })).id;
    await listingId(t.db, { concert_id: second, seller_id: seller.user.id, price: 10 });
    const loads = jest.spyOn(t.db.getExecutor(), 'executeQuery');
    const read = async (id: number) => {
      const before = loads.mock.calls.length;
      await small.page(id, {}, pages()[0]);
      return loads.mock.calls.length - before;
    };
    expect(await read(second)).toBe(2);
    expect(await read(second)).toBe(0);
    // Thirteen listings: over the bound, so the second event makes way; the first is kept while it is the only one.
    expect(await read(concertId)).toBe(2);
    expect(await read(second)).toBe(2);
    expect(await read(concertId)).toBe(2);
    loads.mockRestore();
  });
});
