import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertCategory, insertConcert, insertListing, insertUser } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';

/** index.html as the client build writes it: the site's own title and description, to be replaced per page. */
const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <meta
      name="description"
      content="Buy and resell verified tickets to concerts, sports and festivals in India, fan to fan."
    />
    <title>FanTickets: verified fan-to-fan tickets in India</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PUBLIC_URL = 'https://tickets.example.in';
const NAME = `Zakir Khan "<Live>" & Friends' Night`;

/** The head as a link-preview crawler reads it: the title, and each meta tag's content by name or property. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (text: string) =>
    text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const meta = new Map<string, string[]>();
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    meta.set(key, [...(meta.get(key) ?? []), decode(content)]);
  }
  const only = (key: string) => {
    const values = meta.get(key) ?? [];
    if (values.length !== 1) throw new Error(`${key}: ${values.length} tags`);
    return values[0];
  };
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1])),
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((match) => decode(match[1])),
    descriptions: meta.get('description') ?? [],
    only,
    has: (key: string) => meta.has(key),
  };
}

describe('link previews: the head of a page as a crawler that is never signed in gets it', () => {
  let t: TestApp;
  let dir: string;
  let concertId: number;
  let emptyId: number;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'previews-'));
    await writeFile(join(dir, 'index.html'), INDEX);
    t = await buildTestApp({ staticDir: dir, env: { PUBLIC_URL } });
    const categoryId = await insertCategory(t.db, 'Comedy');
    const concert = await insertConcert(t.db, { name: NAME, categoryId, daysFromNow: 30, city: 'Bengaluru' });
    concertId = concert.id;
    // Two listings of 3 and 2 tickets, the cheaper at ₹1,25,000; a sold one at a lower price counts for nothing.
    const seller = await insertUser(t.db);
    await insertListing(t.db, { concert_id: concertId, seller_id: seller.id, quantity: 3, price: 150000 });
    await insertListing(t.db, { concert_id: concertId, seller_id: seller.id, quantity: 2, price: 125000 });
    await insertListing(t.db, { concert_id: concertId, seller_id: seller.id, quantity: 1, price: 900, ticket_status: 'SOLD' });
    emptyId = (await insertConcert(t.db, { name: 'Quiet Night', categoryId, daysFromNow: 40 })).id;
    // 19:30 in India on 14 February 2027.
    await t.db.updateTable('concerts').set({ date: new Date('2027-02-14T14:00:00Z') }).where('id', '=', concertId).execute();
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it("gives an event page the event's title, description, address and picture, escaped", async () => {
    // Any slug: a shared link may carry an old name, the id names the event.
    const response = await page(`/events/old-name/${concertId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = headOf(response.body);

    const title = `${NAME} Tickets | Test Venue, Bengaluru | FanTickets`;
    const description =
      `5 verified tickets listed for ${NAME} on Sun, 14 Feb 2027 at Test Venue, Bengaluru from ₹1,25,000. ` +
      'Buy from real fans, no scalpers, on FanTickets.';
    const url = `${PUBLIC_URL}/events/zakir-khan-live-friends-night/${concertId}`;
    const image = `${PUBLIC_URL}/thumbnails/og/${concertId}.png`;
    expect(head.titles).toEqual([title]);
    expect(head.descriptions).toEqual([description]);
    expect(head.canonical).toEqual([url]);
    expect(head.only('og:title')).toBe(title);
    expect(head.only('og:description')).toBe(description);
    expect(head.only('og:url')).toBe(url);
    expect(head.only('og:type')).toBe('website');
    expect(head.only('og:site_name')).toBe('FanTickets');
    expect(head.only('og:image')).toBe(image);
    expect(head.only('og:image:type')).toBe('image/png');
    expect(head.only('og:image:width')).toBe('1200');
    expect(head.only('og:image:height')).toBe('630');
    expect(head.only('og:image:alt')).toBe(NAME);
    expect(head.only('twitter:card')).toBe('summary_large_image');
    expect(head.only('twitter:title')).toBe(title);
    expect(head.only('twitter:description')).toBe(description);
    expect(head.only('twitter:image')).toBe(image);

    // Every quote and angle bracket of the name arrives as an entity: nothing of it can close a tag or an attribute.
    expect(response.body).not.toContain('<Live>');
    expect(response.body).toContain('Zakir Khan &quot;&lt;Live&gt;&quot; &amp; Friends&#39; Night');
    // The page itself is still the app, which asks a stranger to sign in.
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('says when an event has no tickets listed yet', async () => {
    const head = headOf((await page(`/events/quiet-night/${emptyId}`)).body);
    expect(head.only('og:description')).toMatch(/^No tickets listed yet for Quiet Night on \w{3}, \d{1,2} \w{3} \d{4} at Test Venue, Mumbai\./);
  });

  it('gives the landing page and the terms their own head and the site picture', async () => {
    const cases = [
      ['/', 'FanTickets: verified fan-to-fan tickets in India', /^Buy and resell verified tickets/],
      ['/terms', 'Terms and Conditions | FanTickets', /^What FanTickets verifies/],
    ] as const;
    for (const [path, title, description] of cases) {
      const response = await page(path);
      expect(response.statusCode).toBe(200);
      const head = headOf(response.body);
      expect(head.titles).toEqual([title]);
      expect(head.descriptions).toHaveLength(1);
      expect(head.descriptions[0]).toMatch(description);
      expect(head.canonical).toEqual([`${PUBLIC_URL}${path}`]);
      expect(head.only('og:title')).toBe(title);
      expect(head.only('og:url')).toBe(`${PUBLIC_URL}${path}`);
      expect(head.only('og:image')).toBe(`${PUBLIC_URL}/thumbnails/og/site.png`);
      expect([head.only('og:image:width'), head.only('og:image:height')]).toEqual(['1200', '630']);
      expect(head.only('twitter:card')).toBe('summary_large_image');
    }
  });

  it.each(['/events/gone/999999', '/events/event/abc', '/events/event/99999999999'])(
    "answers an unknown event %s with the not-found page's title and a 404",
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = headOf(response.body);
      expect(head.titles).toEqual(['Event not found | FanTickets']);
      expect(head.has('og:title')).toBe(false);
      expect(head.canonical).toEqual([]);
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('leaves the other pages to name themselves in the browser', async () => {
    const response = await page('/profile');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });
});
