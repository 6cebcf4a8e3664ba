import type { Kysely, Transaction } from 'kysely';
import { PEOPLE_ERRORS, type AdminUser, type AdminUserPage } from '../../shared/admin/people';
import type { User } from '../../shared/entities';
import type { Database, Db } from '../db/database';
import { countPeople, findPeople, findPerson, hideListingsOfSuspended, showListingsOfRestored, type AdminUserRow } from '../db/repositories/adminUsers.repo';
import { deleteUserSessions } from '../db/repositories/sessions.repo';
import { lockUser, updateUser } from '../db/repositories/users.repo';
import { AppError } from '../http/AppError';
import { recordAdminAction } from './auditLog.service';
import { pagedResponse, pageOffset, type PageAt } from './pagedResponse';

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phoneNumber: row.phone_number,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    suspension: row.suspended_at === null || row.suspension_reason === null ? null : { at: row.suspended_at.toISOString(), reason: row.suspension_reason },
    listings: { listed: row.listed, hidden: row.hidden, sold: row.sold },
  };
}

async function person(db: Db, id: number): Promise<AdminUser> {
  const row = await findPerson(db, id);
  if (row === undefined) throw new AppError(404, PEOPLE_ERRORS.notFound);
  return toAdminUser(row);
}

/** GET /api/admin/users: accounts by e-mail, name or phone. */
export async function searchPeople(db: Db, query: string, page: PageAt): Promise<AdminUserPage> {
  const text = query.trim();
  const [rows, total] = await Promise.all([findPeople(db, text, page.pageSize, pageOffset(page)), countPeople(db, text)]);
  return pagedResponse(rows.map(toAdminUser), total, page);
}

/**
 * Suspends the account, in one transaction with its row locked: the reason is kept, every session ends, its
 * LISTED listings are hidden from buyers (the event figures drop with them, by trigger) and the audit log
 * records it all. The admin is the session's, never a value from the request. Admins are not suspended here:
 * the command line takes their role back first, so no admin can lock the others out.
 */
export async function suspendAccount(db: Kysely<Database>, admin: User, id: number, reason: string): Promise<AdminUser> {
  return db.transaction().execute(async (tx) => {
    await suspendInTransaction(tx, admin, id, reason);
    return person(tx, id);
  });
}

/** The suspension inside a caller's transaction (the Reports queue suspends a seller with the report it resolves). */
export async function suspendInTransaction(tx: Transaction<Database>, admin: User, id: number, reason: string): Promise<void> {
  if (id === admin.id) throw new AppError(403, PEOPLE_ERRORS.yourself);
  const user = await lockUser(tx, id);
  if (user === undefined) throw new AppError(404, PEOPLE_ERRORS.notFound);
  if (user.role === 'ADMIN') throw new AppError(409, PEOPLE_ERRORS.anAdmin);
  if (user.suspended_at !== null) throw new AppError(409, PEOPLE_ERRORS.alreadySuspended);
  await updateUser(tx, id, { suspended_at: new Date(), suspension_reason: reason });
  const hiddenListings = await hideListingsOfSuspended(tx, id);
  await deleteUserSessions(tx, id);
  await recordAdminAction(tx, {
    actor: { adminId: admin.id },
    action: 'user.suspend',
    target: { type: 'user', id },
    before: { suspended: false },
    after: { suspended: true, reason, hiddenListings },
  });
}

/** Lifts the suspension: the account may sign in again, and the listings its suspension hid are shown again. */
export async function restoreAccount(db: Kysely<Database>, admin: User, id: number): Promise<AdminUser> {
  return db.transaction().execute(async (tx) => {
    const user = await lockUser(tx, id);
    if (user === undefined) throw new AppError(404, PEOPLE_ERRORS.notFound);
    if (user.suspended_at === null) throw new AppError(409, PEOPLE_ERRORS.notSuspended);
    await updateUser(tx, id, { suspended_at: null, suspension_reason: null });
    const shownListings = await showListingsOfRestored(tx, id);
    await recordAdminAction(tx, {
      actor: { adminId: admin.id },
      action: 'user.restore',
      target: { type: 'user', id },
      before: { suspended: true, reason: user.suspension_reason },
      after: { suspended: false, shownListings },
    });
    return person(tx, id);
  });
}
