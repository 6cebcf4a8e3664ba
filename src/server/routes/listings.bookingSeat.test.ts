import type { TicketListing } from '../../shared/entities';
import { createVerifiedListing } from '../services/verifiedListing.service';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingRow } from '../test/listingFixtures';
import { signedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/** The seat text read from the booking stays readable to buyers after the seller edits theirs. */
describe('the seat from the booking', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('keeps the booking seat apart from the seat the seller edits', async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db);
    const concertId = (await insertConcert(t.db, { name: 'Seat Show', categoryId, daysFromNow: 8 })).id;
    const seller = await signedInUser(t.db);
    const created = await createVerifiedListing(t.db, {
      concertId,
      sellerId: seller.user.id,
      bookingId: 'BK-SEAT-1',
      verifiedSeat: ' Silver - Row K ',
      verifiedTicketQuantity: 2,
      verifiedAmountPaid: 5000,
      dkim: { domain: 'bookmyshow.com', selector: 'bms1', keyFingerprint: 'f00d', signedAt: '2026-11-20T10:00:00.000Z' },
    });
    expect(created).toMatchObject({ verifiedSeat: 'Silver - Row K', bookingSeat: 'Silver - Row K' });

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/ticketListing/${created.ticketListingId}`,
      headers: seller.headers,
      payload: { quantity: 2, price: 2500, verifiedSeat: 'VIP Front Row', negotiable: true, bookingSeat: 'VIP Front Row' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ verifiedSeat: 'VIP Front Row', bookingSeat: 'Silver - Row K' });

    const page = await t.app.inject({ method: 'GET', url: `/api/ticketListing/concerts/${concertId}` });
    const shown = (page.json() as { content: TicketListing[] }).content[0];
    expect(shown).toMatchObject({ verifiedSeat: 'VIP Front Row', bookingSeat: 'Silver - Row K' });
    expect(await listingRow(t.db, created.ticketListingId)).toMatchObject({ verified_seat: 'VIP Front Row', booking_seat: 'Silver - Row K' });
  });
});
