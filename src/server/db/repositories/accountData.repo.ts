import { sql } from 'kysely';
import type { Db } from '../database';
import type { UserRecord } from '../tables/accounts';

/**
 * Everything the database holds about one account, section by section, for the data export
 * (services/dataExport.service.ts); columns are named as the export names them, times still Dates.
 * Secrets that only prove something are never selected: password and code hashes, session ids, device secrets.
 */

type AddressHolder = Pick<UserRecord, 'id' | 'email' | 'email_verification_status' | 'phone_number' | 'phone_verification_status'>;

/**
 * The addresses and numbers proven to be this person's, with a code sent to them: the account's e-mail and phone
 * once VERIFIED, and the sender addresses they verified. One only asked for proves nothing: it may be anyone's,
 * and what was sent to or from it is theirs to see and to keep.
 */
export async function personAddresses(db: Db, user: AddressHolder): Promise<string[]> {
  const senders = await db.selectFrom('sender_addresses').select('email').where('user_id', '=', user.id).where('verified_at', 'is not', null).execute();
  const email = user.email_verification_status === 'VERIFIED' ? [user.email] : [];
  const phone = user.phone_number !== null && user.phone_verification_status === 'VERIFIED' ? [user.phone_number] : [];
  return [...new Set([...email, ...phone, ...senders.map((s) => s.email)])];
}

/** The browsers this account registered for alerts. */
export async function deviceIdsOf(db: Db, userId: number): Promise<string[]> {
  return (await db.selectFrom('push_devices').select('id').where('user_id', '=', userId).execute()).map((d) => d.id);
}

export function listingsOf(db: Db, userId: number) {
  return db
    .selectFrom('ticket_listings as l')
    .innerJoin('concerts as c', 'c.id', 'l.concert_id')
    .select([
      'l.id',
      'l.concert_id as eventId',
      'c.name as eventName',
      'l.ticket_status as status',
      'l.sold_source as soldSource',
      'l.quantity',
      'l.price',
      'l.verified_seat as seat',
      'l.booking_seat as seatOnBooking',
      'l.verified_additional_details as additionalDetails',
      'l.seller_city as city',
      'l.negotiable',
      'l.wants_exchange as wantsExchange',
      'l.verified_ticket_quantity as verifiedTicketQuantity',
      'l.verified_amount_paid as amountPaid',
      'l.ticket_hits as contacts',
      'l.dkim_domain as provedBy',
      'l.hidden_at as hiddenAt',
      'l.hidden_reason as hiddenReason',
      'l.created_at as createdAt',
      'l.updated_at as updatedAt',
    ])
    .where('l.seller_id', '=', userId)
    .orderBy('l.id')
    .execute();
}

export function subscriptionsOf(db: Db, userId: number, deviceIds: string[]) {
  return db
    .selectFrom('concert_subscriptions as s')
    .innerJoin('concerts as c', 'c.id', 's.concert_id')
    .select(['s.concert_id as eventId', 'c.name as eventName', 's.push_user_id as deviceId', 's.created_at as createdAt'])
    .where((eb) => eb.or([eb('s.user_id', '=', userId), ...(deviceIds.length === 0 ? [] : [eb('s.push_user_id', 'in', deviceIds)])]))
    .orderBy('s.id')
    .execute();
}

