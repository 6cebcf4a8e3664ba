import { freshIp } from '../test/accounts';
import { insertCategory, insertConcert } from '../test/fixtures';
import { DRAWS_PER_IP } from './previewImages';
import { buildTestApp, type TestApp } from '../test/testApp';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** A PNG's size, read from its bytes: the IHDR chunk comes first and starts with width and height. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('GET /thumbnails/og/…: link-preview pictures', () => {
  let t: TestApp;
  let concertId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db, 'Comedy');
    concertId = (await insertConcert(t.db, { name: `Zakir Khan "<Live>" & Friends`, categoryId, daysFromNow: 5 })).id;
  });
  afterAll(() => t.close());

  it.each([
    ['an event', () => `/thumbnails/og/${concertId}.png`],
    ['the site', () => '/thumbnails/og/site.png'],
  ])('draws %s as a 1200×630 PNG, cached for a day and tagged', async (_what, url) => {
    const response = await t.app.inject({ method: 'GET', url: url() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    // WhatsApp shows no picture above about 300 KB.
    expect(response.rawPayload.length).toBeLessThan(300_000);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('answers a crawler holding the current picture with 304 and no body', async () => {
    const url = `/thumbnails/og/${concertId}.png`;
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('draws a new picture, with a new tag, when the event is renamed', async () => {
    const url = `/thumbnails/og/${concertId}.png`;
    const before = await t.app.inject({ method: 'GET', url });
    await t.db.updateTable('concerts').set({ name: 'Zakir Khan: Papa Yaar' }).where('id', '=', concertId).execute();
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it('answers an unknown event with a JSON 404 and a malformed id with a 400', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/thumbnails/og/999999.png' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Event not found' });
    for (const id of ['abc', '1e309']) {
      const malformed = await t.app.inject({ method: 'GET', url: `/thumbnails/og/${id}.png` });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: 'Event id must be a whole number' });
    }
  });

  it('refuses an address drawing more new pictures than a crawler would, and still serves it the pictures already drawn', async () => {
    const categoryId = await insertCategory(t.db, 'Walked');
    const ids: number[] = [];
    for (let i = 0; i <= DRAWS_PER_IP.max; i += 1) ids.push((await insertConcert(t.db, { name: `Walked Event ${i}`, categoryId, daysFromNow: 3 })).id);
    const walker = freshIp();
    const get = (id: number, remoteAddress: string) => t.app.inject({ method: 'GET', url: `/thumbnails/og/${id}.png`, remoteAddress });
    for (const id of ids.slice(0, DRAWS_PER_IP.max)) expect((await get(id, walker)).statusCode).toBe(200);
    const refused = await get(ids[DRAWS_PER_IP.max], walker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Please wait \d+ seconds before trying again$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Drawn already: kept, so it costs nothing and is not refused.
    expect((await get(ids[0], walker)).statusCode).toBe(200);
    // Another address is not held back by the walker.
    expect((await get(ids[DRAWS_PER_IP.max], freshIp())).statusCode).toBe(200);
  });
});
