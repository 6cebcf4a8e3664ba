import { sql, type Kysely } from 'kysely';
import { safePictureVariants } from '../../services/safePicture';

/**
 * Issue 18, pictures made safe: a profile picture is kept as two WebP drawings of its pixels (512 and 96 px),
 * never as the uploaded file, whose EXIF may hold where the photo was taken. Pictures stored before are
 * redrawn here; one that cannot be decoded is removed rather than served as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('profile_picture_small', 'bytea').execute();
  const rows = await sql<{ id: number; bytes: Uint8Array }>`select id, profile_picture as bytes from users where profile_picture is not null`.execute(db);
  for (const row of rows.rows) {
    const variants = await safePictureVariants(Buffer.from(row.bytes)).catch(() => null);
    if (variants === null) {
      await sql`update users set profile_picture = null, profile_picture_type = null, profile_picture_updated_at = null where id = ${row.id}`.execute(db);
    } else {
      await sql`update users set profile_picture = ${variants.large}, profile_picture_small = ${variants.small},
        profile_picture_type = 'image/webp', profile_picture_updated_at = now() where id = ${row.id}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('profile_picture_small').execute();
}
