import sharp from 'sharp';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { GPS_MARKER, phonePhotoWithGps } from '../test/photoWithExif';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { migrations } from './migrations';

/** 20261129_0003_picture_variants on pictures stored as uploaded: each is redrawn without metadata, or removed. */
describe('profile pictures stored before the picture pipeline', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  it('redraws each as WebP without its EXIF, and removes one that cannot be decoded', async () => {
    const migrator = new Migrator({ db: test.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('20261129_0002_booking_hash_only')).error).toBeUndefined();
    const photo = await phonePhotoWithGps();
    await sql`insert into users (email, profile_picture, profile_picture_type, profile_picture_updated_at)
      values ('photo@example.in', ${photo}, 'image/jpeg', now()), ('broken@example.in', ${Buffer.from('89504e470d0a1a0a00', 'hex')}, 'image/png', now())`.execute(test.db);

    expect((await migrator.migrateTo('20261129_0003_picture_variants')).error).toBeUndefined();
    const rows = await test.db.selectFrom('users').select(['email', 'profile_picture', 'profile_picture_small', 'profile_picture_type', 'profile_picture_updated_at']).orderBy('email').execute();
    expect(rows[0]).toMatchObject({ email: 'broken@example.in', profile_picture: null, profile_picture_small: null, profile_picture_type: null, profile_picture_updated_at: null });
    expect(rows[1]).toMatchObject({ email: 'photo@example.in', profile_picture_type: 'image/webp' });
    for (const [bytes, side] of [[rows[1].profile_picture, 512], [rows[1].profile_picture_small, 96]] as const) {
      const picture = Buffer.from(bytes ?? []);
      const metadata = await sharp(picture).metadata();
      expect([metadata.format, metadata.width, metadata.exif]).toEqual(['webp', side, undefined]);
      expect(picture.includes(GPS_MARKER)).toBe(false);
    }
  });
});
