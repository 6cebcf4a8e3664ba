import type { Db } from '../database';
import type { UserRecord } from '../tables/accounts';
import { deviceIdsOf, personAddresses } from './accountData.repo';
import { deleteUserSessions } from './sessions.repo';

/**
 * Erases an account inside the caller's transaction (with its user row locked). What others rely on stays
 * without a link to the person: SOLD listings (the statistics count them) and the words of their feedback.
 * Everything else about them is deleted; rows the user's foreign keys cascade to (codes, wrong tries, views,
 * sender addresses, contacts, meet-up checks) go with the user row, which goes last.
 */
export async function eraseAccount(tx: Db, user: UserRecord): Promise<void> {
  const addresses = await personAddresses(tx, user);
  const deviceIds = await deviceIdsOf(tx, user.id);

  await deleteUserSessions(tx, user.id);
  await tx.deleteFrom('alert_deliveries').where('channel', '=', 'email').where('recipient', '=', String(user.id)).execute();
  if (deviceIds.length > 0) {
    await tx.deleteFrom('alert_deliveries').where('channel', '=', 'push').where('recipient', 'in', deviceIds).execute();
    await tx.deleteFrom('concert_subscriptions').where('push_user_id', 'in', deviceIds).execute();
  }
  await tx.deleteFrom('concert_subscriptions').where('user_id', '=', user.id).execute();
  await tx.deleteFrom('push_devices').where('user_id', '=', user.id).execute();
  await tx.deleteFrom('manual_ticket_requests').where('user_id', '=', user.id).execute();

  await tx.deleteFrom('ticket_listings').where('seller_id', '=', user.id).where('ticket_status', '=', 'LISTED').execute();
  // What a buyer might recognise the seller by goes too; event, seat, price and quantity stay for the figures.
  await tx
    .updateTable('ticket_listings')
    .set({ seller_id: null, seller_city: null, verified_additional_details: null })
    .where('seller_id', '=', user.id)
    .execute();
  await tx.updateTable('feedback').set({ user_id: null }).where('user_id', '=', user.id).execute();

  // Only what was sent to or from the addresses they proved: one they only asked a code for may be anyone's.
  if (addresses.length > 0) {
    await tx.deleteFrom('outbox').where('to', 'in', addresses).execute();
    await tx
      .deleteFrom('inbound_mail')
      .where((eb) => eb.or([eb('envelope_from', 'in', addresses), eb('header_from', 'in', addresses)]))
      .execute();
  }
  await tx.deleteFrom('users').where('id', '=', user.id).execute();
}
