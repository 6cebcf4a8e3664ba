import { sql } from 'kysely';
import type { AccountDataExport } from '../../shared/dataExport';
import { SIGN_IN_REQUIRED } from '../http/sessions';
import { as, freshIp } from '../test/accounts';
import { fanWithEverything, PERSONAL_COLUMN_NAME, PERSONAL_DATA, type SeededFan } from '../test/fanWithEverything';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { signedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/** GET /api/users/me/data: a copy of everything held about the signed-in fan, and nothing of anyone else. */
describe('downloading my data', () => {
  let t: TestApp;
  let asha: SeededFan;
  let ravi: SeededFan;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => logLines.push(line) } });
    const categoryId = await insertCategory(t.db, 'Concerts');
    const concertId = (await insertConcert(t.db, { name: 'Arijit Live', categoryId, daysFromNow: 20 })).id;
    const seller = await signedInUser(t.db);
    const othersListing = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id });
    asha = await fanWithEverything(t, concertId, othersListing, 'Asha Rao');
    ravi = await fanWithEverything(t, concertId, othersListing, 'Ravi Kumar');
  });
  afterAll(() => t.close());

  const download = (fan: SeededFan) => t.app.inject(as(fan.browser, { method: 'GET', url: '/api/users/me/data' }));

  it('is a JSON file to save, named for the day, never cached', async () => {
    const response = await download(asha);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="fantickets-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('holds the account, both listings with their statuses, and every other section about the fan', async () => {
    const data = (await download(asha)).json() as AccountDataExport;
    expect(data.account).toMatchObject({ id: asha.id, email: asha.email, name: 'Asha Rao', phoneNumber: asha.phoneNumber, hasPassword: true });
    expect(data.listings.map((l) => [l.id, l.status, l.eventName])).toEqual([
      [asha.listedId, 'LISTED', 'Arijit Live'],
      [asha.soldId, 'SOLD', 'Arijit Live'],
    ]);
    expect(data.eventSubscriptions).toEqual([expect.objectContaining({ eventName: 'Arijit Live', deviceId: asha.deviceId })]);
    expect(data.alertDevices).toEqual([{ id: asha.deviceId, hasPushSubscription: true, createdAt: expect.any(String) }]);
    expect(data.alertsSent.map((a) => a.channel).sort()).toEqual(['email', 'push']);
    expect(data.feedback.map((f) => f.text)).toEqual(['Lovely site, thank you']);
    expect(data.eventSuggestions.map((f) => f.text)).toEqual(['Please add the Lollapalooza India dates']);
    expect(data.senderAddresses).toEqual([{ email: asha.senderAddress, verified: true, createdAt: expect.any(String) }]);
    expect(data.sessions).toEqual([{ createdAt: expect.any(String), expiresAt: expect.any(String), current: true }]);
    expect(data.messagesSent).toEqual([expect.objectContaining({ channel: 'email', to: asha.email })]);
    expect(data.forwardedEmails).toEqual([expect.objectContaining({ from: asha.senderAddress, usedForListingAt: null })]);
    expect(data.actionsOnAccount).toEqual([{ action: 'role.revoke', at: expect.any(String), before: { role: 'ADMIN' }, after: { role: 'USER' } }]);
    expect(data.operatorActions).toEqual([{ action: 'inbox.done', targetType: 'feedback', targetId: 1, at: expect.any(String) }]);
    expect(data.listingReports).toEqual([
      { listingId: expect.any(Number), reason: 'ALREADY_SOLD', details: 'He told me he sold it yesterday', createdAt: expect.any(String), resolution: null, resolvedAt: null },
    ]);
    expect(data.notes.join(' ')).toMatch(/one-way hash of its booking id/);
  });

  it('has a section for every table that can hold something about a person, and each shows the fan’s rows', async () => {
    const { rows } = await sql<{ table: string; column: string }>`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = current_schema() order by 1, 2`.execute(t.db);
    const personal = rows.filter((r) => PERSONAL_COLUMN_NAME.test(r.column)).map((r) => `${r.table}.${r.column}`);
    // A new table (or column) that points at a person fails here until the export and deletion handle it.
    expect(personal.sort()).toEqual(Object.entries(PERSONAL_DATA).flatMap(([table, { columns }]) => columns.map((c) => `${table}.${c}`)).sort());
    const data = (await download(asha)).json() as AccountDataExport;
    const empty = Object.entries(PERSONAL_DATA).flatMap(([table, { exportedAs }]) =>
      exportedAs.filter((section) => [data[section]].flat().length === 0).map((section) => `${table} → ${section}`),
    );
    expect(empty).toEqual([]);
  });

  it('carries no secret: no password, code or device hash, no session id or token, no booking id or its hash', async () => {
    const body = (await download(asha)).body;
    const user = await t.db.selectFrom('users').select('password_hash').where('id', '=', asha.id).executeTakeFirstOrThrow();
    const secrets = [
      user.password_hash ?? 'no hash',
      asha.browser.sid,
      'f'.repeat(64),
      'BMS-',
      ...(await t.db.selectFrom('sessions').select('id').where('user_id', '=', asha.id).execute()).map((s) => s.id),
      ...(await t.db.selectFrom('otp_codes').select('code_hash').where('user_id', '=', asha.id).execute()).map((c) => c.code_hash),
      ...(await t.db.selectFrom('ticket_listings').select('booking_id_hash').where('seller_id', '=', asha.id).execute()).map((l) => l.booking_id_hash ?? 'none'),
    ];
    for (const secret of secrets) expect(body).not.toContain(secret);
    expect(body).not.toMatch(/scrypt|code_hash|secret_hash|csrf/i);
  });

  it('shows each fan only their own data: there is no id to name anyone else', async () => {
    const mine = (await download(ravi)).body;
    for (const hers of [asha.email, asha.senderAddress, asha.deviceId, asha.phoneNumber, 'Asha Rao']) expect(mine).not.toContain(hers);
    expect(JSON.parse(mine)).toMatchObject({ account: { id: ravi.id } });
    // Ids sent along are not read: the route has none, and the query string is ignored.
    const named = await t.app.inject(as(ravi.browser, { method: 'GET', url: `/api/users/me/data?userId=${asha.id}&id=${asha.id}` }));
    expect(named.json()).toMatchObject({ account: { id: ravi.id, email: ravi.email } });
    expect((await t.app.inject(as(ravi.browser, { method: 'GET', url: `/api/users/${asha.id}/data` }))).statusCode).toBe(404);
  });

  it('is refused to a stranger', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me/data', remoteAddress: freshIp() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGN_IN_REQUIRED });
  });

  it('is logged with the user id and nothing personal', async () => {
    logLines.length = 0;
    await download(asha);
    const lines = logLines.filter((line) => line.includes('data rights'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ userId: asha.id, msg: 'data rights: personal data exported' });
    for (const personal of [asha.email, 'Asha', asha.phoneNumber, asha.senderAddress]) expect(lines[0]).not.toContain(personal);
  });
});
