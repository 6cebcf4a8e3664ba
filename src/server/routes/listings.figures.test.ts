import type { Concert, Statistics } from '../../shared/entities';
import { createVerifiedListing } from '../services/verifiedListing.service';
import { listingId } from '../test/listingFixtures';
import { insertCategory, insertConcert } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

const PROOF = { domain: 'bookmyshow.com', selector: 's1', keyFingerprint: 'ab12', signedAt: null };

/** The event's lowestTicketPrice and numberOfTicketsListed, and the platform statistics, follow each listing change. */
describe('event figures after listing changes', () => {
  let t: TestApp;
  let concertId: number;
  let seller: SignedInUser;
  let cheap: number;
  let verified: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    concertId = (await insertConcert(t.db, { name: 'Figures Show', categoryId, daysFromNow: 12 })).id;
    seller = await signedInUser(t.db);
    cheap = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 800, quantity: 2 });
    await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 1200, quantity: 3 });
  });
  afterAll(() => t.close());

  async function figures() {
    const event = (await t.app.inject({ method: 'GET', url: `/api/concerts/${concertId}` })).json() as Concert;
    const statistics = (await t.app.inject({ method: 'GET', url: '/api/statistics' })).json() as Statistics;
    return {
      lowestTicketPrice: event.lowestTicketPrice,
      numberOfTicketsListed: event.numberOfTicketsListed,
      totalTickets: statistics.totalTickets,
      totalVolumeSold: statistics.totalVolumeSold,
    };
  }

  function send(method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({ method, url, payload, headers: seller.headers });
  }

  // The steps build on each other, in order.
  it('starts from the listings in the database', async () => {
    expect(await figures()).toEqual({ lowestTicketPrice: 800, numberOfTicketsListed: 5, totalTickets: 5, totalVolumeSold: 0 });
  });

  it('follows a verified listing being created', async () => {
    const listing = await createVerifiedListing(t.db, {
      concertId,
      sellerId: seller.user.id,
      bookingId: 'FIG-1',
      verifiedSeat: 'Gold',
      verifiedTicketQuantity: 3,
      verifiedAmountPaid: 1500,
      dkim: PROOF,
    });
    verified = listing.ticketListingId;
    expect(await figures()).toEqual({ lowestTicketPrice: 500, numberOfTicketsListed: 8, totalTickets: 8, totalVolumeSold: 0 });
  });

  it('follows an update of price and quantity', async () => {
    const response = await send('PUT', `/api/ticketListing/${cheap}`, { quantity: 1, price: 450, verifiedSeat: 'Gold', negotiable: true });
    expect(response.statusCode).toBe(200);
    expect(await figures()).toEqual({ lowestTicketPrice: 450, numberOfTicketsListed: 7, totalTickets: 7, totalVolumeSold: 0 });
  });

  it('follows a listing marked sold', async () => {
    expect((await send('PATCH', `/api/ticketListing/${cheap}/status?status=SOLD&source=PLATFORM`)).statusCode).toBe(200);
    expect(await figures()).toEqual({ lowestTicketPrice: 500, numberOfTicketsListed: 6, totalTickets: 7, totalVolumeSold: 450 });
  });

  it('follows a listing deleted', async () => {
    expect((await send('DELETE', `/api/ticketListing/${verified}`)).statusCode).toBe(204);
    expect(await figures()).toEqual({ lowestTicketPrice: 1200, numberOfTicketsListed: 3, totalTickets: 4, totalVolumeSold: 450 });
  });

  it('does not move when a change is refused', async () => {
    expect((await send('PUT', `/api/ticketListing/${cheap}`, { quantity: 1, price: 10, verifiedSeat: 'Gold', negotiable: true })).statusCode).toBe(409);
    expect(await figures()).toEqual({ lowestTicketPrice: 1200, numberOfTicketsListed: 3, totalTickets: 4, totalVolumeSold: 450 });
  });
});
