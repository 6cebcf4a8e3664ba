import type { Kysely } from 'kysely';
import { EVENT_ERRORS, type AdminEvent, type AdminEventPage } from '../../../shared/admin/events';
import type { User } from '../../../shared/entities';
import type { EventValues } from '../../../shared/schemas/eventSchemas';
import type { Database, Db } from '../../db/database';
import { closeListingsOfCancelled, countAdminEvents, findAdminEvents, insertConcertRow, lockConcert, updateConcertRow } from '../../db/repositories/adminEvents.repo';
import { AppError } from '../../http/AppError';
import { enqueueEventChangeAlerts } from '../alerts/eventChangeJobs';
import { recordAdminAction } from '../auditLog.service';
import { pagedResponse, pageOffset, type PageAt } from '../pagedResponse';
import { adminEvent, auditFields, changedFields, concertColumns, instantOf, toAdminEvent } from './adminEvent';

export const POSTPONE_TO_THE_PAST = 'The new date must be in the future';

/** GET /api/admin/events: by name, artist, venue or city. */
export async function searchEvents(db: Db, query: string, page: PageAt): Promise<AdminEventPage> {
  const text = query.trim();
  const [rows, total] = await Promise.all([findAdminEvents(db, text, page.pageSize, pageOffset(page)), countAdminEvents(db, text)]);
  return pagedResponse(rows.map(toAdminEvent), total, page);
}

/** A new event, with the generated artwork until a thumbnail is uploaded. */
export async function createEvent(db: Kysely<Database>, admin: User, values: EventValues): Promise<AdminEvent> {
  return db.transaction().execute(async (tx) => {
    const columns = await concertColumns(tx, values);
    const id = await insertConcertRow(tx, columns);
    await updateConcertRow(tx, id, { thumbnail: `/thumbnails/${id}.svg` });
    await recordAdminAction(tx, { actor: { adminId: admin.id }, action: 'event.create', target: { type: 'event', id }, before: null, after: auditFields(columns) });
    return adminEvent(tx, id);
  });
}

async function lockedOpenEvent(db: Db, id: number) {
  const row = await lockConcert(db, id);
  if (row === undefined) throw new AppError(404, EVENT_ERRORS.notFound);
  if (row.cancelled_at !== null) throw new AppError(409, EVENT_ERRORS.cancelled);
  return row;
}

/** Corrects an event's fields (a typo, the venue); a new date here alerts nobody: postponing does. */
export async function editEvent(db: Kysely<Database>, admin: User, id: number, values: EventValues): Promise<AdminEvent> {
  return db.transaction().execute(async (tx) => {
    const row = await lockedOpenEvent(tx, id);
    const columns = await concertColumns(tx, values, row.expected_dkim_domain);
    const change = changedFields(auditFields(row), auditFields(columns));
    if (Object.keys(change.after).length > 0) {
      await updateConcertRow(tx, id, columns);
      await recordAdminAction(tx, { actor: { adminId: admin.id }, action: 'event.edit', target: { type: 'event', id }, ...change });
    }
    return adminEvent(tx, id);
  });
}

/** A new date; the event's subscribers and the sellers with listings on it are told, once it commits. */
export async function postponeEvent(db: Kysely<Database>, admin: User, id: number, indiaTime: string, now: Date): Promise<AdminEvent> {
  const date = instantOf(indiaTime);
  if (date.getTime() <= now.getTime()) throw new AppError(400, POSTPONE_TO_THE_PAST);
  return db.transaction().execute(async (tx) => {
    const row = await lockedOpenEvent(tx, id);
    if (row.date.getTime() === date.getTime()) throw new AppError(409, EVENT_ERRORS.sameDate);
    await updateConcertRow(tx, id, { date, postponed_from: row.postponed_from ?? row.date });
    await enqueueEventChangeAlerts(tx, { concertId: id, change: 'postponed', changeId: now.getTime() }, now);
    await recordAdminAction(tx, {
      actor: { adminId: admin.id },
      action: 'event.postpone',
      target: { type: 'event', id },
      before: { date: row.date.toISOString() },
      after: { date: date.toISOString() },
    });
    return adminEvent(tx, id);
  });
}

/**
 * Cancels the event: its LISTED listings are closed (hidden with the cause EVENT_CANCELLED, so the figures drop by
 * trigger, and a SOLD listing stays history), and the sellers and fans are told once it commits.
 */
export async function cancelEvent(db: Kysely<Database>, admin: User, id: number, reason: string, now: Date): Promise<AdminEvent> {
  return db.transaction().execute(async (tx) => {
    const row = await lockConcert(tx, id);
    if (row === undefined) throw new AppError(404, EVENT_ERRORS.notFound);
    if (row.cancelled_at !== null) throw new AppError(409, EVENT_ERRORS.alreadyCancelled);
    await updateConcertRow(tx, id, { cancelled_at: now, cancellation_reason: reason });
    const closedListings = await closeListingsOfCancelled(tx, id);
    await enqueueEventChangeAlerts(tx, { concertId: id, change: 'cancelled', changeId: now.getTime() }, now);
    await recordAdminAction(tx, {
      actor: { adminId: admin.id },
      action: 'event.cancel',
      target: { type: 'event', id },
      before: { cancelled: false },
      after: { cancelled: true, reason, closedListings },
    });
    return adminEvent(tx, id);
  });
}
