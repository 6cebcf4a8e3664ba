import { sql } from 'kysely';
import type { ImportPreview, ImportResult } from '../../../shared/admin/events';
import type { AuditPage } from '../../../shared/admin/audit';
import type { Concert, PagedResponse } from '../../../shared/entities';
import { insertProvider, setProviderEnabled } from '../../db/repositories/providers.repo';
import { signedInAdmin } from '../../test/admins';
import { insertCategory, insertConcert } from '../../test/fixtures';
import { multipartFile } from '../../test/multipartFile';
import { signedInUser, type SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { TIXHUB } from '../../test/providerFixtures';

const HEADER = 'name,date,venue,city,artist,category,provider';

/** Events from a CSV file: a preview of each row's problems with nothing written, then the good rows in one go. */
describe('Events: the CSV import', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let fan: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
    admin = await signedInAdmin(t.db);
    fan = await signedInUser(t.db);
    const concerts = await insertCategory(t.db, 'Concerts');
    await insertCategory(t.db, 'Comedy');
    const existing = await insertConcert(t.db, { name: 'Already Here', categoryId: concerts, daysFromNow: 30 });
    // Put the existing event at a time the file names: 2031-01-01 20:00 India time.
    await t.db.updateTable('concerts').set({ date: new Date('2031-01-01T14:30:00Z') }).where('id', '=', existing.id).execute();
  });
  afterAll(() => t.close());

  const send = (url: string, csv: string | Buffer, headers = admin.headers) => {
    const file = multipartFile(Buffer.isBuffer(csv) ? csv : Buffer.from(csv), { filename: 'events.csv', type: 'text/csv' });
    return t.app.inject({ method: 'POST', url, payload: file.payload, headers: { ...file.headers, ...headers } }).then((r) => ({ status: r.statusCode, body: r.json() as unknown }));
  };
  const preview = (csv: string | Buffer) => send('/api/admin/events/import/preview', csv);
  const eventCount = async () => Number((await t.db.selectFrom('concerts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  // A BOM, CRLF, quoted commas and quotes, columns in another order, a provider by name or domain, a date as a spreadsheet writes it.
  const FILE = [
    '\uFEFFcity,name,date,venue,artist,category,provider',
    'Mumbai,"Coldplay: Music of the Spheres, Night 1",2031-01-18T19:00,"DY Patil Stadium",Coldplay,Concerts,BookMyShow',
    'Delhi,"Kenny Sebastian ""Live""",2031-02-02 20:30,Siri Fort,Kenny Sebastian,comedy,district.in',
    'Pune,,2031-03-01T19:00,Venue,Artist,Concerts,District',
    'Pune,Bad Date Show,01/03/2031,Venue,Artist,Concerts,District',
    'Pune,Unknown Things,2031-03-01T19:00,Venue,Artist,Jazz,Ticketmaster',
    'Pune,Already Here,2031-01-01T20:00,Venue,Artist,Concerts,District',
    'Mumbai,"Coldplay: Music of the Spheres, Night 1",2031-01-18T19:00,Other Venue,Coldplay,Concerts,BookMyShow',
    'Goa,Old News,2020-01-01T19:00,Venue,Artist,Concerts,District',
    'Goa,Short Row,2031-04-01T19:00',
  ].join('\r\n');

  it("previews each row's problems and writes nothing", async () => {
    const before = await eventCount();
    const { status, body } = await preview(FILE);
    expect(status).toBe(200);
    const result = body as ImportPreview;
    expect(result.fileProblems).toEqual([]);
    expect([result.good, result.bad]).toEqual([2, 7]);
    expect(result.rows.map((r) => [r.line, r.values.name, r.problems])).toEqual([
      [2, 'Coldplay: Music of the Spheres, Night 1', []],
      [3, 'Kenny Sebastian "Live"', []],
      [4, '', ['Please give the event name']],
      [5, 'Bad Date Show', ['Please give the date and time in India as yyyy-mm-ddThh:mm']],
      [6, 'Unknown Things', ["Unknown category 'Jazz': add it first, or use one of Concerts, Comedy", "Unknown provider 'Ticketmaster': use one of BookMyShow, District, Skillbox, SortMyScene"]],
      [7, 'Already Here', ['Duplicate: an event with this name at this time already exists']],
      [8, 'Coldplay: Music of the Spheres, Night 1', ['Duplicate of the row on line 2']],
      [9, 'Old News', ['The date is in the past']],
      [10, 'Short Row', ['This row has 3 fields; the header has 7', 'Please give the venue', 'Please give the artist', 'Please choose a category', 'Please choose the selling provider']],
    ]);
    expect(await eventCount()).toBe(before);
  });

  it('says what is wrong with the file itself', async () => {
    const problems = async (csv: string | Buffer) => ((await preview(csv)).body as ImportPreview).fileProblems;
    expect(await problems('')).toEqual(['The file is empty: the first line must name the columns']);
    expect(await problems(`${HEADER}\n`)).toEqual(['The file has no events under its header']);
    expect(await problems('name,date,venue,town\nA,B,C,D')).toEqual([
      "Unknown column 'town': the columns are name, date, venue, city, artist, category, provider",
      "The column 'city' is missing",
      "The column 'artist' is missing",
      "The column 'category' is missing",
      "The column 'provider' is missing",
    ]);
    expect(await problems(`${HEADER}\n"Open quote,2031-01-01T10:00,V,C,A,Concerts,District`)).toEqual(['Line 2: a quote is opened and never closed']);
    expect(await preview(Buffer.from([0x6e, 0x61, 0xff, 0xfe, 0x0a]))).toEqual({ status: 400, body: { error: 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again' } });
  });

  it('imports the good rows in one transaction, each with its audit entry, and a fan finds them at once', async () => {
    const search = async (keyword: string) => (await t.app.inject({ method: 'GET', url: `/api/concerts/search/${keyword}`, headers: fan.headers }).then((r) => r.json() as PagedResponse<Concert>)).content;
    expect(await search('coldplay')).toEqual([]);
    const before = await eventCount();
    const { status, body } = await send('/api/admin/events/import', FILE);
    expect(status).toBe(200);
    const result = body as ImportResult;
    expect(result.created).toHaveLength(2);
    expect(result.skipped.map((r) => r.line)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(await eventCount()).toBe(before + 2);

    const [coldplay] = await search('coldplay');
    expect(coldplay).toMatchObject({
      concertId: result.created[0],
      concertName: 'Coldplay: Music of the Spheres, Night 1',
      concertDate: '2031-01-18T13:30:00.000Z',
      concertVenue: 'DY Patil Stadium',
      concertCity: 'Mumbai',
      expectedDkimDomain: 'bookmyshow.com',
      thumbnail: `/thumbnails/${result.created[0]}.svg`,
    });
    const [entry] = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetType=event&targetId=${result.created[1]}`, headers: admin.headers }).then((r) => r.json() as AuditPage)).content;
    expect([entry.action, entry.after]).toMatchObject(['event.import', { name: 'Kenny Sebastian "Live"', date: '2031-02-02T15:00:00.000Z', line: 3 }]);

    // The same file again: every row is now a duplicate, and nothing is written.
    expect(await send('/api/admin/events/import', FILE)).toEqual({ status: 400, body: { error: 'No row of this file can be imported: see the preview' } });
    expect(await eventCount()).toBe(before + 2);
  });

  it('writes all the good rows or none: a failure on the last one leaves the first out too', async () => {
    await sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Boom Show' then raise exception 'the disk is full'; end if; return new; end $$`.execute(t.db);
    await sql`create trigger refuse_boom before insert on concerts for each row execute function refuse_boom()`.execute(t.db);
    try {
      const before = await eventCount();
      const file = `${HEADER}\nFirst Good Show,2031-07-01T19:00,V,Pune,A,Concerts,District\nBoom Show,2031-07-02T19:00,V,Pune,A,Concerts,District`;
      expect((await send('/api/admin/events/import', file)).status).toBe(500);
      expect(await eventCount()).toBe(before);
      const entries = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'event.import').where(sql<boolean>`after->>'name' = 'First Good Show'`).execute();
      expect(entries).toEqual([]);
    } finally {
      await sql`drop trigger refuse_boom on concerts`.execute(t.db);
    }
  });

  it('refuses a file over 512 KB (413) and one of more than 2000 rows, before reading its rows', async () => {
    const row = 'Row Show,2031-06-01T19:00,Venue,Pune,Artist,Concerts,District\n';
    const huge = `${HEADER}\n${row.repeat(Math.ceil((512 * 1024) / row.length) + 1)}`;
    expect(await preview(huge)).toEqual({ status: 413, body: { error: 'The file must be under 512 KB' } });
    const many = `${HEADER}\n${row.repeat(2001)}`;
    expect(((await preview(many)).body as ImportPreview).fileProblems).toEqual(['The file has 2001 events; import at most 2000 at a time']);
  });

  it('refuses a file with a broken header, and a fan, writing nothing', async () => {
    const before = await eventCount();
    expect(await send('/api/admin/events/import', 'name,when\nA,B')).toEqual({ status: 400, body: { error: "Unknown column 'when': the columns are name, date, venue, city, artist, category, provider" } });
    const good = `${HEADER}\nFan Made Event,2031-06-01T19:00,V,Pune,A,Concerts,District`;
    expect((await send('/api/admin/events/import', good, fan.headers)).status).toBe(403);
    expect((await send('/api/admin/events/import/preview', good, fan.headers)).status).toBe(403);
    expect(await eventCount()).toBe(before);
  });
  it('knows the providers in the table: one an operator added, and refuses one that is disabled', async () => {
    await setProviderEnabled(t.db, await insertProvider(t.db, TIXHUB, admin.user.id), true);
    await insertProvider(t.db, { ...TIXHUB, slug: 'gatepass', name: 'GatePass', dkimDomains: ['gatepass.example'], fromDomains: ['gatepass.example'] }, admin.user.id);
    const file = [
      HEADER,
      'Jazz Night,2031-08-01T19:00,Blue Frog,Mumbai,Trio,Concerts,TixHub',
      'Jazz Night Two,2031-08-02T19:00,Blue Frog,Mumbai,Trio,Concerts,tixhub.example',
      'Gate Show,2031-08-03T19:00,Hall,Pune,Band,Concerts,GatePass',
      'Nowhere Show,2031-08-04T19:00,Hall,Pune,Band,Concerts,Ticketmaster',
    ].join('\n');
    const result = (await preview(file)).body as ImportPreview;
    expect(result.rows.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, []],
      [4, ['GatePass is disabled: it takes no new listings, so no event can be sold on it. Enable it under Providers first, or use one of BookMyShow, District, Skillbox, SortMyScene, TixHub']],
      [5, ["Unknown provider 'Ticketmaster': use one of BookMyShow, District, Skillbox, SortMyScene, TixHub"]],
    ]);
    const imported = (await send('/api/admin/events/import', file)).body as ImportResult;
    expect(imported.created).toHaveLength(2);
    const domains = await t.db.selectFrom('concerts').select('expected_dkim_domain').where('id', 'in', imported.created).execute();
    expect(domains.map((d) => d.expected_dkim_domain)).toEqual(['tixhub.example', 'tixhub.example']);
  });
});
