import type { Kysely, Transaction } from 'kysely';
import { ADMIN_LISTING_ERRORS, type AdminListing, type AdminListingPage, type RelistingAllowed } from '../../../shared/admin/listings';
import type { User } from '../../../shared/entities';
import type { Database, Db } from '../../db/database';
import {
  countAdminListings,
  endOperatorHiding,
  findAdminListing,
  findAdminListings,
  hideListingByOperator,
  type AdminListingQuery,
  type AdminListingRow,
} from '../../db/repositories/adminListings.repo';
import { removeDeletedBooking } from '../../db/repositories/deletedBookings.repo';
import { findListingSeller, lockListing } from '../../db/repositories/listings.repo';
import { findUserForShare } from '../../db/repositories/users.repo';
import { AppError } from '../../http/AppError';
import { recordAdminAction } from '../auditLog.service';
import { pagedResponse, pageOffset, type PageAt } from '../pagedResponse';
import { enqueueListingHiddenMail } from './listingHiddenMail';

export function toAdminListing(row: AdminListingRow): AdminListing {
  return {
    id: row.id,
    event: { id: row.concert_id, name: row.concert_name, date: row.concert_date.toISOString() },
    seller:
      row.seller_id === null || row.seller_email === null
        ? null
        : { id: row.seller_id, email: row.seller_email, name: row.seller_name, suspended: row.seller_suspended_at !== null },
    price: Number(row.price),
    quantity: row.quantity,
    seat: row.verified_seat,
    status: row.ticket_status,
    createdAt: row.created_at.toISOString(),
    hidden: row.hidden_at === null || row.hidden_cause === null ? null : { at: row.hidden_at.toISOString(), cause: row.hidden_cause, reason: row.hidden_reason },
    openReports: row.open_reports,
  };
}

export async function adminListing(db: Db, id: number): Promise<AdminListing> {
  const row = await findAdminListing(db, id);
  if (row === undefined) throw new AppError(404, ADMIN_LISTING_ERRORS.notFound);
  return toAdminListing(row);
}

/** GET /api/admin/listings: by event, seller or booking, newest first. */
export async function searchListings(db: Db, query: AdminListingQuery, page: PageAt): Promise<AdminListingPage> {
  const text = { ...query, text: query.text.trim() };
  const [rows, total] = await Promise.all([findAdminListings(db, text, page.pageSize, pageOffset(page)), countAdminListings(db, text)]);
  return pagedResponse(rows.map(toAdminListing), total, page);
}

/**
 * Hides a listing on sale, in the caller's transaction with the row locked: buyers stop seeing it (the event's
 * figures drop by trigger), the seller is mailed the reason, and the audit log records it.
 */
export async function hideInTransaction(tx: Transaction<Database>, admin: User, id: number, reason: string): Promise<void> {
  const listing = await lockListing(tx, id);
  if (listing === undefined) throw new AppError(404, ADMIN_LISTING_ERRORS.notFound);
  if (listing.ticket_status === 'SOLD') throw new AppError(409, ADMIN_LISTING_ERRORS.sold);
  if (listing.hidden_at !== null) throw new AppError(409, ADMIN_LISTING_ERRORS.alreadyHidden);
  await hideListingByOperator(tx, id, reason);
  await enqueueListingHiddenMail(tx, id, new Date());
  await recordAdminAction(tx, {
    actor: { adminId: admin.id },
    action: 'listing.hide',
    target: { type: 'listing', id },
    before: { hidden: false },
    after: { hidden: true, cause: 'OPERATOR', reason, eventId: listing.concert_id, sellerId: listing.seller_id },
  });
}

export function hideListing(db: Kysely<Database>, admin: User, id: number, reason: string): Promise<AdminListing> {
  return db.transaction().execute(async (tx) => {
    await hideInTransaction(tx, admin, id, reason);
    return adminListing(tx, id);
  });
}

/**
 * Ends an operator's hiding. Nothing else is undone: a listing hidden by its seller's suspension is refused (409:
 * restore the seller), and one whose seller was suspended since stays hidden, now as the suspension's.
 */
export function restoreListing(db: Kysely<Database>, admin: User, id: number): Promise<AdminListing> {
  return db.transaction().execute(async (tx) => {
    const seller = await findListingSeller(tx, id);
    if (seller === undefined) throw new AppError(404, ADMIN_LISTING_ERRORS.notFound);
    // The seller first, then the listing: the order a suspension takes them in (its row FOR UPDATE, then its
    // listings), so the two wait for each other instead of deadlocking. FOR SHARE: a suspension waits for this, or this sees it.
    const sellerRow = seller === null ? undefined : await findUserForShare(tx, seller);
    const listing = await lockListing(tx, id);
    if (listing === undefined) throw new AppError(404, ADMIN_LISTING_ERRORS.notFound);
    if (listing.hidden_cause !== 'OPERATOR') throw new AppError(409, ADMIN_LISTING_ERRORS.notHiddenByOperator);
    const sellerSuspended = sellerRow?.suspended_at != null;
    await endOperatorHiding(tx, id, sellerSuspended);
    await recordAdminAction(tx, {
      actor: { adminId: admin.id },
      action: 'listing.restore',
      target: { type: 'listing', id },
      before: { hidden: true, cause: 'OPERATOR', reason: listing.hidden_reason },
      after: sellerSuspended ? { hidden: true, cause: 'SELLER_SUSPENDED' } : { hidden: false },
    });
    return adminListing(tx, id);
  });
}

/**
 * Lets the booking of a deleted listing be listed again (the seller deleted it by mistake, say): its tombstone goes,
 * and the audit log records it.
 */
export function allowRelisting(db: Kysely<Database>, admin: User, listingId: number): Promise<RelistingAllowed> {
  return db.transaction().execute(async (tx) => {
    const removed = await removeDeletedBooking(tx, listingId);
    if (removed === undefined) throw new AppError(404, ADMIN_LISTING_ERRORS.noDeletedListing);
    const allowed = { listingId, eventId: removed.concert_id, deletedAt: removed.deleted_at.toISOString() };
    await recordAdminAction(tx, {
      actor: { adminId: admin.id },
      action: 'listing.allow_relisting',
      target: { type: 'listing', id: listingId },
      before: { deleted: true, eventId: removed.concert_id, deletedAt: allowed.deletedAt },
      after: { mayListAgain: true },
    });
    return allowed;
  });
}
