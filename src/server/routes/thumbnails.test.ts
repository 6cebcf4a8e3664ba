import { insertCategory, insertConcert } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';

describe('GET /thumbnails/:id.svg', () => {
  let t: TestApp;
  let concertId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const categoryId = await insertCategory(t.db, 'Comedy');
    concertId = (await insertConcert(t.db, { name: 'Zakir Khan <Live> & Friends', categoryId, daysFromNow: 5 })).id;
  });
  afterAll(() => t.close());

  it("draws the event's artwork as SVG", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/thumbnails/${concertId}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('COMEDY');
    expect(response.body).toContain('Zakir Khan &lt;Live&gt; &amp;');
  });

  it.each(['/thumbnails/99999.svg', '/thumbnails/abc.svg'])('answers %s with a JSON 404', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: `Not found: GET ${url}` });
  });
});
