import { ADMINS_ONLY } from '../../../shared/admin/access';
import { PEOPLE_ERRORS } from '../../../shared/admin/people';
import { CSRF_REFUSAL } from '../../http/csrf';
import { SIGN_IN_REQUIRED } from '../../http/sessions';
import { signedInAdmin } from '../../test/admins';
import { endedSessionHeaders, signedInUser, type SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/** Everything a caller sends may be someone else's: who acts is the session's admin, and only an admin acts. */
describe('People: the attacks', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let otherAdmin: SignedInUser;
  let fan: SignedInUser;
  let victim: SignedInUser;

  const suspend = (id: number, headers: Record<string, string>, payload: object = { reason: 'Sold the same ticket twice' }) =>
    t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/suspend`, headers, payload });
  const restore = (id: number, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/restore`, headers });
  const suspendedAt = async (id: number) => (await t.db.selectFrom('users').select('suspended_at').where('id', '=', id).executeTakeFirstOrThrow()).suspended_at;
  const auditOf = (id: number) =>
    t.db.selectFrom('audit_log').select(['actor_user_id', 'action']).where('target_type', '=', 'user').where('target_id', '=', id).where('action', 'like', 'user.%').execute();

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAdmin(t.db);
    otherAdmin = await signedInAdmin(t.db);
    fan = await signedInUser(t.db);
  });
  beforeEach(async () => {
    victim = await signedInUser(t.db);
  });
  afterAll(() => t.close());

  it('refuses a signed-in fan every People call with 403, and changes nothing', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/admin/users?query=a', headers: fan.headers });
    expect([search.statusCode, search.json()]).toEqual([403, { error: ADMINS_ONLY }]);
    const refused = await suspend(victim.user.id, fan.headers);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: ADMINS_ONLY }]);
    await t.db.updateTable('users').set({ suspended_at: new Date(), suspension_reason: 'set by the test' }).where('id', '=', victim.user.id).execute();
    const notRestored = await restore(victim.user.id, fan.headers);
    expect([notRestored.statusCode, notRestored.json()]).toEqual([403, { error: ADMINS_ONLY }]);
    expect(await suspendedAt(victim.user.id)).not.toBeNull();
    expect(await auditOf(victim.user.id)).toEqual([]);
  });

  it('refuses a fan who claims the role in the body: the body is checked after the role, and has no such field anyway', async () => {
    const refused = await suspend(victim.user.id, fan.headers, { reason: 'x', role: 'ADMIN', isAdmin: true, adminId: admin.user.id });
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: ADMINS_ONLY }]);
    expect(await suspendedAt(victim.user.id)).toBeNull();
  });

  it("refuses an admin's id in the body instead of acting on it, and records the session's admin as the actor", async () => {
    const refused = await suspend(victim.user.id, admin.headers, { reason: 'Fake tickets', adminId: otherAdmin.user.id });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'Unknown fields: adminId' }]);
    expect(await suspendedAt(victim.user.id)).toBeNull();
    expect((await suspend(victim.user.id, admin.headers)).statusCode).toBe(200);
    expect(await auditOf(victim.user.id)).toEqual([{ actor_user_id: admin.user.id, action: 'user.suspend' }]);
  });

  it('refuses a stranger (401, asked to sign in before any CSRF check) and a browser whose session ended (401)', async () => {
    const stranger = await t.app.inject({ method: 'POST', url: `/api/admin/users/${victim.user.id}/suspend`, payload: { reason: 'x' } });
    expect([stranger.statusCode, stranger.json()]).toEqual([401, { error: SIGN_IN_REQUIRED }]);
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect([read.statusCode, read.json()]).toEqual([401, { error: SIGN_IN_REQUIRED }]);
    const ended = await suspend(victim.user.id, endedSessionHeaders());
    expect([ended.statusCode, ended.json()]).toEqual([401, { error: SIGN_IN_REQUIRED }]);
    expect(await suspendedAt(victim.user.id)).toBeNull();
  });

  it("refuses an admin's request without the CSRF header: a page elsewhere cannot suspend through the admin's browser", async () => {
    const { 'x-csrf-token': _csrf, ...cookieOnly } = admin.headers;
    const forged = await suspend(victim.user.id, cookieOnly);
    expect([forged.statusCode, forged.json()]).toEqual([403, { error: CSRF_REFUSAL }]);
    expect(await suspendedAt(victim.user.id)).toBeNull();
  });

  it('will not let an admin suspend themselves', async () => {
    const refused = await suspend(admin.user.id, admin.headers);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: PEOPLE_ERRORS.yourself }]);
    expect(await suspendedAt(admin.user.id)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: admin.headers })).statusCode).toBe(200);
  });

  it('will not let an admin suspend another admin: the role is taken back on the command line first', async () => {
    const refused = await suspend(otherAdmin.user.id, admin.headers);
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: PEOPLE_ERRORS.anAdmin }]);
    expect(await suspendedAt(otherAdmin.user.id)).toBeNull();
  });

  it("ends the suspended account's sessions: its old cookies get 401 on reads and changes alike", async () => {
    expect((await suspend(victim.user.id, admin.headers)).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: victim.headers });
    expect([me.statusCode, me.json()]).toEqual([401, { error: SIGN_IN_REQUIRED }]);
    const change = await t.app.inject({ method: 'PUT', url: `/api/users/${victim.user.id}`, headers: victim.headers, payload: { name: 'Still Here' } });
    expect([change.statusCode, change.json()]).toEqual([401, { error: SIGN_IN_REQUIRED }]);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', victim.user.id).execute()).toEqual([]);
  });

  it('refuses a session that slipped past the suspension (made after it, by hand): a suspended account is nobody', async () => {
    expect((await suspend(victim.user.id, admin.headers)).statusCode).toBe(200);
    const late = await signedInUser(t.db);
    await t.db.updateTable('sessions').set({ user_id: victim.user.id }).where('user_id', '=', late.user.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: late.headers })).statusCode).toBe(401);
  });

  it('says what is wrong with the id and the reason, and changes nothing', async () => {
    const cases: [number | string, object, number, string][] = [
      [999_999, { reason: 'x' }, 404, PEOPLE_ERRORS.notFound],
      ['abc', { reason: 'x' }, 400, 'Account id must be a whole number'],
      [victim.user.id, {}, 400, 'Please say why the account is suspended'],
      [victim.user.id, { reason: '   ' }, 400, 'Please say why the account is suspended'],
      [victim.user.id, { reason: 'x'.repeat(501) }, 400, 'Please keep the reason to 500 characters or fewer'],
    ];
    for (const [id, payload, status, error] of cases) {
      const response = await t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/suspend`, headers: admin.headers, payload });
      expect([id, response.statusCode, response.json()]).toEqual([id, status, { error }]);
    }
    expect(await suspendedAt(victim.user.id)).toBeNull();
    const restoreGood = await restore(victim.user.id, admin.headers);
    expect([restoreGood.statusCode, restoreGood.json()]).toEqual([409, { error: PEOPLE_ERRORS.notSuspended }]);
    expect((await suspend(victim.user.id, admin.headers)).statusCode).toBe(200);
    const twice = await suspend(victim.user.id, admin.headers);
    expect([twice.statusCode, twice.json()]).toEqual([409, { error: PEOPLE_ERRORS.alreadySuspended }]);
    expect(await auditOf(victim.user.id)).toHaveLength(1);
  });
});
