import { sql } from 'kysely';
import type { AccountDataExport } from '../../shared/dataExport';
import type { Db } from '../db/database';
import { as, freshIp, signUp, type Browser } from './accounts';
import { listingId } from './listingFixtures';
import type { TestApp } from './testApp';

/**
 * What a person can leave in the database, by table: the columns that point at them (by id or by address), and
 * the sections of their data export that show those rows. The data-rights tests hold the schema to this list.
 */
export const PERSONAL_DATA: Record<string, { columns: string[]; exportedAs: (keyof AccountDataExport)[] }> = {
  users: { columns: ['email', 'phone_number'], exportedAs: ['account'] },
  sessions: { columns: ['user_id'], exportedAs: ['sessions'] },
  otp_codes: { columns: ['user_id', 'destination'], exportedAs: ['verificationCodes'] },
  otp_wrong_tries: { columns: ['user_id'], exportedAs: ['wrongCodeTries'] },
  verification_stages: { columns: ['user_id'], exportedAs: ['verificationStages'] },
  concert_views: { columns: ['user_id'], exportedAs: ['recentlyViewed'] },
  concert_subscriptions: { columns: ['user_id', 'push_user_id'], exportedAs: ['eventSubscriptions'] },
  manual_ticket_requests: { columns: ['user_id'], exportedAs: ['ticketRequests'] },
  ticket_listings: { columns: ['seller_id'], exportedAs: ['listings'] },
  listing_contacts: { columns: ['user_id'], exportedAs: ['sellersContacted'] },
  meetup_checks: { columns: ['checker_id'], exportedAs: ['meetupChecks'] },
  feedback: { columns: ['user_id'], exportedAs: ['feedback', 'eventSuggestions'] },
  sender_addresses: { columns: ['user_id', 'email'], exportedAs: ['senderAddresses'] },
  push_devices: { columns: ['user_id'], exportedAs: ['alertDevices'] },
  alert_deliveries: { columns: ['recipient'], exportedAs: ['alertsSent'] },
  outbox: { columns: ['to'], exportedAs: ['messagesSent'] },
  inbound_mail: { columns: ['envelope_from', 'header_from'], exportedAs: ['forwardedEmails'] },
  audit_log: { columns: ['actor_user_id'], exportedAs: ['operatorActions'] },
  listing_reports: { columns: ['reporter_id'], exportedAs: ['listingReports'] },
};

/** A column name that says it holds a person's id or address (inbound_mail.rcpt is the mailbox's own address). */
export const PERSONAL_COLUMN_NAME = /^(.*user_id|seller_id|checker_id|reporter_id|buyer_id|owner_id|recipient|email|phone_number|destination|to|envelope_from|header_from)$/;

export interface SeededFan {
  id: number;
  email: string;
  password: string;
  phoneNumber: string;
  browser: Browser;
  listedId: number;
  soldId: number;
  deviceId: string;
  senderAddress: string;
  /** Every value that points at this fan: their id (as text), addresses and device. */
  keys: string[];
}

let fans = 0;

/**
 * A signed-up fan with a row in every table that can hold something about a person: a listing on sale and a
 * sold one, a device registered for alerts, a subscription, a ticket request, alerts sent, feedback and a
 * suggestion, a sender address and a forward from it, a view, a contact and a meet-up check on `othersListing`,
 * a code sent to their e-mail (kept in the outbox), a wrong try, and audit entries by them and about them.
 */
