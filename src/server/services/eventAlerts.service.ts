import type { SubscriptionStatus, TicketRequestStatus } from '../../shared/apiContract';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/database';
import { findConcertById } from '../db/repositories/concerts.repo';
import { addManualTicketRequest, addSubscription, hasManualTicketRequest, hasSubscription, removeSubscription } from '../db/repositories/eventAlerts.repo';
import { AppError } from '../http/AppError';
import { checkDeviceRead, claimDevice, type DeviceCaller, type SignedInDeviceCaller } from './alerts/deviceAccess';
import { EVENT_NOT_FOUND } from './catalogue.service';

async function requireConcert(db: Db, concertId: number): Promise<void> {
  if ((await findConcertById(db, concertId)) === undefined) throw new AppError(404, EVENT_NOT_FOUND);
}

/** A device's subscription, changed by that browser or its account (deviceAccess.ts); the device is claimed with it or not at all. */
export async function subscribe(db: Kysely<Database>, concertId: number, caller: SignedInDeviceCaller): Promise<SubscriptionStatus> {
  await requireConcert(db, concertId);
  await db.transaction().execute(async (tx) => {
    await claimDevice(tx, caller);
    await addSubscription(tx, concertId, caller.deviceId, caller.userId);
  });
  return { subscribed: true };
}

/** Unsubscribing when not subscribed is not an error: the outcome is the same. */
export async function unsubscribe(db: Kysely<Database>, concertId: number, caller: SignedInDeviceCaller): Promise<SubscriptionStatus> {
  await requireConcert(db, concertId);
  await db.transaction().execute(async (tx) => {
    await claimDevice(tx, caller);
    await removeSubscription(tx, concertId, caller.deviceId);
  });
  return { subscribed: false };
}

export async function subscriptionStatus(db: Db, concertId: number, caller: DeviceCaller): Promise<SubscriptionStatus> {
  await requireConcert(db, concertId);
  await checkDeviceRead(db, caller);
  return { subscribed: await hasSubscription(db, concertId, caller.deviceId) };
}

/** One request per user and event; true when this call recorded it, false when it was already there. */
export async function requestTickets(db: Db, userId: number, concertId: number): Promise<boolean> {
  await requireConcert(db, concertId);
  return addManualTicketRequest(db, userId, concertId);
}

export async function ticketRequestStatus(db: Db, userId: number, concertId: number): Promise<TicketRequestStatus> {
  await requireConcert(db, concertId);
  return { requested: await hasManualTicketRequest(db, userId, concertId) };
}

export { stopAlertsFor } from '../db/repositories/alerts.repo';
