import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditPage } from '../../shared/admin/audit';
import { bookingIdHash } from '../db/bookingIdHash';
import { eraseAccount } from '../db/repositories/accountErasure.repo';
import type { ConcertRow } from '../db/tables/catalogue';
import type { BookingEmailFields } from '../mail/testing/bookingEmails';
import { forwardedBooking, testKeyRecords } from '../mail/testing/bookingEmails';
import { storeInboundMessage } from '../mailbox/messageStore';
import { LISTING_DELETE_REFUSALS } from '../services/listingChanges.service';
import { BOOKING_ALREADY_LISTED, BOOKING_DELETED } from '../services/verifiedListing.service';
import { signedInAdmin } from '../test/admins';
import { insertCategory, insertConcert } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { bookingFor, verifiedSeller } from '../test/verifiedSeller';

const MAILBOX = 'verify@localhost';

/**
 * Issue 40, point 3: what an operator hid stays hidden. The seller cannot delete it, and a deleted listing leaves
 * its booking's hash behind, so the same booking forwarded again is refused until an operator lets it list again.
 */
describe('deleting a listing: hidden stays hidden, a deleted booking stays deleted', () => {
  let t: TestApp;
  let keysDir: string;
  let concert: ConcertRow;
  let admin: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    keysDir = await mkdtemp(join(tmpdir(), 'dkim-keys-'));
    await writeFile(join(keysDir, 'keys.json'), JSON.stringify(testKeyRecords()));
    t = await buildTestApp({ env: { MAILBOX_WAIT_MS: '1500', DKIM_TEST_KEYS: join(keysDir, 'keys.json') } });
    concert = await insertConcert(t.db, { name: 'Arijit Singh Live in Concert', categoryId: await insertCategory(t.db), daysFromNow: 40 });
    admin = await signedInAdmin(t.db);
    buyer = await signedInUser(t.db);
  });
  afterAll(async () => {
    await t.close();
    await rm(keysDir, { recursive: true, force: true });
  });

  /** The seller forwards the booking as an attachment and presses Verify: the listing, or the refusal. */
  async function forwardAndVerify(seller: SignedInUser, booking: BookingEmailFields) {
    const raw = await forwardedBooking('bookmyshow', booking, { from: seller.user.email, to: MAILBOX });
    await storeInboundMessage(t.db, t.app.inboundMail, { envelopeFrom: seller.user.email, rcpt: MAILBOX, raw });
    const query = { userId: String(seller.user.id), concertId: String(concert.id), senderEmail: seller.user.email, expectedDkimDomain: 'bookmyshow.com' };
    const response = await t.app.inject({ method: 'POST', url: '/api/create-from-verified-email', headers: seller.headers, query });
    return { status: response.statusCode, body: response.json() as { ticketListingId: number; error?: string } };
  }
  const remove = async (seller: SignedInUser, id: number) => {
    const response = await t.app.inject({ method: 'DELETE', url: `/api/ticketListing/${id}`, headers: seller.headers });
    return { status: response.statusCode, body: response.body === '' ? null : (response.json() as { error: string }) };
  };
  const adminPost = async (url: string, payload?: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const publicRead = (id: number) => t.app.inject({ method: 'GET', url: `/api/ticketListing/${id}`, headers: buyer.headers });
  const auditOf = async (id: number) =>
    ((await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetType=listing&targetId=${id}`, headers: admin.headers })).json() as AuditPage).content
      .map((entry) => ({ action: entry.action, actor: entry.actor?.id, source: entry.source }))
      .reverse();

  it('refuses the seller the deletion of a listing an operator hid (409, why), and its booking cannot be listed again', async () => {
    const seller = await verifiedSeller(t.db);
    const booking = bookingFor(concert, seller.user.email);
    const listed = await forwardAndVerify(seller, booking);
    expect(listed.status).toBe(201);
    const id = listed.body.ticketListingId;
    expect((await adminPost(`/api/admin/listings/${id}/hide`, { reason: 'The seat does not exist at this venue' })).status).toBe(200);

    expect(await remove(seller, id)).toEqual({ status: 409, body: { error: LISTING_DELETE_REFUSALS.OPERATOR } });
    const row = await t.db.selectFrom('ticket_listings').select(['hidden_cause']).where('id', '=', id).executeTakeFirst();
    expect(row).toEqual({ hidden_cause: 'OPERATOR' });

    expect(await forwardAndVerify(seller, booking)).toEqual({ status: 409, body: { error: BOOKING_ALREADY_LISTED } });
    expect((await publicRead(id)).statusCode).toBe(404);
    expect(await t.db.selectFrom('ticket_listings').select('id').where('seller_id', '=', seller.user.id).execute()).toEqual([{ id }]);
  });

  it('refuses the deletion of a listing hidden by its event’s cancellation', async () => {
    const seller = await verifiedSeller(t.db);
    const cancelled = await insertConcert(t.db, { name: 'Called Off Live', categoryId: concert.category_id, daysFromNow: 30 });
    const id = (
      await t.db
        .insertInto('ticket_listings')
        .values({ concert_id: cancelled.id, seller_id: seller.user.id, quantity: 1, price: 500, verified_seat: 'GA', booking_id_hash: bookingIdHash(`CANCELLED-${Date.now()}`) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await adminPost(`/api/admin/events/${cancelled.id}/cancel`, { reason: 'The venue flooded' })).status).toBe(200);
    expect(await remove(seller, id)).toEqual({ status: 409, body: { error: LISTING_DELETE_REFUSALS.EVENT_CANCELLED } });
    expect(await t.db.selectFrom('ticket_listings').select('hidden_cause').where('id', '=', id).executeTakeFirst()).toEqual({ hidden_cause: 'EVENT_CANCELLED' });
  });

  it('leaves a tombstone of a deleted listing’s booking: forwarded again it is refused, until an operator allows it; both are in the audit log', async () => {
    const seller = await verifiedSeller(t.db);
    const booking = bookingFor(concert, seller.user.email);
    const first = await forwardAndVerify(seller, booking);
    expect(first.status).toBe(201);
    const id = first.body.ticketListingId;

    expect(await remove(seller, id)).toEqual({ status: 204, body: null });
    expect(await t.db.selectFrom('ticket_listings').select('id').where('id', '=', id).execute()).toEqual([]);
    const tombstone = await t.db.selectFrom('deleted_bookings').selectAll().where('listing_id', '=', id).execute();
    expect(tombstone).toEqual([{ booking_id_hash: bookingIdHash(booking.bookingId), listing_id: id, concert_id: concert.id, deleted_at: expect.any(Date) }]);

    expect(await forwardAndVerify(seller, booking)).toEqual({ status: 409, body: { error: BOOKING_DELETED } });
    // Nor under another account that proves the same booking.
    const other = await verifiedSeller(t.db);
    expect(await forwardAndVerify(other, { ...booking, to: other.user.email })).toEqual({ status: 409, body: { error: BOOKING_DELETED } });

    // Only an operator lets it list again, and says so in the audit log.
    const sellerTries = await t.app.inject({ method: 'POST', url: `/api/admin/deleted-listings/${id}/allow-relisting`, headers: seller.headers });
    expect(sellerTries.statusCode).toBe(403);
    expect(await adminPost(`/api/admin/deleted-listings/${id}/allow-relisting`)).toEqual({
      status: 200,
      body: { listingId: id, eventId: concert.id, deletedAt: expect.any(String) },
    });
    expect(await adminPost(`/api/admin/deleted-listings/${id}/allow-relisting`)).toEqual({ status: 404, body: { error: 'No deleted listing with that id' } });
    const again = await forwardAndVerify(seller, booking);
    expect(again.status).toBe(201);
    expect((await publicRead(again.body.ticketListingId)).statusCode).toBe(200);

    expect(await auditOf(id)).toEqual([
      { action: 'listing.delete', actor: seller.user.id, source: 'seller' },
      { action: 'listing.allow_relisting', actor: admin.user.id, source: 'console' },
    ]);
  });

  it('keeps the tombstone when the seller erases their account with the listing on sale', async () => {
    const seller = await verifiedSeller(t.db);
    const booking = bookingFor(concert, seller.user.email);
    const listed = await forwardAndVerify(seller, booking);
    expect(listed.status).toBe(201);
    await t.db.transaction().execute(async (tx) => eraseAccount(tx, await tx.selectFrom('users').selectAll().where('id', '=', seller.user.id).executeTakeFirstOrThrow()));
    expect(await t.db.selectFrom('ticket_listings').select('id').where('id', '=', listed.body.ticketListingId).execute()).toEqual([]);
    const kept = await t.db.selectFrom('deleted_bookings').select('booking_id_hash').where('listing_id', '=', listed.body.ticketListingId).execute();
    expect(kept).toEqual([{ booking_id_hash: bookingIdHash(booking.bookingId) }]);
  });
});
