import type { Db } from '../database';

/** Subscribes the device; the account that asks last is the one e-mailed. */
export async function addSubscription(db: Db, concertId: number, pushUserId: string, userId: number): Promise<void> {
  await db
    .insertInto('concert_subscriptions')
    .values({ concert_id: concertId, push_user_id: pushUserId, user_id: userId })
    .onConflict((oc) => oc.columns(['concert_id', 'push_user_id']).doUpdateSet({ user_id: userId }))
    .execute();
}

export async function removeSubscription(db: Db, concertId: number, pushUserId: string): Promise<void> {
  await db.deleteFrom('concert_subscriptions').where('concert_id', '=', concertId).where('push_user_id', '=', pushUserId).execute();
}

export async function hasSubscription(db: Db, concertId: number, pushUserId: string): Promise<boolean> {
  const row = await db
    .selectFrom('concert_subscriptions')
    .select('id')
    .where('concert_id', '=', concertId)
    .where('push_user_id', '=', pushUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the request unless this user already asked for this event; true when it is new. */
export async function addManualTicketRequest(db: Db, userId: number, concertId: number): Promise<boolean> {
  const row = await db
    .insertInto('manual_ticket_requests')
    .values({ user_id: userId, concert_id: concertId })
    .onConflict((oc) => oc.columns(['user_id', 'concert_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasManualTicketRequest(db: Db, userId: number, concertId: number): Promise<boolean> {
  const row = await db
    .selectFrom('manual_ticket_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('concert_id', '=', concertId)
    .executeTakeFirst();
  return row !== undefined;
}
