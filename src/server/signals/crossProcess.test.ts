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

/**
 * Two API processes on one database (issue 21): what one does reaches the other at once. No process keeps
 * catalogue reads; mail and jobs reach the other through the database's notifications, not its polls (far
 * longer than these tests wait).
 */
describe('signals between processes', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let concertId: number;
  let seller: SignedInUser;
  let listing: number;
  let categoryId: number;

  beforeAll(async () => {
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

  it('a write on one process shows on the other at once', async () => {
    expect(await statusOnB()).toBe('LISTED');
    const sold = await a.app.inject({ method: 'PATCH', url: `/api/ticketListing/${listing}/status?status=SOLD`, headers: seller.headers });
    expect(sold.statusCode).toBe(200);
    expect(await statusOnB()).toBe('SOLD');
  });

  it('a listing changed outside the API (a job, SQL by hand) shows on the other process at once', async () => {
    const own = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 10, quantity: 1 });
    const cheapestOnB = async () =>
      ((await b.inject({ method: 'GET', url: `/api/ticketListing/concerts/${concertId}?sortBy=price` })).json() as PagedResponse<TicketListing>).content[0].price;
    expect(await cheapestOnB()).toBe(10);
    await a.db.updateTable('ticket_listings').set({ price: 5 }).where('id', '=', own).execute();
    expect(await cheapestOnB()).toBe(5);
  });

  it("a price change on one process reorders the other's lists", async () => {
    const url = `/api/concerts?categoryId=${categoryId}&sortBy=lowestTicketPrice&pageSize=1`;
    const cheapestOnB = async () => ((await b.inject({ method: 'GET', url })).json() as PagedResponse<Concert>).content[0];
    const rival = (await insertConcert(a.db, { name: 'Rival Show', categoryId, daysFromNow: 11 })).id;
    await listingId(a.db, { concert_id: rival, seller_id: seller.user.id, price: 2, quantity: 1 });
    const own = await listingId(a.db, { concert_id: concertId, seller_id: seller.user.id, price: 3, quantity: 1 });
    expect(await cheapestOnB()).toMatchObject({ concertName: 'Rival Show', lowestTicketPrice: 2 });
    await a.db.updateTable('ticket_listings').set({ price: 1 }).where('id', '=', own).execute();
    expect(await cheapestOnB()).toMatchObject({ concertName: 'Two Process Show', lowestTicketPrice: 1 });
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
