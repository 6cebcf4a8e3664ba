import type { SubscriptionStatus, TicketRequestStatus } from '../../shared/apiContract';
import type { Db } from '../db/database';
import { findConcertById } from '../db/repositories/concerts.repo';
import { addManualTicketRequest, addSubscription, hasManualTicketRequest, hasSubscription, removeSubscription } from '../db/repositories/eventAlerts.repo';
import { AppError } from '../http/AppError';
import { EVENT_NOT_FOUND } from './catalogue.service';

async function requireConcert(db: Db, concertId: number): Promise<void> {
  if ((await findConcertById(db, concertId)) === undefined) throw new AppError(404, EVENT_NOT_FOUND);
}

export async function subscribe(db: Db, concertId: number, pushUserId: string, userId: number): Promise<SubscriptionStatus> {
  await requireConcert(db, concertId);
  await addSubscription(db, concertId, pushUserId, userId);
  return { subscribed: true };
}

/** Unsubscribing when not subscribed is not an error: the outcome is the same. */
export async function unsubscribe(db: Db, concertId: number, pushUserId: string): Promise<SubscriptionStatus> {
  await requireConcert(db, concertId);
  await removeSubscription(db, concertId, pushUserId);
  return { subscribed: false };
}

export async function subscriptionStatus(db: Db, concertId: number, pushUserId: string): Promise<SubscriptionStatus> {
  await requireConcert(db, concertId);
  return { subscribed: await hasSubscription(db, concertId, pushUserId) };
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
