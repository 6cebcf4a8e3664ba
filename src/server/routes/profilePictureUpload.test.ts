import { as, signUp, userRow, type Browser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(40, 7)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(40, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

function multipart(file: Buffer, { field = 'file', name = 'me.png', type = 'image/png' } = {}) {
  const boundary = '----profile-picture-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('PUT /api/users/me/profile-picture and GET /api/users/{id}/profile-picture', () => {
  let t: TestApp;
  let me: { user: { id: number }; browser: Browser };
  beforeAll(async () => {
    t = await buildTestApp();
    me = await signUp(t.app);
  });
  afterAll(() => t.close());

  const upload = (file: Buffer, options?: Parameters<typeof multipart>[1]) => {
    const body = multipart(file, options);
    return t.app.inject(as(me.browser, { method: 'PUT', url: '/api/users/me/profile-picture', ...body }));
  };

  it('stores a real image, answers { user } with its versioned URL and serves it with the detected type', async () => {
    const response = await upload(PNG);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user.profilePicture).toMatch(new RegExp(`^/api/users/${me.user.id}/profile-picture\\?v=\\d+$`));
    const row = await userRow(t.db, me.user.id);
    expect(row.profile_picture_type).toBe('image/png');
    expect(Buffer.from(row.profile_picture ?? []).equals(PNG)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: user.profilePicture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject(as(me.browser, { method: 'GET', url: '/api/users/me' }))).json().profilePicture).toBe(user.profilePicture);
  });

  it('goes by the bytes, not the declared type: a JPEG sent as image/png is stored as JPEG, and the URL changes', async () => {
    const before = (await userRow(t.db, me.user.id)).profile_picture_updated_at;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await upload(JPEG, { name: 'me.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
    expect((await userRow(t.db, me.user.id)).profile_picture_type).toBe('image/jpeg');
    expect(response.json().user.profilePicture).not.toContain(`v=${before?.getTime()}`);
    expect((await upload(WEBP, { name: 'x.webp', type: 'image/webp' })).statusCode).toBe(200);
  });

  it('refuses text bytes named .png with the SPEC message and keeps the old picture', async () => {
    const response = await upload(Buffer.from('definitely not a picture, just text'), { name: 'cat.png', type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please select a valid image file' });
    expect((await userRow(t.db, me.user.id)).profile_picture_type).toBe('image/webp');
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
