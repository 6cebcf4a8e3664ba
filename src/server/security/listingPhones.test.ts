import type { PagedResponse, TicketListing } from '../../shared/entities';
import { formatPhone } from '../../shared/phone';
import { everyRouteApp } from '../test/everyRouteApp';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { ROUTE_ACCESS, type AppRoute } from '../test/routeTable';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import type { TestApp } from '../test/testApp';

/**
 * The scraper's walk (issue 41): a signed-in account that reads every page it may read, as often as it likes, gathers
 * no seller's phone number. Only contacting a seller answers one, and that is counted and capped
 * (listings.contacts.test.ts).
 */
describe("a signed-in account walking every read gathers no seller's phone", () => {
  let t: TestApp & { routes: AppRoute[] };
  let walker: SignedInUser;
  let seller: SignedInUser;
  let eventId: number;
  let categoryId: number;
  let listing: number;
  const SELLER_PHONES = ['+919811155501', '+919811155502'];

  beforeAll(async () => {
    t = await everyRouteApp();
    categoryId = await insertCategory(t.db, 'Concerts');
    eventId = (await insertConcert(t.db, { name: 'Scraped Show', categoryId, daysFromNow: 9 })).id;
    seller = await signedInUser(t.db, { name: 'Asha Seller', phone_number: SELLER_PHONES[0] });
    const other = await signedInUser(t.db, { name: 'Ravi Seller', phone_number: SELLER_PHONES[1] });
    listing = await listingId(t.db, { concert_id: eventId, seller_id: seller.user.id, price: 900 });
    await listingId(t.db, { concert_id: eventId, seller_id: other.user.id, price: 1200, ticket_status: 'SOLD' });
    walker = await signedInUser(t.db, { name: 'Walker' });
    // The walker has opened the event: it is in their recently viewed and likely lists too.
    await t.db.insertInto('concert_views').values({ user_id: walker.user.id, concert_id: eventId }).execute();
  });
  afterAll(() => t.close());

  /** Every way a stored number could be written out: as stored, without the country code, grouped as the UI shows it. */
  const phoneForms = SELLER_PHONES.flatMap((phone) => [phone, phone.slice(3), formatPhone(phone)]);

  /** A real value for each path parameter, so that each read answers with what it holds. */
  function urlFor(route: AppRoute): string {
    const listingRoute = route.url.startsWith('/api/ticketListing/:id');
    return route.url
      .replace(':keyword', 'Scraped')
      .replace(':concertId', String(eventId))
      .replace(':file', 'none.webp')
      .replace(':deviceId', 'device-1')
      .replace(/\/api\/(concerts\/)?category\/:id/, (prefix) => prefix.replace(':id', String(categoryId)))
      .replace('/api/users/:id', `/api/users/${seller.user.id}`)
      .replace(':id', String(listingRoute ? listing : eventId))
      .replace('*', `events/scraped-show/${eventId}`);
  }

  it('reads every public and signed-in GET route and the listing pages in every order, and finds no phone', async () => {
    const reads = t.routes.filter((route) => route.method === 'GET' && ROUTE_ACCESS[route.name] !== 'admin').map(urlFor);
    for (const sortBy of ['price', 'quantity']) {
      for (const sortDir of ['asc', 'desc']) reads.push(`/api/ticketListing/concerts/${eventId}?pageSize=100&sortBy=${sortBy}&sortDir=${sortDir}`);
    }
    expect(reads).toEqual(expect.arrayContaining([`/api/ticketListing/concerts/${eventId}`, `/api/ticketListing/${listing}`, `/api/ticketListing/${listing}/seller`]));

    const found: string[] = [];
    for (const url of reads) {
      const response = await t.app.inject({ method: 'GET', url, headers: walker.headers });
      for (const form of phoneForms) if (response.body.includes(form)) found.push(`${url}: ${form}`);
    }
    expect(found).toEqual([]);

    // The walk did reach the sellers: their listings, by name, just without numbers.
    const page = (await t.app.inject({ method: 'GET', url: `/api/ticketListing/concerts/${eventId}`, headers: walker.headers })).json() as PagedResponse<TicketListing>;
    expect(page.content.map((l) => l.seller.name)).toEqual(['Asha Seller', 'Ravi Seller']);
  });

  it("gives the seller's own listings (My Listings) without a phone number too", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ticketListing/users', headers: seller.headers });
    expect((response.json() as PagedResponse<TicketListing>).content.map((l) => l.seller)).toEqual([{ id: seller.user.id, name: 'Asha Seller' }]);
  });
});
