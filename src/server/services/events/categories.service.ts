import type { Kysely } from 'kysely';
import { EVENT_ERRORS } from '../../../shared/admin/events';
import type { Category, User } from '../../../shared/entities';
import { eventSlug } from '../../../shared/slug';
import type { Database } from '../../db/database';
import { AppError } from '../../http/AppError';
import { recordAdminAction } from '../auditLog.service';
import { toCategory } from '../catalogue.service';
import { isUniqueViolation } from '../uniqueViolation';

/**
 * A new category. Its slug is made from the title as an event's is, so 'Stand-up' and 'stand up' are one
 * category: the second is refused (409), as is the same title again.
 */
export async function addCategory(db: Kysely<Database>, admin: User, title: string): Promise<Category> {
  try {
    return await db.transaction().execute(async (tx) => {
      const row = await tx.insertInto('categories').values({ title, slug: eventSlug(title) }).returningAll().executeTakeFirstOrThrow();
      await recordAdminAction(tx, { actor: { adminId: admin.id }, action: 'category.create', target: { type: 'category', id: row.id }, before: null, after: { title } });
      return toCategory(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, EVENT_ERRORS.duplicateCategory);
    throw error;
  }
}
