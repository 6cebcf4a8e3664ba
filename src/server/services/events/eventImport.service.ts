import { sql, type Kysely } from 'kysely';
import { EVENT_ERRORS, type ImportPreview, type ImportResult } from '../../../shared/admin/events';
import type { User } from '../../../shared/entities';
import type { Database, Db } from '../../db/database';
import { allEventKeys, insertConcertRow, updateConcertRow } from '../../db/repositories/adminEvents.repo';
import { listCategories } from '../../db/repositories/categories.repo';
import { AppError } from '../../http/AppError';
import { recordAdminAction } from '../auditLog.service';
import { publicProviders } from '../providers/providers.service';
import { auditFields, concertColumns } from './adminEvent';
import { readImport, type ReadImport } from './importRows';

export const NOT_UTF8 = 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again';

function fileText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(400, NOT_UTF8);
  }
}

async function checkedImport(db: Db, bytes: Buffer, now: Date): Promise<ReadImport> {
  const [categories, existing, providers] = await Promise.all([listCategories(db), allEventKeys(db), publicProviders(db)]);
  return readImport(fileText(bytes), { categories, providers, existing, now });
}

/** POST /api/admin/events/import/preview: each row and its problems; nothing is written. */
export async function previewImport(db: Db, bytes: Buffer, now: Date): Promise<ImportPreview> {
  return (await checkedImport(db, bytes, now)).preview;
}

/**
 * POST /api/admin/events/import: the same file again, checked again (the catalogue may have changed since the
 * preview), and its good rows inserted in one transaction, each with its audit entry; the bad ones are left out and
 * returned. Imports take turns (a transaction lock), so two at once cannot both add the same event.
 */
export async function importEvents(db: Kysely<Database>, admin: User, bytes: Buffer, now: Date): Promise<ImportResult> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('event-import'))`.execute(tx);
    const { preview, good } = await checkedImport(tx, bytes, now);
    if (preview.fileProblems.length > 0) throw new AppError(400, preview.fileProblems[0]);
    if (good.length === 0) throw new AppError(400, EVENT_ERRORS.nothingToImport);
    const created: number[] = [];
    for (const row of good) {
      const columns = await concertColumns(tx, row.values);
      const id = await insertConcertRow(tx, columns);
      await updateConcertRow(tx, id, { thumbnail: `/thumbnails/${id}.svg` });
      await recordAdminAction(tx, { actor: { adminId: admin.id }, action: 'event.import', target: { type: 'event', id }, before: null, after: { ...auditFields(columns), line: row.line } });
      created.push(id);
    }
    return { created, skipped: preview.rows.filter((r) => r.problems.length > 0) };
  });
}
