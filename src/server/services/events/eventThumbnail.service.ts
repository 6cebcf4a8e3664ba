import type { Kysely } from 'kysely';
import { EVENT_ERRORS, MAX_THUMBNAIL_BYTES, type AdminEvent } from '../../../shared/admin/events';
import type { User } from '../../../shared/entities';
import { uploadedThumbnailPath } from '../../../shared/eventThumbnail';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../../../shared/schemas/profileSchemas';
import type { Database } from '../../db/database';
import { lockConcert, nextPictureVersion, saveEventPicture, updateConcertRow } from '../../db/repositories/adminEvents.repo';
import { AppError } from '../../http/AppError';
import { recordAdminAction } from '../auditLog.service';
import { UndecodablePicture } from '../safePicture';
import { safeThumbnailVariants } from '../thumbnailPicture';
import { adminEvent } from './adminEvent';

/**
 * An uploaded thumbnail, drawn again by the picture pipeline (metadata gone, upright, 1280 and 640 px WebP) before
 * anything is written; the event's `thumbnail` then names the new version's 640 px file, so every page that shows
 * the event shows it, and srcset offers the 1280 px one.
 */
export async function setEventThumbnail(db: Kysely<Database>, admin: User, id: number, bytes: Buffer): Promise<AdminEvent> {
  if (bytes.length >= MAX_THUMBNAIL_BYTES) throw new AppError(413, IMAGE_SIZE_MESSAGE);
  let variants: Awaited<ReturnType<typeof safeThumbnailVariants>>;
  try {
    variants = await safeThumbnailVariants(bytes);
  } catch (error) {
    if (error instanceof UndecodablePicture) throw new AppError(400, IMAGE_TYPE_MESSAGE);
    throw error;
  }
  return db.transaction().execute(async (tx) => {
    const row = await lockConcert(tx, id);
    if (row === undefined) throw new AppError(404, EVENT_ERRORS.notFound);
    const version = await nextPictureVersion(tx, id);
    await saveEventPicture(tx, id, version, variants.large, variants.small);
    const thumbnail = uploadedThumbnailPath(id, version);
    await updateConcertRow(tx, id, { thumbnail });
    await recordAdminAction(tx, { actor: { adminId: admin.id }, action: 'event.thumbnail', target: { type: 'event', id }, before: { thumbnail: row.thumbnail }, after: { thumbnail } });
    return adminEvent(tx, id);
  });
}

export { findEventPicture } from '../../db/repositories/adminEvents.repo';
