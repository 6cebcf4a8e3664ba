import { insertCategory, insertConcert } from '../../test/fixtures';
import { signedInUser, type SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { createVerifiedListing } from '../verifiedListing.service';
import { LISTING_ALERT_GRACE_MS } from './alertJobs';
import { LOWEST_PRICE_ALERT_EVERY_MS } from './lowestPriceJobs';

/**
 * Issue 42: an alert names a price that stands. A new listing alerts once, when its seller first saves the details
 * step (or after the grace period, at the price then standing), and an edit that lowers the event's lowest price
 * tells those who asked 'new lowest price', at most once a day per event.
 */
describe('alerts when the price is real', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let fan: SignedInUser;
  let bookings = 0;
  // The real time moved on by `aheadMs`: routes queue jobs by the real time, the jobs run by this clock.
  const clock = { aheadMs: 0, now: () => new Date(Date.now() + clock.aheadMs) };
  afterEach(() => {
    clock.aheadMs = 0;
  });

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    seller = await verified('price.seller@example.in');
    fan = await verified('price.fan@example.in');
  });
  afterAll(() => t.close());

  async function verified(email: string): Promise<SignedInUser> {
    const person = await signedInUser(t.db, { email });
    await t.db.updateTable('users').set({ email_verification_status: 'VERIFIED' }).where('id', '=', person.user.id).execute();
    return person;
  }

  /** A new event the fan asked to hear about. */
  async function watchedEvent(name: string): Promise<number> {
    const { id } = await insertConcert(t.db, { name, categoryId: await insertCategory(t.db, `Cat ${name}`), daysFromNow: 20 });
    const asked = await t.app.inject({ method: 'POST', url: `/api/manual-ticket-request/concert/${id}`, headers: fan.headers });
    expect(asked.statusCode).toBe(201);
    return id;
  }

  /** A verified booking of 2 tickets for ₹4,800: listed at ₹2,400 a ticket, the cap at 20% over is ₹2,880. */
  const list = (concertId: number) =>
    createVerifiedListing(t.db, {
      concertId,
      sellerId: seller.user.id,
      bookingId: `BMS-PRICE-${(bookings += 1)}`,
      verifiedSeat: 'Floor',
      verifiedTicketQuantity: 2,
      verifiedAmountPaid: 4800,
      dkim: { domain: 'bookmyshow.com', selector: 'bms1', keyFingerprint: 'f00d', signedAt: '2026-11-20T10:00:00.000Z' },
    });

  const saveDetails = (listingId: number, price: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/ticketListing/${listingId}`,
      headers: seller.headers,
      payload: { quantity: 2, price, verifiedSeat: 'Floor', negotiable: false, wantsExchange: false },
    });

  async function runJobs(): Promise<void> {
    while ((await t.app.jobs.runDueJobs()) > 0);
  }

  /** Runs what is due `ms` from now, as the grace period going by would. */
  async function runJobsAfter(ms: number): Promise<void> {
    clock.aheadMs = ms + 1000;
    await runJobs();
    clock.aheadMs = 0;
  }

  const mailsAbout = (name: string) =>
    t.db
      .selectFrom('outbox')
      .select(['to', 'subject', 'text'])
      .where('to', '=', 'price.fan@example.in')
      .where('subject', 'in', [`Tickets listed for ${name}`, `New lowest price for ${name}`])
      .orderBy('id')
      .execute();

  it('alerts nobody while the price is the face value filled in, then once when the seller saves, naming the saved price', async () => {
    const concertId = await watchedEvent('Saved Price Night');
    const listing = await list(concertId);
    await runJobs();
    expect(await mailsAbout('Saved Price Night')).toEqual([]);

    // Over the cap: refused, so it stands for nothing and announces nothing.
    const refused = await saveDetails(listing.ticketListingId, 3000);
    expect(refused.statusCode).toBe(400);
    await runJobs();
    expect(await mailsAbout('Saved Price Night')).toEqual([]);

    expect((await saveDetails(listing.ticketListingId, 2600)).statusCode).toBe(200);
    await runJobs();
    const [mail, ...more] = await mailsAbout('Saved Price Night');
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Tickets listed for Saved Price Night');
    expect(mail.text).toContain('2 tickets at ₹2,600 each');
    expect(mail.text).not.toContain('₹2,400');

    // Saved again (a raise), and the grace period over: the listing has had its one alert.
    expect((await saveDetails(listing.ticketListingId, 2700)).statusCode).toBe(200);
    await runJobsAfter(LISTING_ALERT_GRACE_MS);
    expect(await mailsAbout('Saved Price Night')).toHaveLength(1);
  });

  it('alerts after the grace period when the seller never saves, naming the price left standing', async () => {
    const concertId = await watchedEvent('Never Saved Night');
    await list(concertId);
    await runJobs();
    expect(await mailsAbout('Never Saved Night')).toEqual([]);
    await runJobsAfter(LISTING_ALERT_GRACE_MS);
    const mails = await mailsAbout('Never Saved Night');
    expect(mails.map((m) => m.subject)).toEqual(['Tickets listed for Never Saved Night']);
    expect(mails[0].text).toContain('2 tickets at ₹2,400 each');
  });

  it("tells 'new lowest price' when an edit undercuts the event's listings, at most once a day per event", async () => {
    const name = 'Lowest Price Night';
    const concertId = await watchedEvent(name);
    const first = await list(concertId);
    const second = await list(concertId);
    expect((await saveDetails(first.ticketListingId, 2500)).statusCode).toBe(200);
    expect((await saveDetails(second.ticketListingId, 2450)).statusCode).toBe(200);
    await runJobs();
    expect((await mailsAbout(name)).map((m) => m.subject)).toEqual([`Tickets listed for ${name}`, `Tickets listed for ${name}`]);

    // Not a new lowest: above the other listing's ₹2,450.
    expect((await saveDetails(first.ticketListingId, 2460)).statusCode).toBe(200);
    await runJobs();
    expect(await mailsAbout(name)).toHaveLength(2);

    expect((await saveDetails(first.ticketListingId, 2200)).statusCode).toBe(200);
    await runJobs();
    const lowest = (await mailsAbout(name)).slice(2);
    expect(lowest.map((m) => m.subject)).toEqual([`New lowest price for ${name}`]);
    expect(lowest[0].text).toContain('Now from ₹2,200 a ticket · 4 tickets listed');
    expect(await t.db.selectFrom('lowest_price_alerts').select(['price']).where('concert_id', '=', concertId).execute()).toEqual([{ price: '2200.00' }]);

    // Lower again the same day: nothing more.
    expect((await saveDetails(second.ticketListingId, 2100)).statusCode).toBe(200);
    await runJobs();
    expect(await mailsAbout(name)).toHaveLength(3);

    // A day later, lower again: the next one.
    clock.aheadMs = LOWEST_PRICE_ALERT_EVERY_MS;
    expect((await saveDetails(first.ticketListingId, 2000)).statusCode).toBe(200);
    await runJobs();
    const latest = (await mailsAbout(name)).slice(3);
    expect(latest.map((m) => m.subject)).toEqual([`New lowest price for ${name}`]);
    expect(latest[0].text).toContain('Now from ₹2,000 a ticket');
  });

  it('tells nobody of a drop that was taken back before the alert went out', async () => {
    const name = 'Taken Back Night';
    const concertId = await watchedEvent(name);
    const listing = await list(concertId);
    expect((await saveDetails(listing.ticketListingId, 2400)).statusCode).toBe(200);
    await runJobs();
    expect((await saveDetails(listing.ticketListingId, 2000)).statusCode).toBe(200);
    expect((await saveDetails(listing.ticketListingId, 2400)).statusCode).toBe(200);
    await runJobs();
    expect((await mailsAbout(name)).map((m) => m.subject)).toEqual([`Tickets listed for ${name}`]);
    expect(await t.db.selectFrom('lowest_price_alerts').select('price').where('concert_id', '=', concertId).execute()).toEqual([]);
  });
});
