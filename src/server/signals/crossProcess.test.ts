import type { FastifyInstance } from 'fastify';
import type { Concert, PagedResponse, TicketListing } from '../../shared/entities';
import { insertJob } from '../db/repositories/jobs.repo';
import { wrapAsAttachment } from '../mail/testing/bookingEmails';
import { storeInboundMessage } from '../mailbox/messageStore';
import { waitForForward } from '../mailbox/waiter';
import { listingId } from '../test/listingFixtures';
import { insertCategory, insertConcert } from '../test/fixtures';
import { signedInUser, type SignedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';
import { secondProcess } from '../test/secondProcess';
import { watch } from '../test/watchCalls';
import { catalogueSignalsHeard } from '../test/signalsHeard';

/**
 * Two API processes on one database (issue 21): what one does reaches the other through the database's
 * notifications, not through the other's polls or cache lifetime (both far longer than these tests wait).
 */
describe('signals between processes', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let concertId: number;
  let seller: SignedInUser;
  let listing: number;
  let categoryId: number;

  beforeAll(async () => {
    // Read caching on, as outside tests.
    a = await buildTestApp({ env: { NODE_ENV: 'development' } });
    b = await secondProcess(a, { NODE_ENV: 'development' });
    categoryId = await insertCategory(a.db);
    concertId = (await insertConcert(a.db, { name: 'Two Process Show', categoryId, daysFromNow: 9 })).id;
    seller = await signedInUser(a.db, { name: 'Asha Seller', phone_number: '+919811112222' });
    listing = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 900, quantity: 2 });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const statusOnB = async () => {
    const page = (await b.inject({ method: 'GET', url: `/api/ticketListing/concerts/${concertId}` })).json() as PagedResponse<TicketListing>;
    return page.content[0].ticketStatus;
  };

  it('a write on one process clears the cached reads of the other', async () => {
    expect(await statusOnB()).toBe('LISTED');
    const invalidate = watch(b.readCache, 'invalidate');
    const cleared = invalidate.next();
    const sold = await a.app.inject({ method: 'PATCH', url: `/api/ticketListing/${listing}/status?status=SOLD`, headers: seller.headers });
    expect(sold.statusCode).toBe(200);
    await cleared;
    invalidate.restore();
    expect(await statusOnB()).toBe('SOLD');
  });

  it("a write on one process drops only that event's reads on the other", async () => {
    const otherEvent = (await insertConcert(a.db, { name: 'Untouched Show', categoryId, daysFromNow: 12 })).id;
    await listingId(a.db, { concert_id: otherEvent, seller_id: seller.user.id, price: 700, quantity: 1 });
    const fresh = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 300, quantity: 1 });
    await catalogueSignalsHeard(b);
    // Read twice, as a page many readers share is: b's cache keeps a key from its second miss.
    const firstOnB = async (eventId: number) => {
      const url = `/api/ticketListing/concerts/${eventId}?sortBy=price`;
      await b.inject({ method: 'GET', url });
      return ((await b.inject({ method: 'GET', url })).json() as PagedResponse<TicketListing>).content[0];
    };
    expect((await firstOnB(otherEvent)).concert.concertName).toBe('Untouched Show');
    expect((await firstOnB(concertId)).price).toBe(300);
    // Renamed by hand, which nobody announces, so only a dropped cache entry on b would show it.
    await a.db.updateTable('concerts').set({ name: 'Renamed Show' }).where('id', '=', otherEvent).execute();
    const invalidate = watch(b.readCache, 'invalidate');
    const cleared = invalidate.next();
    const changed = await a.app.inject({
      method: 'PUT',
      url: `/api/ticketListing/${fresh}`,
      headers: seller.headers,
      payload: { quantity: 1, price: 350, verifiedSeat: 'General Admission', negotiable: false, wantsExchange: false },
    });
    expect(changed.statusCode).toBe(200);
    await cleared;
    invalidate.restore();
    expect((await firstOnB(concertId)).price).toBe(350);
    expect((await firstOnB(otherEvent)).concert.concertName).toBe('Untouched Show');
  });

  it('a failed write tells nobody', async () => {
    const other = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 800, quantity: 1 });
    await catalogueSignalsHeard(b);
    const invalidate = watch(b.readCache, 'invalidate');
    const refused = await a.app.inject({ method: 'PATCH', url: `/api/ticketListing/${listing + 1000}/status?status=SOLD`, headers: seller.headers });
    expect(refused.statusCode).toBe(404);
    // Notifications arrive in order: once a later write is heard, the refused one would have been too.
    const cleared = invalidate.next();
    const sold = await a.app.inject({ method: 'PATCH', url: `/api/ticketListing/${other}/status?status=SOLD`, headers: seller.headers });
    expect(sold.statusCode).toBe(200);
    await cleared;
    expect(invalidate.calls).toBe(1);
    invalidate.restore();
  });

  it('a listing write is announced once, by its row as it commits', async () => {
    const own = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 820, quantity: 1 });
    await catalogueSignalsHeard(b);
    const invalidate = watch(b.readCache, 'invalidate');
    const sold = await a.app.inject({ method: 'PATCH', url: `/api/ticketListing/${own}/status?status=SOLD`, headers: seller.headers });
    expect(sold.statusCode).toBe(200);
    await catalogueSignalsHeard(b);
    // The sale, then the marker: the route sends nothing of its own beside its row's trigger.
    expect(invalidate.calls).toBe(2);
    invalidate.restore();
  });

  it('a listing changed outside the API (a job, SQL by hand) reaches the other process', async () => {
    const own = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 10, quantity: 1 });
    await catalogueSignalsHeard(b);
    const cheapestOnB = async () =>
      ((await b.inject({ method: 'GET', url: `/api/ticketListing/concerts/${concertId}?sortBy=price` })).json() as PagedResponse<TicketListing>).content[0].price;
    expect(await cheapestOnB()).toBe(10);
    const invalidate = watch(b.readCache, 'invalidate');
    const cleared = invalidate.next();
    await a.db.updateTable('ticket_listings').set({ price: 5 }).where('id', '=', own).execute();
    await cleared;
    invalidate.restore();
    expect(await cheapestOnB()).toBe(5);
  });

  it("a price change on one process reorders the other's lists, which it writes from its event model", async () => {
    const url = `/api/concerts?categoryId=${categoryId}&sortBy=lowestTicketPrice&pageSize=1`;
    const cheapestOnB = async () => ((await b.inject({ method: 'GET', url })).json() as PagedResponse<Concert>).content[0];
    const rival = (await insertConcert(a.db, { name: 'Rival Show', categoryId, daysFromNow: 11 })).id;
    await listingId(a.db, { concert_id: rival, seller_id: seller.user.id, price: 2, quantity: 1 });
    const own = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 3, quantity: 1 });
    await catalogueSignalsHeard(b);
    const fromModel = jest.spyOn(b.catalogueModel.events, 'page');
    expect(await cheapestOnB()).toMatchObject({ concertName: 'Rival Show', lowestTicketPrice: 2 });
    const invalidate = watch(b.readCache, 'invalidate');
    const cleared = invalidate.next();
    await a.db.updateTable('ticket_listings').set({ price: 1 }).where('id', '=', own).execute();
    await cleared;
    invalidate.restore();
    expect(await cheapestOnB()).toMatchObject({ concertName: 'Two Process Show', lowestTicketPrice: 1 });
    expect(fromModel).toHaveBeenCalledTimes(2);
    for (const answer of fromModel.mock.results) expect(await answer.value).not.toBeNull();
    fromModel.mockRestore();
  });

  it('a listing change that rolls back tells nobody', async () => {
    const own = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 12, quantity: 1 });
    await catalogueSignalsHeard(b);
    const invalidate = watch(b.readCache, 'invalidate');
    await a.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('ticket_listings').set({ price: 11 }).where('id', '=', own).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await catalogueSignalsHeard(b);
    expect(invalidate.calls).toBe(1);
    invalidate.restore();
  });

  it('mail stored by another process wakes the verification waiting here at once', async () => {
    const sender = 'seller-across@example.in';
    // Polls an hour apart: only the signal can end this wait.
    const waiting = waitForForward(a.db, a.app.inboundMail, { sender, timeoutMs: 3_600_000, pollMs: 3_600_000, production: false });
    const raw = await wrapAsAttachment(Buffer.from('From: tickets@bookmyshow.com\r\nTo: fan@example.in\r\nSubject: booked\r\n\r\nYour tickets\r\n'), { from: sender, to: 'verify@localhost' });
    const id = await storeInboundMessage(b.db, null, { envelopeFrom: sender, rcpt: 'verify@localhost', raw });
    expect((await waiting)?.id).toBe(id);
  });

  it('a job queued by another process wakes this process’s runner', async () => {
    const wake = watch(a.app.jobs, 'wake');
    const woken = wake.next();
    await insertJob(b.db, { kind: 'nothing-to-do', runAt: new Date() });
    await woken;
    wake.restore();
  });

  it('a job queued in a transaction that rolls back wakes nobody', async () => {
    const wake = watch(a.app.jobs, 'wake');
    await b.db
      .transaction()
      .execute(async (trx) => {
        await insertJob(trx, { kind: 'never-queued', runAt: new Date() });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // Notifications arrive in order: once a later job is heard, the rolled-back one would have been too.
    const woken = wake.next();
    await insertJob(b.db, { kind: 'queued', runAt: new Date() });
    await woken;
    expect(wake.calls).toBe(1);
    wake.restore();
  });
});
