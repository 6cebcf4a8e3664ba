import type { AdminEvent, AdminEventPage } from '../../../shared/admin/events';
import type { AuditPage } from '../../../shared/admin/audit';
import type { Category, Concert, PagedResponse } from '../../../shared/entities';
import { signedInAdmin } from '../../test/admins';
import { insertCategory, insertConcert } from '../../test/fixtures';
import { TIXHUB } from '../../test/providerFixtures';
import { signedInUser, type SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/** The Events page's list, create and edit, as in production: a fan sees each change at once. */
describe('Events: list, create and edit', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let fan: SignedInUser;
  let concerts: number;
  let sport: number;
  let existing: number;

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin.headers) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) }).then((r) => ({ status: r.statusCode, body: r.json() as unknown }));
  const fanSearch = async (keyword: string) =>
    ((await inject('GET', `/api/concerts/search/${encodeURIComponent(keyword)}`, undefined, fan.headers)).body as PagedResponse<Concert>).content.map((c) => c.concertName);
  const audit = async (id: number) => ((await inject('GET', `/api/admin/audit?targetType=event&targetId=${id}`)).body as AuditPage).content;
  const form = (fields: Partial<Record<string, unknown>> = {}) => ({
    name: 'Sunburn Arena ft. Alan Walker',
    date: '2030-03-14T19:30',
    venue: 'Jio World Garden',
    city: 'Mumbai',
    artist: 'Alan Walker',
    categoryId: concerts,
    expectedDkimDomain: 'district.in',
    ...fields,
  });

  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
    admin = await signedInAdmin(t.db);
    fan = await signedInUser(t.db);
    concerts = await insertCategory(t.db, 'Concerts');
    sport = await insertCategory(t.db, 'Sports');
    existing = (await insertConcert(t.db, { name: 'Prateek Kuhad Live', categoryId: concerts, daysFromNow: 12, city: 'Pune' })).id;
    await insertConcert(t.db, { name: 'Last Year Show', categoryId: concerts, daysFromNow: -300 });
  });
  afterAll(() => t.close());

  it('finds events by name, artist, venue or city, upcoming first', async () => {
    const names = async (query: string) => ((await inject('GET', `/api/admin/events?query=${encodeURIComponent(query)}`)).body as AdminEventPage).content.map((e) => e.name);
    expect(await names('')).toEqual(['Prateek Kuhad Live', 'Last Year Show']);
    expect(await names('pune')).toEqual(['Prateek Kuhad Live']);
    expect(await names('KUHAD LIVE artist')).toEqual(['Prateek Kuhad Live']);
    expect(await names('test venue')).toEqual(['Prateek Kuhad Live', 'Last Year Show']);
    expect(await names('%')).toEqual([]);
    const one = await inject('GET', `/api/admin/events/${existing}`);
    expect(one.body).toMatchObject({ id: existing, categoryTitle: 'Concerts', cancellation: null, listings: { listed: 0, sold: 0, closed: 0 } });
    expect(await inject('GET', '/api/admin/events/999999')).toEqual({ status: 404, body: { error: 'No event with that id' } });
  });

  it('creates an event from India time, with its artwork, an audit entry, and a fan finds it at once', async () => {
    expect(await fanSearch('sunburn')).toEqual([]);
    const created = await inject('POST', '/api/admin/events', form());
    expect(created.status).toBe(201);
    const event = created.body as AdminEvent;
    expect(event).toEqual({
      id: expect.any(Number),
      name: 'Sunburn Arena ft. Alan Walker',
      // 19:30 in India is 14:00 UTC.
      date: '2030-03-14T14:00:00.000Z',
      venue: 'Jio World Garden',
      city: 'Mumbai',
      artist: 'Alan Walker',
      categoryId: concerts,
      categoryTitle: 'Concerts',
      expectedDkimDomain: 'district.in',
      thumbnail: `/thumbnails/${event.id}.svg`,
      cancellation: null,
      listings: { listed: 0, sold: 0, closed: 0 },
    });
    // The empty search was cached; the create dropped it.
    expect(await fanSearch('sunburn')).toEqual(['Sunburn Arena ft. Alan Walker']);
    const entries = await audit(event.id);
    expect(entries.map((e) => [e.action, e.actor?.id, e.before, e.after])).toEqual([
      [
        'event.create',
        admin.user.id,
        null,
        { name: 'Sunburn Arena ft. Alan Walker', date: '2030-03-14T14:00:00.000Z', venue: 'Jio World Garden', city: 'Mumbai', artist: 'Alan Walker', categoryId: concerts, expectedDkimDomain: 'district.in' },
      ],
    ]);
  });

  it('edits every field, recording only what changed, and a fan searching the new name finds it at once', async () => {
    const id = ((await inject('POST', '/api/admin/events', form({ name: 'Zakir Khan Live', date: '2030-04-01T20:00' }))).body as AdminEvent).id;
    expect(await fanSearch('papa yaar')).toEqual([]);
    const edited = await inject('PUT', `/api/admin/events/${id}`, form({ name: 'Zakir Khan: Papa Yaar', date: '2030-04-02T21:15', venue: 'Shanmukhananda Hall', city: 'Delhi', artist: 'Zakir Khan', categoryId: sport, expectedDkimDomain: 'skillboxes.com' }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Zakir Khan: Papa Yaar', date: '2030-04-02T15:45:00.000Z', city: 'Delhi', categoryTitle: 'Sports', expectedDkimDomain: 'skillboxes.com' });
    expect(await fanSearch('papa yaar')).toEqual(['Zakir Khan: Papa Yaar']);
    const fanRead = (await inject('GET', `/api/concerts/${id}`, undefined, fan.headers)).body as Concert;
    expect([fanRead.concertVenue, fanRead.concertDate]).toEqual(['Shanmukhananda Hall', '2030-04-02T15:45:00.000Z']);

    const [edit] = await audit(id);
    expect([edit.action, edit.before, edit.after]).toEqual([
      'event.edit',
      { name: 'Zakir Khan Live', date: '2030-04-01T14:30:00.000Z', venue: 'Jio World Garden', city: 'Mumbai', artist: 'Alan Walker', categoryId: concerts, expectedDkimDomain: 'district.in' },
      { name: 'Zakir Khan: Papa Yaar', date: '2030-04-02T15:45:00.000Z', venue: 'Shanmukhananda Hall', city: 'Delhi', artist: 'Zakir Khan', categoryId: sport, expectedDkimDomain: 'skillboxes.com' },
    ]);
    // The same values again change nothing and record nothing.
    await inject('PUT', `/api/admin/events/${id}`, form({ name: 'Zakir Khan: Papa Yaar', date: '2030-04-02T21:15', venue: 'Shanmukhananda Hall', city: 'Delhi', artist: 'Zakir Khan', categoryId: sport, expectedDkimDomain: 'skillboxes.com' }));
    expect(await audit(id)).toHaveLength(2);
  });

  it.each([
    ['a missing name', { name: '  ' }, 'Please give the event name'],
    ['a date that is not India time', { date: '2030-03-14T19:30:00Z' }, 'Please give the date and time in India as yyyy-mm-ddThh:mm'],
    ['a date that does not exist', { date: '2030-02-30T19:30' }, 'Please give the date and time in India as yyyy-mm-ddThh:mm'],
    ['an unknown provider', { expectedDkimDomain: 'ticketmaster.com' }, 'The selling provider must be one of bookmyshow.com, district.in, skillboxes.com, sortmyscene.com'],
    ['an unknown category', { categoryId: 999 }, 'No category with that id'],
    ['a category as text', { categoryId: '1' }, expect.stringContaining('categoryId')],
    ['an acting admin named in the body', { adminId: 1 }, 'Unknown fields: adminId'],
    ['a thumbnail path set by hand', { thumbnail: 'https://evil.example/x.png' }, 'Unknown fields: thumbnail'],
    ['a name too long', { name: 'x'.repeat(201) }, 'Please keep the event name to 200 characters or fewer'],
  ])('refuses %s with a 400 and writes nothing', async (_what, fields, error) => {
    const before = await t.db.selectFrom('concerts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const answer = await inject('POST', '/api/admin/events', form(fields));
    expect(answer).toEqual({ status: 400, body: { error } });
    const edit = await inject('PUT', `/api/admin/events/${existing}`, form(fields));
    expect(edit).toEqual({ status: 400, body: { error } });
    const after = await t.db.selectFrom('concerts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await inject('GET', `/api/admin/events/${existing}`)).body).toMatchObject({ name: 'Prateek Kuhad Live' });
  });

  it('refuses a disabled provider for a new event, or for another event, and keeps it on the event that has it', async () => {
    expect((await inject('POST', '/api/admin/providers', TIXHUB)).status).toBe(201);
    const refusal = { status: 400, body: { error: 'TixHub is disabled and takes no new events: the selling provider must be one of bookmyshow.com, district.in, skillboxes.com, sortmyscene.com' } };
    expect(await inject('POST', '/api/admin/events', form({ name: 'TixHub Night', expectedDkimDomain: 'tixhub.example' }))).toEqual(refusal);
    expect(await inject('PUT', `/api/admin/events/${existing}`, form({ name: 'Prateek Kuhad Live', expectedDkimDomain: 'tixhub.example' }))).toEqual(refusal);
    expect((await inject('GET', `/api/admin/events/${existing}`)).body).toMatchObject({ expectedDkimDomain: 'bookmyshow.com' });

    // An event sold through TixHub before it was disabled: its other fields may still be corrected.
    const sold = (await insertConcert(t.db, { name: 'Blue Frog Jazz', categoryId: concerts, daysFromNow: 20 })).id;
    await t.db.updateTable('concerts').set({ expected_dkim_domain: 'tixhub.example' }).where('id', '=', sold).execute();
    const corrected = await inject('PUT', `/api/admin/events/${sold}`, form({ name: 'Blue Frog Jazz Night', expectedDkimDomain: 'tixhub.example' }));
    expect(corrected).toMatchObject({ status: 200, body: { name: 'Blue Frog Jazz Night', expectedDkimDomain: 'tixhub.example' } });
  });

  it('refuses an edit of an event that is not there, or of a cancelled one', async () => {
    expect(await inject('PUT', '/api/admin/events/987654', form())).toEqual({ status: 404, body: { error: 'No event with that id' } });
    const id = ((await inject('POST', '/api/admin/events', form({ name: 'Called Off Fest' }))).body as AdminEvent).id;
    expect((await inject('POST', `/api/admin/events/${id}/cancel`, { reason: 'Permit refused' })).status).toBe(200);
    expect(await inject('PUT', `/api/admin/events/${id}`, form({ name: 'Renamed' }))).toEqual({ status: 409, body: { error: 'This event is cancelled: it cannot be changed any more' } });
  });

  it('refuses all of it to a fan, whatever they send', async () => {
    expect(await inject('POST', '/api/admin/events', form(), fan.headers)).toEqual({ status: 403, body: { error: 'Only the marketplace\'s operators can do this.' } });
    expect((await inject('PUT', `/api/admin/events/${existing}`, form({ name: 'Hijacked' }), fan.headers)).status).toBe(403);
    expect((await inject('GET', `/api/admin/events/${existing}`)).body).toMatchObject({ name: 'Prateek Kuhad Live' });
  });

  it('lists categories and adds one, refusing the same title in another spelling', async () => {
    const added = await inject('POST', '/api/admin/categories', { title: ' Stand-up Comedy ' });
    expect(added).toEqual({ status: 201, body: { categoryId: expect.any(Number), categoryTitle: 'Stand-up Comedy' } });
    const id = (added.body as Category).categoryId;
    expect(await inject('POST', '/api/admin/categories', { title: 'stand up comedy' })).toEqual({ status: 409, body: { error: 'There is already a category with that title' } });
    expect(await inject('POST', '/api/admin/categories', { title: '' })).toEqual({ status: 400, body: { error: 'Please give the category a title' } });
    expect(((await inject('GET', '/api/admin/categories')).body as Category[]).map((c) => c.categoryTitle)).toEqual(['Concerts', 'Sports', 'Stand-up Comedy']);
    // The fans' category list was cached before; it shows the new one at once.
    expect(((await inject('GET', '/api/category', undefined, fan.headers)).body as Category[]).map((c) => c.categoryId)).toContain(id);
    const [entry] = ((await inject('GET', `/api/admin/audit?targetType=category&targetId=${id}`)).body as AuditPage).content;
    expect([entry.action, entry.after]).toEqual(['category.create', { title: 'Stand-up Comedy' }]);
  });
});
