import sharp from 'sharp';
import type { AdminEvent } from '../../../shared/admin/events';
import type { AuditPage } from '../../../shared/admin/audit';
import type { Concert, PagedResponse } from '../../../shared/entities';
import { thumbnailSrcSet } from '../../../shared/eventThumbnail';
import { signedInAdmin } from '../../test/admins';
import { insertCategory, insertConcert } from '../../test/fixtures';
import { multipartFile } from '../../test/multipartFile';
import { BLUE, GPS_MARKER, isNear, phonePhotoWithGps, pixelAt, plainPng, RED } from '../../test/photoWithExif';
import { signedInUser, type SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/** An event's thumbnail uploaded through the picture pipeline, served in two widths, shown to fans at once. */
describe('Events: the thumbnail upload', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let fan: SignedInUser;
  let concertId: number;

  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
    admin = await signedInAdmin(t.db);
    fan = await signedInUser(t.db);
    concertId = (await insertConcert(t.db, { name: 'Diljit Dosanjh Dil-Luminati', categoryId: await insertCategory(t.db), daysFromNow: 15 })).id;
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, id = concertId, headers = admin.headers, type = 'image/jpeg') => {
    const file = multipartFile(bytes, { filename: 'poster.jpg', type });
    return t.app.inject({ method: 'PUT', url: `/api/admin/events/${id}/thumbnail`, payload: file.payload, headers: { ...file.headers, ...headers } });
  };
  const fanSearch = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/concerts/search/diljit', headers: fan.headers }).then((r) => r.json() as PagedResponse<Concert>)).content[0].thumbnail;

  it('draws the photo again as 640 and 1280 px WebP without its EXIF, and a fan sees it at once', async () => {
    expect(await fanSearch()).toBe(null);
    const answer = await upload(await phonePhotoWithGps());
    expect(answer.statusCode).toBe(200);
    const event = answer.json() as AdminEvent;
    expect(event.thumbnail).toBe(`/thumbnails/pictures/${concertId}-1-640.webp`);
    // The cached search dropped: the fan's card has the picture, and srcset offers both widths.
    expect(await fanSearch()).toBe(event.thumbnail);
    expect(thumbnailSrcSet(event.thumbnail ?? '')).toBe(`/thumbnails/pictures/${concertId}-1-640.webp 640w, /thumbnails/pictures/${concertId}-1-1280.webp 1280w`);

    for (const [width, height] of [
      [640, 360],
      [1280, 720],
    ]) {
      const served = await t.app.inject({ method: 'GET', url: `/thumbnails/pictures/${concertId}-1-${width}.webp` });
      expect([served.statusCode, served.headers['content-type'], served.headers['cache-control']]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(['webp', width, height, undefined, undefined]);
      expect(served.rawPayload.includes(GPS_MARKER)).toBe(false);
      // Upright: the photo's left half (red) is turned to the top, its right half (blue) to the bottom.
      expect(isNear(await pixelAt(served.rawPayload, width / 2, 5), RED)).toBe(true);
      expect(isNear(await pixelAt(served.rawPayload, width / 2, height - 5), BLUE)).toBe(true);
    }
  });

  it('gives a new upload a new address, retires the old one, and records both in the audit log', async () => {
    const answer = await upload(await plainPng(320, 180), concertId, admin.headers, 'image/png');
    expect((answer.json() as AdminEvent).thumbnail).toBe(`/thumbnails/pictures/${concertId}-2-640.webp`);
    expect((await t.app.inject({ method: 'GET', url: `/thumbnails/pictures/${concertId}-1-640.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/thumbnails/pictures/${concertId}-2-1280.webp` })).statusCode).toBe(200);
    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetType=event&targetId=${concertId}&action=event.thumbnail`, headers: admin.headers });
    expect((audit.json() as AuditPage).content.map((e) => [e.before, e.after])).toEqual([
      [{ thumbnail: `/thumbnails/pictures/${concertId}-1-640.webp` }, { thumbnail: `/thumbnails/pictures/${concertId}-2-640.webp` }],
      [{ thumbnail: null }, { thumbnail: `/thumbnails/pictures/${concertId}-1-640.webp` }],
    ]);
  });

  it('refuses what is not a picture, an SVG, a missing file, an unknown event and a fan, changing nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>');
    for (const bytes of [Buffer.from('not an image at all'), svg]) {
      const refused = await upload(bytes, concertId, admin.headers, 'image/svg+xml');
      expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'Please select a valid image file' }]);
    }
    const noFile = await t.app.inject({ method: 'PUT', url: `/api/admin/events/${concertId}/thumbnail`, headers: admin.headers, payload: {} });
    expect(noFile.statusCode).toBe(400);
    const unknown = await upload(await plainPng(), 987654);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'No event with that id' }]);
    expect((await upload(await plainPng(), concertId, fan.headers)).statusCode).toBe(403);
    for (const file of ['../1-1-640.webp', `${concertId}-2-800.webp`, `${concertId}-2-640.png`, 'x.webp']) {
      expect((await t.app.inject({ method: 'GET', url: `/thumbnails/pictures/${encodeURIComponent(file)}` })).statusCode).toBe(404);
    }
    expect(await fanSearch()).toBe(`/thumbnails/pictures/${concertId}-2-640.webp`);
  });
});
