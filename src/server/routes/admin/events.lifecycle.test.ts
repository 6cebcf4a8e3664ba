import webpush from 'web-push';
import type { AdminEvent } from '../../../shared/admin/events';
import type { AuditPage } from '../../../shared/admin/audit';
import type { AdminListing } from '../../../shared/admin/listings';
import { EVENT_CANCELLED_REASON, type Concert, type PagedResponse, type Statistics, type TicketListing } from '../../../shared/entities';
import { createVerifiedListing, EVENT_CANCELLED_NO_LISTINGS } from '../../services/verifiedListing.service';
import { WebPushSender, type PushTarget } from '../../services/alerts/pushSender';
import { LocalPushService } from '../../services/alerts/testing/localPushService';
import { signedInAdmin } from '../../test/admins';
import { insertCategory, insertConcert } from '../../test/fixtures';
import { listingId, listingRow } from '../../test/listingFixtures';
import { signedInUser, type SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/** Postponing and cancelling an event: what fans and sellers are told, what buyers see, and what the log keeps. */
describe('Events: postpone and cancel', () => {
  const pushService = new LocalPushService();
  const vapid = { subject: 'mailto:alerts@example.in', ...webpush.generateVAPIDKeys() };
  let t: TestApp;
  let admin: SignedInUser;
  let categoryId: number;

  beforeAll(async () => {
    await pushService.start();
    t = await buildTestApp({ pushSender: new WebPushSender(vapid, { allowLoopback: true }) });
    admin = await signedInAdmin(t.db);
    categoryId = await insertCategory(t.db);
  });
  afterAll(async () => {
    await t.close();
    await pushService.stop();
  });

  const post = (url: string, payload: object, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url, headers, payload }).then((r) => ({ status: r.statusCode, body: r.json() as unknown }));
  const get = <T>(url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers }).then((r) => r.json() as T);
  const runJobs = async () => {
    while ((await t.app.jobs.runDueJobs()) > 0);
  };
  const mails = (eventName: string) => t.db.selectFrom('outbox').select(['to', 'subject', 'text']).where('subject', 'like', `%: ${eventName}`).orderBy('to').execute();
  const queued = (kind: string) => t.db.selectFrom('jobs').select('payload').where('kind', '=', kind).execute();

  async function fan(email: string): Promise<SignedInUser> {
    const person = await signedInUser(t.db, { email });
    await t.db.updateTable('users').set({ email_verification_status: 'VERIFIED' }).where('id', '=', person.user.id).execute();
    return person;
  }

  /** An event with a subscribed fan (and their browser), a fan who asked for tickets, and two sellers. */
  async function eventWithPeople(name: string) {
    const concertId = (await insertConcert(t.db, { name, categoryId, daysFromNow: 20 })).id;
    const slug = name.toLowerCase().replace(/\W+/g, '-');
    const subscriber = await fan(`subscriber-${slug}@example.in`);
    const requester = await fan(`requester-${slug}@example.in`);
    const seller = await fan(`seller-${slug}@example.in`);
    const soldOut = await fan(`sold-${slug}@example.in`);
    const device = `phone-${slug}`;
    const deviceHeaders = { 'x-device-secret': `secret-of-${device}-0123456789abcdef` };
    const target: PushTarget = pushService.subscribe();
    await t.app.inject({
      method: 'PUT',
      url: `/api/push-devices/${device}/subscription`,
      headers: { ...subscriber.headers, ...deviceHeaders },
      payload: { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
    });
    expect((await t.app.inject({ method: 'POST', url: `/api/concerts/${concertId}/subscribe?pushUserId=${device}`, headers: { ...subscriber.headers, ...deviceHeaders } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/manual-ticket-request/concert/${concertId}`, headers: requester.headers })).statusCode).toBe(201);
    const listed = [
      await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 900, quantity: 2 }),
      await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id, price: 1200, quantity: 1 }),
    ];
    const sold = await listingId(t.db, { concert_id: concertId, seller_id: soldOut.user.id, price: 800, quantity: 3, ticket_status: 'SOLD', sold_source: 'PLATFORM' });
    await t.db.deleteFrom('outbox').execute();
    return { concertId, subscriber, requester, seller, soldOut, target, listed, sold };
  }

  it('postpones to a new India time, alerting subscribers, requesters and sellers once it commits', async () => {
    const e = await eventWithPeople('Arijit Singh Live');
    const answer = await post(`/api/admin/events/${e.concertId}/postpone`, { date: '2031-01-10T18:00' });
    expect(answer.status).toBe(200);
    expect((answer.body as AdminEvent).date).toBe('2031-01-10T12:30:00.000Z');
    expect(await queued('event-change-alerts')).toHaveLength(1);

    await runJobs();
    const sent = await mails('Arijit Singh Live');
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['requester-arijit-singh-live@example.in', 'Postponed: Arijit Singh Live'],
      ['seller-arijit-singh-live@example.in', 'Postponed: Arijit Singh Live'],
      ['subscriber-arijit-singh-live@example.in', 'Postponed: Arijit Singh Live'],
    ]);
    expect(sent[0].text).toContain('Arijit Singh Live is postponed to Fri, 10 Jan 2031 at 18:00 (India time).');
    expect(sent[0].text).toContain('Stop these e-mails: http://localhost:8080/unsubscribe?token=');
    expect(sent[1].text).toContain('Your listings for it stay on sale for the new date.');
    expect(sent[1].text).not.toContain('Stop these e-mails');
    expect(pushService.receivedBy(e.target).map((p) => p.payload)).toEqual([
      { title: 'Postponed: Arijit Singh Live', body: 'Now on Fri, 10 Jan 2031 at 18:00 (India time)', url: `/events/arijit-singh-live/${e.concertId}` },
    ]);
    // The seller who sold out has nothing on sale: not told.
    expect(sent.map((m) => m.to)).not.toContain('sold-arijit-singh-live@example.in');

    const [entry] = (await get<AuditPage>(`/api/admin/audit?targetType=event&targetId=${e.concertId}`)).content;
    expect([entry.action, entry.before, entry.after]).toEqual(['event.postpone', { date: expect.any(String) }, { date: '2031-01-10T12:30:00.000Z' }]);

    // Fans see the new date and the one first announced, which a second postponement keeps.
    const announced = entry.before?.date;
    const card = () => t.app.inject({ method: 'GET', url: `/api/concerts/${e.concertId}`, headers: e.requester.headers }).then((r) => r.json() as Concert);
    expect(await card()).toMatchObject({ concertDate: '2031-01-10T12:30:00.000Z', postponedFrom: announced });
    await post(`/api/admin/events/${e.concertId}/postpone`, { date: '2031-02-10T18:00' });
    expect(await card()).toMatchObject({ concertDate: '2031-02-10T12:30:00.000Z', postponedFrom: announced });
  });

  it('alerts nobody twice when the fan-out of a postponement runs again (a retry, or a process that died holding it)', async () => {
    const e = await eventWithPeople('Prateek Kuhad Tour');
    await post(`/api/admin/events/${e.concertId}/postpone`, { date: '2031-03-10T18:00' });
    const fanOut = (await queued('event-change-alerts')).find((job) => (job.payload as { concertId: number }).concertId === e.concertId);
    expect(fanOut).toBeDefined();
    await runJobs();
    expect(await mails('Prateek Kuhad Tour')).toHaveLength(3);
    expect(pushService.receivedBy(e.target)).toHaveLength(1);

    // The same fan-out again: every send it queues has already gone out under the same key.
    await t.db.insertInto('jobs').values({ kind: 'event-change-alerts', payload: JSON.stringify(fanOut?.payload), run_at: new Date() }).execute();
    await runJobs();
    expect(await mails('Prateek Kuhad Tour')).toHaveLength(3);
    expect(pushService.receivedBy(e.target)).toHaveLength(1);
  });

  it('refuses a postponement to the past, to the same date, or of an unknown event, queueing nothing', async () => {
    const e = await eventWithPeople('Lollapalooza India');
    await t.db.deleteFrom('jobs').execute();
    expect(await post(`/api/admin/events/${e.concertId}/postpone`, { date: '2020-01-01T10:00' })).toEqual({ status: 400, body: { error: 'The new date must be in the future' } });
    expect(await post(`/api/admin/events/${e.concertId}/postpone`, { date: '31/12/2031' })).toEqual({ status: 400, body: { error: 'Please give the date and time in India as yyyy-mm-ddThh:mm' } });
    expect((await post(`/api/admin/events/${e.concertId}/postpone`, { date: '2031-05-05T10:00' })).status).toBe(200);
    expect(await post(`/api/admin/events/${e.concertId}/postpone`, { date: '2031-05-05T10:00' })).toEqual({ status: 409, body: { error: 'The new date is the date the event already has' } });
    expect(await post('/api/admin/events/99999/postpone', { date: '2031-05-05T10:00' })).toEqual({ status: 404, body: { error: 'No event with that id' } });
    expect(await queued('event-change-alerts')).toHaveLength(1);
  });

  it('cancels: listings on sale are closed, figures drop, sold ones stay, and the sellers and fans are told', async () => {
    const e = await eventWithPeople('NH7 Weekender');
    const before = await t.app.inject({ method: 'GET', url: '/api/statistics', headers: e.requester.headers }).then((r) => r.json() as Statistics);
    const answer = await post(`/api/admin/events/${e.concertId}/cancel`, { reason: 'The organisers called it off' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ cancellation: { at: expect.any(String), reason: 'The organisers called it off' }, listings: { listed: 0, sold: 1, closed: 2 } });

    for (const id of e.listed) expect(await listingRow(t.db, id)).toMatchObject({ ticket_status: 'LISTED', hidden_cause: 'EVENT_CANCELLED', hidden_at: expect.any(Date) });
    expect(await listingRow(t.db, e.sold)).toMatchObject({ ticket_status: 'SOLD', hidden_at: null });
    const buyer = e.requester.headers;
    const listings = await t.app.inject({ method: 'GET', url: `/api/ticketListing/concerts/${e.concertId}`, headers: buyer }).then((r) => r.json() as PagedResponse<TicketListing>);
    expect(listings.content.map((l) => l.ticketListingId)).toEqual([e.sold]);
    const card = await t.app.inject({ method: 'GET', url: `/api/concerts/${e.concertId}`, headers: buyer }).then((r) => r.json() as Concert);
    expect([card.lowestTicketPrice, card.numberOfTicketsListed]).toEqual([null, 0]);
    expect(card.cancellation).toEqual({ at: (answer.body as { cancellation: { at: string } }).cancellation.at, reason: 'The organisers called it off' });
    const search = await t.app.inject({ method: 'GET', url: '/api/concerts/search/NH7', headers: buyer }).then((r) => r.json() as PagedResponse<Concert>);
    expect(search.content.find((c) => c.concertId === e.concertId)?.cancellation?.reason).toBe('The organisers called it off');
    const after = await t.app.inject({ method: 'GET', url: '/api/statistics', headers: buyer }).then((r) => r.json() as Statistics);
    // The three closed tickets leave the totals; the sold ones' volume stays.
    expect([after.totalTickets, after.totalVolumeSold]).toEqual([before.totalTickets - 3, before.totalVolumeSold]);

    await runJobs();
    const sent = await mails('NH7 Weekender');
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['requester-nh7-weekender@example.in', 'Cancelled: NH7 Weekender'],
      ['seller-nh7-weekender@example.in', 'Cancelled: NH7 Weekender'],
      ['subscriber-nh7-weekender@example.in', 'Cancelled: NH7 Weekender'],
    ]);
    expect(sent[1].text).toContain('The organisers say: The organisers called it off');
    expect(sent[1].text).toContain('Your listings for it were closed: buyers no longer see them.');
    expect(pushService.receivedBy(e.target).map((p) => (p.payload as { title: string }).title)).toEqual(['Cancelled: NH7 Weekender']);

    const [entry] = (await get<AuditPage>(`/api/admin/audit?targetType=event&targetId=${e.concertId}`)).content;
    expect([entry.action, entry.before, entry.after]).toEqual(['event.cancel', { cancelled: false }, { cancelled: true, reason: 'The organisers called it off', closedListings: e.listed }]);
    expect(await post(`/api/admin/events/${e.concertId}/cancel`, { reason: 'Again' })).toEqual({ status: 409, body: { error: 'This event is already cancelled' } });
    expect(await post(`/api/admin/events/${e.concertId}/postpone`, { date: '2031-05-05T10:00' })).toEqual({ status: 409, body: { error: 'This event is cancelled: it cannot be changed any more' } });
    // Nothing more goes on sale for it.
    const listing = createVerifiedListing(t.db, {
      concertId: e.concertId,
      sellerId: e.seller.user.id,
      bookingId: 'BMS-AFTER-CANCEL',
      verifiedSeat: 'Floor',
      verifiedTicketQuantity: 1,
      verifiedAmountPaid: 1000,
      dkim: { domain: 'bookmyshow.com', selector: 'bms1', keyFingerprint: 'f00d', signedAt: '2026-11-20T10:00:00.000Z' },
    });
    await expect(listing).rejects.toMatchObject({ status: 409, message: EVENT_CANCELLED_NO_LISTINGS });
  });

  it("does not reopen a cancelled event's listings when their seller's suspension is lifted", async () => {
    const e = await eventWithPeople('Comic Con Bengaluru');
    await post(`/api/admin/users/${e.seller.user.id}/suspend`, { reason: 'Checking a report' });
    // The suspension hid them; the cancellation closes them too, so the restore leaves them off sale.
    expect((await post(`/api/admin/events/${e.concertId}/cancel`, { reason: 'Venue unavailable' })).body).toMatchObject({ listings: { closed: 2 } });
    await post(`/api/admin/users/${e.seller.user.id}/restore`, {});
    expect(await listingRow(t.db, e.listed[0])).toMatchObject({ hidden_cause: 'EVENT_CANCELLED', hidden_at: expect.any(Date) });
    const other = await eventWithPeople('Comic Con Mumbai');
    await post(`/api/admin/events/${other.concertId}/cancel`, { reason: 'Venue unavailable' });
    await post(`/api/admin/users/${other.seller.user.id}/suspend`, { reason: 'Checking a report' });
    await post(`/api/admin/users/${other.seller.user.id}/restore`, {});
    expect(await listingRow(t.db, other.listed[0])).toMatchObject({ hidden_cause: 'EVENT_CANCELLED' });
  });

  it('closes a listing an operator had hidden too, and tells its seller why in My Listings', async () => {
    const e = await eventWithPeople('Sunburn Arena Pune');
    expect((await post(`/api/admin/listings/${e.listed[0]}/hide`, { reason: 'Seat does not exist' })).status).toBe(200);
    expect((await post(`/api/admin/events/${e.concertId}/cancel`, { reason: 'Venue unavailable' })).body).toMatchObject({ listings: { closed: 2 } });
    expect(await listingRow(t.db, e.listed[0])).toMatchObject({ hidden_cause: 'EVENT_CANCELLED', hidden_reason: null });
    const mine = await t.app.inject({ method: 'GET', url: '/api/ticketListing/users?pageNumber=0&pageSize=10', headers: e.seller.headers });
    expect((mine.json() as PagedResponse<TicketListing>).content.map((l) => l.hiddenByOperator?.reason)).toEqual([EVENT_CANCELLED_REASON, EVENT_CANCELLED_REASON]);
    const consoleListings = await t.app.inject({ method: 'GET', url: `/api/admin/listings?concertId=${e.concertId}`, headers: admin.headers });
    expect(consoleListings.statusCode).toBe(200);
    expect((consoleListings.json() as PagedResponse<AdminListing>).content.filter((l) => l.hidden !== null).map((l) => [l.hidden?.cause, l.hidden?.reason])).toEqual([
      ['EVENT_CANCELLED', null],
      ['EVENT_CANCELLED', null],
    ]);
    expect(await post(`/api/admin/listings/${e.listed[0]}/restore`, {})).toMatchObject({ status: 409 });
  });

  it('refuses a cancellation without a reason, or from a fan, and changes nothing', async () => {
    const e = await eventWithPeople('Hornbill Festival');
    expect(await post(`/api/admin/events/${e.concertId}/cancel`, { reason: '   ' })).toEqual({ status: 400, body: { error: 'Please say why the event is cancelled' } });
    expect((await post(`/api/admin/events/${e.concertId}/cancel`, { reason: 'I do not like it' }, e.seller.headers)).status).toBe(403);
    expect((await post(`/api/admin/events/${e.concertId}/postpone`, { date: '2031-05-05T10:00' }, e.subscriber.headers)).status).toBe(403);
    expect(await listingRow(t.db, e.listed[0])).toMatchObject({ hidden_at: null });
    expect(await get<AdminEvent>(`/api/admin/events/${e.concertId}`)).toMatchObject({ cancellation: null, listings: { listed: 2 } });
  });
});