export function devicesOf(db: Db, userId: number) {
  return db
    .selectFrom('push_devices')
    .select(['id', sql<boolean>`endpoint is not null`.as('hasPushSubscription'), 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Alerts sent: by e-mail to the account (its id is the recipient), by push to its browsers. */
export function alertsSentTo(db: Db, userId: number, deviceIds: string[]) {
  return db
    .selectFrom('alert_deliveries')
    .select(['listing_id as listingId', 'channel', 'sent_at as sentAt'])
    .where((eb) =>
      eb.or([
        eb.and([eb('channel', '=', 'email'), eb('recipient', '=', String(userId))]),
        ...(deviceIds.length === 0 ? [] : [eb.and([eb('channel', '=', 'push'), eb('recipient', 'in', deviceIds)])]),
      ]),
    )
    .orderBy('sent_at')
    .execute();
}

export function ticketRequestsOf(db: Db, userId: number) {
  return db
    .selectFrom('manual_ticket_requests as r')
    .innerJoin('concerts as c', 'c.id', 'r.concert_id')
    .select(['r.concert_id as eventId', 'c.name as eventName', 'r.created_at as createdAt'])
    .where('r.user_id', '=', userId)
    .orderBy('r.id')
    .execute();
}

export function feedbackOf(db: Db, userId: number) {
  return db.selectFrom('feedback').select(['kind', 'text', 'page', 'created_at as createdAt']).where('user_id', '=', userId).orderBy('id').execute();
}

export function senderAddressesOf(db: Db, userId: number) {
  return db
    .selectFrom('sender_addresses')
    .select(['email', sql<boolean>`verified_at is not null`.as('verified'), 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function sessionsOf(db: Db, userId: number) {
  return db.selectFrom('sessions').select(['id', 'created_at as createdAt', 'expires_at as expiresAt']).where('user_id', '=', userId).orderBy('created_at').execute();
}

export function viewsOf(db: Db, userId: number) {
  return db
    .selectFrom('concert_views as v')
    .innerJoin('concerts as c', 'c.id', 'v.concert_id')
    .select(['v.concert_id as eventId', 'c.name as eventName', 'v.viewed_at as viewedAt'])
    .where('v.user_id', '=', userId)
    .orderBy('v.viewed_at', 'desc')
    .execute();
}

export function contactsOf(db: Db, userId: number) {
  return db
    .selectFrom('listing_contacts as k')
    .innerJoin('ticket_listings as l', 'l.id', 'k.listing_id')
    .innerJoin('concerts as c', 'c.id', 'l.concert_id')
    .select(['k.listing_id as listingId', 'c.name as eventName', 'k.created_at as contactedAt'])
    .where('k.user_id', '=', userId)
    .orderBy('k.created_at')
    .execute();
}

/** The fan's reports on listings: what they said and how it ended, never the operator's note. */
export function reportsMadeBy(db: Db, userId: number) {
  return db
    .selectFrom('listing_reports')
    .select(['listing_id as listingId', 'reason', 'details', 'created_at as createdAt', 'resolution', 'resolved_at as resolvedAt'])
    .where('reporter_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function meetupChecksOf(db: Db, userId: number) {
  return db.selectFrom('meetup_checks').select(['listing_id as listingId', 'matched', 'checked_at as checkedAt']).where('checker_id', '=', userId).orderBy('id').execute();
}

export function codesOf(db: Db, userId: number) {
  return db
    .selectFrom('otp_codes')
    .select(['channel', 'destination as sentTo', 'created_at as createdAt', 'expires_at as expiresAt'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function wrongTriesOf(db: Db, userId: number) {
  return db.selectFrom('otp_wrong_tries').select(['channel', 'tried_at as triedAt']).where('user_id', '=', userId).orderBy('id').execute();
}

/** What was sent to the person's addresses; not the text, which carries codes and links that act for them. */
export async function messagesTo(db: Db, addresses: string[]) {
  if (addresses.length === 0) return [];
  return db.selectFrom('outbox').select(['channel', 'to', 'subject', 'created_at as sentAt']).where('to', 'in', addresses).orderBy('id').execute();
}

/** Booking e-mails they forwarded to the verification mailbox; not the raw message (see dataExport.service). */
export async function forwardsFrom(db: Db, addresses: string[]) {
  if (addresses.length === 0) return [];
  return db
    .selectFrom('inbound_mail')
    .select(['envelope_from as from', 'received_at as receivedAt', 'used_at as usedForListingAt'])
    .where((eb) => eb.or([eb('envelope_from', 'in', addresses), eb('header_from', 'in', addresses)]))
    .orderBy('id')
    .execute();
}

export function verificationStagesOf(db: Db, userId: number) {
  return db
    .selectFrom('verification_stages as s')
    .innerJoin('concerts as c', 'c.id', 's.concert_id')
    .select(['s.concert_id as eventId', 'c.name as eventName', 's.stage', 's.updated_at as updatedAt'])
    .where('s.user_id', '=', userId)
    .orderBy('s.updated_at')
    .execute();
}

/** The audit log's entries about this account; not the admin who acted (staff, not the fan's data). */
export function actionsOnAccount(db: Db, userId: number) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'created_at as at', 'before', 'after'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function operatorActionsOf(db: Db, userId: number) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'target_type as targetType', 'target_id as targetId', 'created_at as at'])
    .where('actor_user_id', '=', userId)
    .orderBy('id')
    .execute();
}
