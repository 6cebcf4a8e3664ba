import { INBOX_ERRORS, type InboxItem, type InboxPage } from '../../../shared/admin/inbox';
import type { AuditPage } from '../../../shared/admin/audit';
import { signedInAdmin } from '../../test/admins';
import { insertCategory, insertConcert, insertUser } from '../../test/fixtures';
import type { SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/** The inbox: what fans sent, newest first and grouped by the event they name, marked done once handled. */
describe('GET /api/admin/inbox and POST /api/admin/inbox/{kind}/{id}/done', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let ids: Record<string, number>;
  let events: { a: number; b: number };
  let asha: number;

  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  const read = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/inbox${query}`, headers: admin.headers });
    return { status: response.statusCode, body: response.json() as InboxPage & { error?: string } };
  };
  /** Each group as `event name: item texts (or ids)`, in order. */
  const shape = (page: InboxPage) => page.content.map((g) => `${g.event?.name ?? '-'} (${g.total}): ${g.items.map((i) => i.text ?? i.id).join(', ')}`);
  const done = (kind: string, id: number | string) => t.app.inject({ method: 'POST', url: `/api/admin/inbox/${kind}/${id}/done`, headers: admin.headers });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAdmin(t.db);
    const categoryId = await insertCategory(t.db);
    events = {
      a: (await insertConcert(t.db, { name: 'Anuv Jain Live', categoryId, daysFromNow: 5 })).id,
      b: (await insertConcert(t.db, { name: 'Bandland', categoryId, daysFromNow: 9 })).id,
    };
    asha = (await insertUser(t.db, { email: 'asha.fan@example.in', name: 'Asha' })).id;
    const ravi = (await insertUser(t.db, { email: 'ravi.fan@example.in', name: 'Ravi' })).id;
    const gone = (await insertUser(t.db, { email: 'gone.fan@example.in' })).id;
    const feedback = async (key: string, kind: 'FEEDBACK' | 'SUGGEST_EVENT', page: string, minutes: number, user = asha) => {
      ids[key] = (await t.db.insertInto('feedback').values({ kind, text: key, page, user_id: user, created_at: minutesAgo(minutes) }).returning('id').executeTakeFirstOrThrow()).id;
    };
    const request = async (key: string, concertId: number, user: number, minutes: number) => {
      ids[key] = (await t.db.insertInto('manual_ticket_requests').values({ concert_id: concertId, user_id: user, created_at: minutesAgo(minutes) }).returning('id').executeTakeFirstOrThrow()).id;
    };
    ids = {};
    await feedback('from the home page', 'FEEDBACK', '/', 50);
    await feedback('about Anuv, older', 'FEEDBACK', `/events/anuv-jain-live/${events.a}`, 40);
    await feedback('from search', 'FEEDBACK', '/search?q=x', 30, ravi);
    await feedback('about Anuv, newer', 'FEEDBACK', `/events/anuv-jain-live/${events.a}?tab=1`, 20);
    await feedback('an event that is gone', 'FEEDBACK', '/events/old-show/999999', 10);
    await feedback('not an event id', 'FEEDBACK', `/events/anuv-jain-live/${events.a}abc`, 5, gone);
    await feedback('Please add Lollapalooza', 'SUGGEST_EVENT', '/explore', 15);
    await request('a1', events.a, asha, 60);
    await request('b1', events.b, asha, 45);
    await request('a2', events.a, ravi, 30);
    await request('b2', events.b, ravi, 5);
    await t.db.deleteFrom('users').where('id', '=', gone).execute();
  });
  afterAll(() => t.close());

  it('lists feedback newest first, the messages sent from an event page together under the event', async () => {
    const { status, body } = await read('?kind=feedback');
    expect(status).toBe(200);
    expect(shape(body)).toEqual([
      '- (4): not an event id, an event that is gone, from search, from the home page',
      'Anuv Jain Live (2): about Anuv, newer, about Anuv, older',
    ]);
    expect(body.totalElements).toBe(6);
    expect(body.content[1].event).toEqual({ id: events.a, name: 'Anuv Jain Live', date: expect.any(String) });
    expect(body.content[0].items[0]).toEqual({ id: ids['not an event id'], kind: 'feedback', text: 'not an event id', page: `/events/anuv-jain-live/${events.a}abc`, createdAt: expect.any(String), from: null, doneAt: null });
    expect(body.content[0].items[2].from).toEqual({ id: expect.any(Number), email: 'ravi.fan@example.in', name: 'Ravi' });
  });

  it('keeps suggestions and ticket requests in lists of their own', async () => {
    expect(shape((await read('?kind=suggestions')).body)).toEqual(['- (1): Please add Lollapalooza']);
    const requests = (await read('?kind=requests')).body;
    expect(requests.content.map((g) => [g.event?.name, g.total, g.items.map((i) => i.id)])).toEqual([
      ['Bandland', 2, [ids.b2, ids.b1]],
      ['Anuv Jain Live', 2, [ids.a2, ids.a1]],
    ]);
    expect(requests.content[0].items[0]).toMatchObject({ kind: 'requests', text: null, page: null, from: { email: 'ravi.fan@example.in' } });
  });

  it('pages over items: a group goes on over the next page with its total', async () => {
    const first = (await read('?kind=requests&pageSize=3')).body;
    const second = (await read('?kind=requests&pageSize=3&pageNumber=1')).body;
    expect([first.content.map((g) => [g.event?.name, g.total, g.items.length]), first.lastPage, first.totalElements]).toEqual([
      [
        ['Bandland', 2, 2],
        ['Anuv Jain Live', 2, 1],
      ],
      false,
      4,
    ]);
    expect([second.content.map((g) => [g.event?.name, g.items.map((i) => i.id)]), second.lastPage]).toEqual([[['Anuv Jain Live', [ids.a1]]], true]);
  });

  it('marks an item done: it leaves the open list (its group now ordered by its newest open item) for the done one, and the audit log says who did it', async () => {
    const response = await done('requests', ids.b2);
    expect(response.statusCode).toBe(200);
    expect(response.json() as InboxItem).toMatchObject({ id: ids.b2, kind: 'requests', doneAt: expect.any(String) });
    expect((await read('?kind=requests')).body.content.flatMap((g) => g.items.map((i) => i.id))).toEqual([ids.a2, ids.a1, ids.b1]);
    expect((await read('?kind=requests&status=done')).body.content.map((g) => [g.event?.name, g.items.map((i) => i.id)])).toEqual([['Bandland', [ids.b2]]]);
    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/audit?action=inbox.done&targetType=ticket_request&targetId=${ids.b2}`, headers: admin.headers });
    expect((audit.json() as AuditPage).content).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: admin.user.id }), target: { type: 'ticket_request', id: ids.b2, label: null }, before: { done: false }, after: { done: true } }),
    ]);
  });

  it('marks done once, and only in the list the item is in', async () => {
    expect((await done('feedback', ids['from search'])).statusCode).toBe(200);
    const again = await done('feedback', ids['from search']);
    expect([again.statusCode, again.json()]).toEqual([409, { error: INBOX_ERRORS.alreadyDone }]);
    // A suggestion's id under feedback, and a feedback id under requests, are not in those lists.
    const wrongList = await done('feedback', ids['Please add Lollapalooza']);
    expect([wrongList.statusCode, wrongList.json()]).toEqual([404, { error: INBOX_ERRORS.notFound }]);
    expect((await done('suggestions', ids['Please add Lollapalooza'])).statusCode).toBe(200);
    const unknown = await done('requests', 999_999);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: INBOX_ERRORS.notFound }]);
    const badKind = await done('complaints', 1);
    expect([badKind.statusCode, badKind.json()]).toEqual([400, { error: 'kind must be one of: suggestions, feedback, requests' }]);
    const entries = await t.db.selectFrom('audit_log').select('target_id').where('action', '=', 'inbox.done').execute();
    expect(entries).toHaveLength(3);
  });

  it.each([
    ['', 'kind is required'],
    ['?kind=complaints', 'kind must be one of: suggestions, feedback, requests'],
    ['?kind=feedback&status=archived', 'status must be open or done'],
    ['?kind=feedback&kind=requests', 'kind must be given once'],
  ])('refuses %s with 400 and says why', async (query, error) => {
    expect(await read(query)).toEqual({ status: 400, body: { error } });
  });
});