export async function fanWithEverything(t: TestApp, concertId: number, othersListing: number, name = 'Asha Rao'): Promise<SeededFan> {
  fans += 1;
  const { account, user, browser } = await signUp(t.app, { name });
  const db: Db = t.db;
  const id = user.id;
  const deviceId = `device-${fans}-${Date.now()}`;
  const senderAddress = `forwards.${fans}.${Date.now()}@example.net`;
  const listedId = await listingId(db, { concert_id: concertId, seller_id: id, quantity: 2, price: 2500, bookingId: `BMS-L-${deviceId}`, seller_city: 'Pune' });
  const soldId = await listingId(db, {
    concert_id: concertId,
    seller_id: id,
    quantity: 3,
    price: 1800,
    bookingId: `BMS-S-${deviceId}`,
    seller_city: 'Pune',
    verified_additional_details: 'Ask for Asha at gate 4',
    ticket_status: 'SOLD',
    sold_source: 'PLATFORM',
  });
  await db.insertInto('sender_addresses').values({ user_id: id, email: senderAddress, verified_at: new Date() }).execute();
  await db.insertInto('push_devices').values({ id: deviceId, secret_hash: 'f'.repeat(64), user_id: id, endpoint: 'https://push.example/x', p256dh: 'key', auth: 'auth' }).execute();
  await db.insertInto('concert_subscriptions').values({ concert_id: concertId, push_user_id: deviceId, user_id: id }).execute();
  await db.insertInto('manual_ticket_requests').values({ concert_id: concertId, user_id: id }).execute();
  await db
    .insertInto('alert_deliveries')
    .values([
      { listing_id: othersListing, channel: 'email', recipient: String(id), sent_at: new Date() },
      { listing_id: othersListing, channel: 'push', recipient: deviceId, sent_at: new Date() },
    ])
    .execute();
  await db
    .insertInto('feedback')
    .values([
      { kind: 'FEEDBACK', text: 'Lovely site, thank you', page: '/', user_id: id },
      { kind: 'SUGGEST_EVENT', text: 'Please add the Lollapalooza India dates', page: '/explore', user_id: id },
    ])
    .execute();
  await db.insertInto('concert_views').values({ user_id: id, concert_id: concertId }).execute();
  await db.insertInto('listing_contacts').values({ listing_id: othersListing, user_id: id }).execute();
  await db.insertInto('verification_stages').values({ user_id: id, concert_id: concertId, stage: 'done', updated_at: new Date() }).execute();
  await db.insertInto('meetup_checks').values({ listing_id: othersListing, checker_id: id, matched: true }).execute();
  await db.insertInto('listing_reports').values({ listing_id: othersListing, reporter_id: id, reason: 'ALREADY_SOLD', details: 'He told me he sold it yesterday' }).execute();
  await db.insertInto('otp_wrong_tries').values({ user_id: id, channel: 'email' }).execute();
  // As if the fan had once been an operator, and an operator had once acted on their account.
  await db
    .insertInto('audit_log')
    .values([
      { actor_user_id: id, source: 'console', action: 'inbox.done', target_type: 'feedback', target_id: 1, before: null, after: JSON.stringify({ done: true }) },
      { actor_user_id: null, source: 'command line', action: 'role.revoke', target_type: 'user', target_id: id, before: JSON.stringify({ role: 'ADMIN' }), after: JSON.stringify({ role: 'USER' }) },
    ])
    .execute();
  await db.insertInto('inbound_mail').values({ envelope_from: senderAddress, rcpt: 'verify@tickets.test', raw: Buffer.from('Subject: booking\r\n\r\nBMS-123') }).execute();
  const sent = await t.app.inject(as(browser, { method: 'POST', url: '/api/auth/resend-otp', remoteAddress: freshIp() }));
  if (sent.statusCode !== 200) throw new Error(`the code was not sent: ${sent.body}`);
  // Proven, as a fan who has used the site is: only a proven address or number is the fan's (accountData.repo.ts).
  await db.updateTable('users').set({ email_verification_status: 'VERIFIED', phone_verification_status: 'VERIFIED' }).where('id', '=', id).execute();
  return {
    id,
    email: user.email,
    password: account.password,
    phoneNumber: account.phoneNumber,
    browser,
    listedId,
    soldId,
    deviceId,
    senderAddress,
    keys: [String(id), user.email, account.phoneNumber, senderAddress, deviceId],
  };
}

/** Every row, table by table, with a personal column holding one of `keys`. */
export async function rowsAbout(db: Db, keys: string[]): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const [table, { columns }] of Object.entries(PERSONAL_DATA)) {
    const matches = columns.map((column) => sql`${sql.ref(column)}::text in (${sql.join(keys)})`);
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.join(matches, sql` or `)} order by 1`.execute(db);
    found[table] = rows;
  }
  return found;
}
