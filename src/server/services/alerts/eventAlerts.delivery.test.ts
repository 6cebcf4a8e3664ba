import webpush from 'web-push';
import { insertCategory, insertConcert } from '../../test/fixtures';
import { signedInUser, type SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { TestClock } from '../../jobs/testing/testClock';
import { createVerifiedListing } from '../verifiedListing.service';
import { LISTING_ALERT_GRACE_MS } from './alertJobs';
import { WebPushSender, type PushTarget } from './pushSender';
import { LocalPushService } from './testing/localPushService';

/**
 * A listing for an event alerts everyone who asked about it, once: browsers by Web Push (decrypted here by a local
 * push service, as the browser would), accounts by e-mail (the dev outbox) with a one-click unsubscribe.
 */
describe('event alerts when a listing goes on sale', () => {
  const pushService = new LocalPushService();
  const vapid = { subject: 'mailto:alerts@example.in', ...webpush.generateVAPIDKeys() };
  let t: TestApp;
  let concertId: number;
  let seller: SignedInUser;
  let bookings = 0;
  const clock = new TestClock(new Date().toISOString());

  beforeAll(async () => {
    await pushService.start();
    t = await buildTestApp({ pushSender: new WebPushSender(vapid, { allowLoopback: true }), clock });
    concertId = (await insertConcert(t.db, { name: 'Prateek Kuhad Live', categoryId: await insertCategory(t.db), daysFromNow: 20 })).id;
    seller = await fan('seller@example.in');
  });
  afterAll(async () => {
    await t.close();
    await pushService.stop();
  });

  async function fan(email: string, verified = true): Promise<SignedInUser> {
    const person = await signedInUser(t.db, { email });
    if (verified) await t.db.updateTable('users').set({ email_verification_status: 'VERIFIED' }).where('id', '=', person.user.id).execute();
    return person;
  }

  const deviceHeaders = (deviceId: string) => ({ 'x-device-secret': `secret-of-${deviceId}-0123456789abcdef` });
  const subscribe = (person: SignedInUser, deviceId: string) =>
    t.app.inject({ method: 'POST', url: `/api/concerts/${concertId}/subscribe?pushUserId=${deviceId}`, headers: { ...person.headers, ...deviceHeaders(deviceId) } });

  /** A browser that subscribed to push messages and registered its subscription, as the page does after 'Allow'. */
  async function browserWithPush(deviceId: string, owner: SignedInUser): Promise<PushTarget> {
    const target = pushService.subscribe();
    const registered = await t.app.inject({
      method: 'PUT',
      url: `/api/push-devices/${deviceId}/subscription`,
      headers: { ...owner.headers, ...deviceHeaders(deviceId) },
      payload: { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
    });
    expect([registered.statusCode, registered.json()]).toEqual([200, { ok: true }]);
    return target;
  }

  const list = () =>
    createVerifiedListing(t.db, {
      concertId,
      sellerId: seller.user.id,
      bookingId: `BMS-ALERT-${(bookings += 1)}`,
      verifiedSeat: 'Floor',
      verifiedTicketQuantity: 2,
      verifiedAmountPaid: 4800,
      dkim: { domain: 'bookmyshow.com', selector: 'bms1', keyFingerprint: 'f00d', signedAt: '2026-11-20T10:00:00.000Z' },
    });

  async function runJobs(): Promise<void> {
    while ((await t.app.jobs.runDueJobs()) > 0);
  }

  /** The listings' sellers never saved the details step: their alerts go out once the grace period is over. */
  async function runJobsAfterGrace(): Promise<void> {
    clock.advance(Math.max(0, Date.now() + LISTING_ALERT_GRACE_MS + 1000 - clock.now().getTime()));
    await runJobs();
  }

  const alertMails = () => t.db.selectFrom('outbox').select(['to', 'subject', 'text', 'headers']).where('subject', 'like', 'Tickets listed for%').orderBy('id').execute();

  it('pushes to each subscribed browser and e-mails each verified subscriber and requester once, and nobody else', async () => {
    const asha = await fan('asha@example.in');
    const ravi = await fan('ravi@example.in');
    const meera = await fan('meera@example.in');
    const unverified = await fan('unverified@example.in', false);
    const ashaPhone = await browserWithPush('asha-phone', asha);
    expect((await subscribe(asha, 'asha-phone')).json()).toEqual({ subscribed: true });
    expect((await subscribe(ravi, 'ravi-laptop')).statusCode).toBe(200);
    expect((await subscribe(unverified, 'unverified-phone')).statusCode).toBe(200);
    expect((await subscribe(seller, 'seller-phone')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/manual-ticket-request/concert/${concertId}`, headers: meera.headers })).statusCode).toBe(201);

    const listing = await list();
    await runJobsAfterGrace();

    expect(pushService.receivedBy(ashaPhone).map((p) => p.payload)).toEqual([
      { title: 'Tickets for Prateek Kuhad Live', body: '2 tickets at ₹2,400 each', url: `/events/prateek-kuhad-live/${concertId}` },
    ]);
    expect(pushService.refused).toEqual([]);
    const mails = await alertMails();
    expect(mails.map((m) => m.to).sort()).toEqual(['asha@example.in', 'meera@example.in', 'ravi@example.in']);
    for (const mail of mails) {
      expect(mail.subject).toBe('Tickets listed for Prateek Kuhad Live');
      expect(mail.text).toContain(`See the tickets: http://localhost:8080/events/prateek-kuhad-live/${concertId}`);
      expect(mail.text).toContain('2 tickets at ₹2,400 each');
      expect(mail.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:8080\/api\/alerts\/unsubscribe\?token=\d+\.\d+\.[\w-]{43}>$/),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }

    // The same listing's alert job again (a retry, a restart): nothing more goes out.
    await t.db.insertInto('jobs').values({ kind: 'listing-alerts', payload: JSON.stringify({ listingId: listing.ticketListingId }), run_at: new Date() }).execute();
    await runJobs();
    expect(pushService.receivedBy(ashaPhone)).toHaveLength(1);
    expect(await alertMails()).toHaveLength(3);
  });

  it('stops alerting an account after the one-click unsubscribe, which needs no session and no other token', async () => {
    await t.db.deleteFrom('outbox').execute();
    await list();
    await runJobsAfterGrace();
    const ashaMail = (await alertMails()).find((m) => m.to === 'asha@example.in');
    const oneClick = /^<http:\/\/localhost:8080(\/api\/alerts\/unsubscribe\?token=[^>]+)>$/.exec(ashaMail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const token = new URL(oneClick, 'http://x').searchParams.get('token') ?? '';

    expect((await t.app.inject({ method: 'GET', url: oneClick })).json()).toEqual({ eventName: 'Prateek Kuhad Live', subscribed: true });
    const forged = oneClick.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`);
    const otherEvent = oneClick.replace(`.${concertId}.`, `.${concertId + 1}.`);
    for (const url of [forged, otherEvent]) {
      const refused = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'This unsubscribe link is not valid. Open the event and turn its alerts off there.' }]);
    }
    const done = await t.app.inject({ method: 'POST', url: oneClick, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect([done.statusCode, done.json()]).toEqual([200, { ok: true }]);
    expect(token).not.toBe('');
    expect((await t.app.inject({ method: 'GET', url: oneClick })).json()).toEqual({ eventName: 'Prateek Kuhad Live', subscribed: false });

    await t.db.deleteFrom('outbox').execute();
    const pushesBefore = pushService.received.length;
    await list();
    await runJobsAfterGrace();
    expect((await alertMails()).map((m) => m.to).sort()).toEqual(['meera@example.in', 'ravi@example.in']);
    expect(pushService.received).toHaveLength(pushesBefore);
  });

  it('pushes nothing more to a browser once Notify me is turned off on it', async () => {
    const dev = await fan('dev@example.in');
    const devTablet = await browserWithPush('dev-tablet', dev);
    expect((await subscribe(dev, 'dev-tablet')).json()).toEqual({ subscribed: true });
    await list();
    await runJobsAfterGrace();
    expect(pushService.receivedBy(devTablet)).toHaveLength(1);

    const off = await t.app.inject({ method: 'DELETE', url: `/api/concerts/${concertId}/subscribe?pushUserId=dev-tablet`, headers: { ...dev.headers, ...deviceHeaders('dev-tablet') } });
    expect([off.statusCode, off.json()]).toEqual([200, { subscribed: false }]);
    await list();
    await runJobsAfterGrace();
    expect(pushService.receivedBy(devTablet)).toHaveLength(1);
  });

  it('forgets a browser subscription its push service no longer knows', async () => {
    const kiran = await fan('kiran@example.in');
    const phone = await browserWithPush('kiran-phone', kiran);
    await subscribe(kiran, 'kiran-phone');
    pushService.expire(phone);
    await list();
    await runJobsAfterGrace();
    expect(await t.db.selectFrom('push_devices').select(['endpoint', 'p256dh', 'auth']).where('id', '=', 'kiran-phone').executeTakeFirst()).toEqual({ endpoint: null, p256dh: null, auth: null });
  });
});
