import sharp from 'sharp';
import { as, signUp, userRow, type Browser } from '../test/accounts';
import { multipartFile, type FilePart } from '../test/multipartFile';
import { BLUE, GPS_MARKER, isNear, phonePhotoWithGps, pixelAt, plainPng, RED } from '../test/photoWithExif';
import { buildTestApp, type TestApp } from '../test/testApp';

// Magic bytes of each type with nothing decodable behind them.
const BROKEN_PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(40, 7)]);
const BROKEN_WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

describe('PUT /api/users/me/profile-picture and GET /api/users/{id}/profile-picture', () => {
  let t: TestApp;
  let me: { user: { id: number }; browser: Browser };
  beforeAll(async () => {
    t = await buildTestApp();
    me = await signUp(t.app);
  });
  afterAll(() => t.close());

  const upload = (file: Buffer, options: FilePart = {}) =>
    t.app.inject(as(me.browser, { method: 'PUT', url: '/api/users/me/profile-picture', ...multipartFile(file, { filename: 'me.png', type: 'image/png', ...options }) }));

  let PNG: Buffer;
  beforeAll(async () => {
    PNG = await plainPng();
  });

  it('draws a real image again as a 512 px WebP (and a 96 px one), answers { user } with its versioned URL and serves it', async () => {
    const response = await upload(PNG);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user.profilePicture).toMatch(new RegExp(`^/api/users/${me.user.id}/profile-picture\\?v=\\d+$`));
    expect((await userRow(t.db, me.user.id)).profile_picture_type).toBe('image/webp');

    const served = await t.app.inject({ method: 'GET', url: user.profilePicture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const small = await t.app.inject({ method: 'GET', url: `${user.profilePicture}&size=small` });
    expect([small.statusCode, small.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 96, height: 96 });
    expect((await t.app.inject(as(me.browser, { method: 'GET', url: '/api/users/me' }))).json().profilePicture).toBe(user.profilePicture);
    expect((await t.app.inject({ method: 'GET', url: `${user.profilePicture}&size=huge` })).statusCode).toBe(400);
  });

  it('crops a wide and a tall picture to the square at their centre, filling the circle rather than letterboxing', async () => {
    // Red bands either side of a blue middle square: the stored picture must be the middle, edge to edge.
    const banded = async (width: number, height: number) => {
      const side = Math.min(width, height);
      const middle = await sharp({ create: { width: side, height: side, channels: 3, background: BLUE } }).png().toBuffer();
      return sharp({ create: { width, height, channels: 3, background: RED } })
        .composite([{ input: middle, left: (width - side) / 2, top: (height - side) / 2 }])
        .png()
        .toBuffer();
    };
    for (const [width, height] of [[300, 100], [100, 300]]) {
      const response = await upload(await banded(width, height));
      expect(response.statusCode).toBe(200);
      for (const size of ['large', 'small'] as const) {
        const served = (await t.app.inject({ method: 'GET', url: `${response.json().user.profilePicture}&size=${size}` })).rawPayload;
        const { width: w, height: h } = await sharp(served).metadata();
        expect([w, h]).toEqual(size === 'large' ? [512, 512] : [96, 96]);
        const last = (w ?? 0) - 3;
        const corners = [[2, 2], [last, 2], [2, last], [last, last], [Math.floor(last / 2), Math.floor(last / 2)]];
        for (const [x, y] of corners) expect([x, y, isNear(await pixelAt(served, x, y), BLUE)]).toEqual([x, y, true]);
      }
    }
  });

  it('serves a phone photo upright and without its EXIF: no GPS position, no orientation, no description', async () => {
    const photo = await phonePhotoWithGps();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6 });
    expect(photo.includes(GPS_MARKER)).toBe(true);
    const before = (await userRow(t.db, me.user.id)).profile_picture_updated_at;
    await new Promise((resolve) => setTimeout(resolve, 5));

    const response = await upload(photo, { filename: 'IMG_2041.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profilePicture).not.toContain(`v=${before?.getTime()}`);
    for (const size of ['large', 'small']) {
      const served = (await t.app.inject({ method: 'GET', url: `${response.json().user.profilePicture}&size=${size}` })).rawPayload;
      const metadata = await sharp(served).metadata();
      expect(metadata).toMatchObject({ format: 'webp' });
      expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([undefined, undefined, undefined]);
      expect(served.includes(GPS_MARKER)).toBe(false);
      expect(served.includes(Buffer.from('Exif'))).toBe(false);
      // Turned 90° clockwise, the left (red) half is on top and the right (blue) half below.
      const side = metadata.width ?? 0;
      expect(isNear(await pixelAt(served, side / 2, Math.round(side * 0.1)), RED)).toBe(true);
      expect(isNear(await pixelAt(served, side / 2, Math.round(side * 0.9)), BLUE)).toBe(true);
    }
  });

  it.each([
    ['text named .png', Buffer.from('definitely not a picture, just text'), 'cat.png'],
    ['PNG magic bytes with nothing behind them', BROKEN_PNG, 'broken.png'],
    ['WebP magic bytes with nothing behind them', BROKEN_WEBP, 'broken.webp'],
  ])('refuses %s with the SPEC message and keeps the old picture', async (_name, bytes, name) => {
    const before = await userRow(t.db, me.user.id);
    const response = await upload(bytes, { filename: name, type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please select a valid image file' });
    const after = await userRow(t.db, me.user.id);
    expect([after.profile_picture_type, after.profile_picture_updated_at]).toEqual(['image/webp', before.profile_picture_updated_at]);
  });

  it('refuses a 6 MB image without storing it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Image size should be less than 5MB' });
    expect((await userRow(t.db, me.user.id)).profile_picture_type).toBe('image/webp');
  }, 30_000);

  it('refuses exactly 5 MB (the limit is "less than")', async () => {
    const response = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]));
    expect(response.statusCode).toBe(413);
  }, 30_000);

  it('refuses a request with no file field', async () => {
    expect((await upload(PNG, { field: 'picture' })).json()).toEqual({ error: 'Please select a valid image file' });
    const notMultipart = await t.app.inject(as(me.browser, { method: 'PUT', url: '/api/users/me/profile-picture', payload: { file: 'x' } }));
    expect(notMultipart.statusCode).toBe(400);
  });

  it('answers 404 for a user without a picture', async () => {
    const other = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${other.user.id}/profile-picture?v=1` });
    expect(response.statusCode).toBe(404);
    expect(other.user).toMatchObject({ profilePicture: null });
  });

  // "Infinity" and "1e999" read as numbers, but as infinite ones: no id (Ajv's coercion would let them past the range).
  it.each(['abc', '1.5', '-1', '1000000000', 'Infinity', '-Infinity', '1e999'])('refuses the user id %j with a 400', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${id}/profile-picture` });
    expect([response.statusCode, response.json()]).toEqual([400, { error: 'User id must be a whole number' }]);
  });
});
