import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditPage } from '../../../shared/admin/audit';
import { updateUser } from '../../db/repositories/users.repo';
import { recordAdminAction } from '../../services/auditLog.service';
import { signedInAdmin } from '../../test/admins';
import { insertUser } from '../../test/fixtures';
import type { SignedInUser } from '../../test/signedIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

describe('GET /api/admin/audit: the audit log, read-only', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let other: SignedInUser;
  let personId: number;

  const read = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: admin.headers });
    return { status: response.statusCode, body: response.json() as AuditPage & { error?: string } };
  };
  const entry = (at: string, fields: { actor?: number | null; action?: string; targetId?: number }) =>
    t.db
      .insertInto('audit_log')
      .values({
        created_at: at,
        actor_user_id: fields.actor === undefined ? admin.user.id : fields.actor,
        source: fields.actor === null ? 'command line' : 'console',
        action: fields.action ?? 'user.suspend',
        target_type: 'user',
        target_id: fields.targetId ?? personId,
        before: JSON.stringify({ suspended: false }),
        after: JSON.stringify({ suspended: true, reason: 'Sold fake tickets' }),
      })
      .execute();

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAdmin(t.db, { email: 'meera.admin@example.in', name: 'Meera' });
    other = await signedInAdmin(t.db, { email: 'kabir.admin@example.in', name: 'Kabir' });
    personId = (await insertUser(t.db, { email: 'seller.x@example.in' })).id;
    // 2025-12-10 in India: 00:10 IST is 2025-12-09T18:40Z; 23:50 IST is 2025-12-10T18:20Z.
    await entry('2025-12-09T18:40:00Z', {});
    await entry('2025-12-10T18:20:00Z', { actor: other.user.id, action: 'user.restore' });
    await entry('2025-12-10T18:40:00Z', { action: 'inbox.done', targetId: 77 });
  });
  afterAll(() => t.close());

  it('lists every entry newest first, with who, what, the target and the values before and after', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    // The two grants that made the admins (signedInAdmin goes through the command line's code) are today's.
    expect(body.totalElements).toBe(5);
    expect(body.content.map((e) => e.action)).toEqual(['role.grant', 'role.grant', 'inbox.done', 'user.restore', 'user.suspend']);
    expect(body.content[4]).toEqual({
      id: expect.any(Number),
      at: '2025-12-09T18:40:00.000Z',
      actor: { id: admin.user.id, email: 'meera.admin@example.in', name: 'Meera' },
      source: 'console',
      action: 'user.suspend',
      target: { type: 'user', id: personId, label: 'seller.x@example.in' },
      before: { suspended: false },
      after: { suspended: true, reason: 'Sold fake tickets' },
    });
    expect(body.content[1]).toMatchObject({ actor: null, source: 'command line', target: { type: 'user', id: admin.user.id }, before: { role: 'USER' }, after: { role: 'ADMIN' } });
  });

  it('pages', async () => {
    const first = await read('?pageSize=2');
    const last = await read('?pageSize=2&pageNumber=2');
    expect([first.body.content.length, first.body.lastPage, first.body.totalElements]).toEqual([2, false, 5]);
    expect([last.body.content.map((e) => e.action), last.body.lastPage]).toEqual([['user.suspend'], true]);
  });

  it('narrows by actor (their e-mail, any case), action, target and India days', async () => {
    const actions = async (query: string) => (await read(query)).body.content.map((e) => `${e.action}@${e.at}`);
    expect(await actions('?actor=KABIR.admin@example.in')).toEqual(['user.restore@2025-12-10T18:20:00.000Z']);
    expect(await actions('?action=user.suspend')).toEqual(['user.suspend@2025-12-09T18:40:00.000Z']);
    expect(await actions(`?targetType=user&targetId=${personId}`)).toEqual(['user.restore@2025-12-10T18:20:00.000Z', 'user.suspend@2025-12-09T18:40:00.000Z']);
    expect(await actions('?from=2025-12-10&to=2025-12-10')).toEqual(['user.restore@2025-12-10T18:20:00.000Z', 'user.suspend@2025-12-09T18:40:00.000Z']);
    expect(await actions('?from=2025-12-11&to=2025-12-31')).toEqual(['inbox.done@2025-12-10T18:40:00.000Z']);
    expect(await actions('?actor=nobody@example.in')).toEqual([]);
  });

  it.each([
    ['?action=user.delete', `action must be one of: ${AUDIT_ACTIONS.join(', ')}`],
    ['?targetType=users', `targetType must be one of: ${AUDIT_TARGET_TYPES.join(', ')}`],
    ['?targetId=abc', 'targetId must be a whole number of 1 or more'],
    ['?from=10-12-2026', 'from must be a date written yyyy-mm-dd'],
    ['?from=2025-12-11&to=2025-12-10', 'from must not be after to'],
    ['?action=user.suspend&action=user.restore', 'action must be given once'],
    ['?pageSize=1000', 'pageSize must be a whole number from 1 to 100'],
  ])('refuses %s with 400 and says why', async (query, error) => {
    expect(await read(query)).toEqual({ status: 400, body: { error } });
  });

  it('has no way to change the log: the API has only the read, and the database refuses updates and deletes', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/admin/audit', headers: admin.headers });
      expect([response.statusCode, response.headers.allow]).toEqual([405, 'GET, HEAD']);
    }
    await expect(t.db.updateTable('audit_log').set({ action: 'user.restore' }).where('action', '=', 'user.suspend').execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect((await read()).body.totalElements).toBe(5);
  });

  it('writes an entry only with the change it records: one that cannot be written takes the change back', async () => {
    await expect(
      t.db.transaction().execute(async (tx) => {
        await updateUser(tx, personId, { name: 'Changed Without A Record' });
        await recordAdminAction(tx, { actor: { adminId: admin.user.id }, action: 'Not An Action' as never, target: { type: 'user', id: personId }, before: null, after: null });
      }),
    ).rejects.toThrow(/check constraint/);
    expect((await t.db.selectFrom('users').select('name').where('id', '=', personId).executeTakeFirstOrThrow()).name).toBe('Test Fan');
  });

  it("keeps an admin's entries when their account is deleted, without the link to them", async () => {
    const leaving = await signedInAdmin(t.db, { email: 'leaving.admin@example.in' });
    await entry('2025-12-12T10:00:00Z', { actor: leaving.user.id, action: 'user.restore' });
    await t.db.deleteFrom('users').where('id', '=', leaving.user.id).execute();
    const { body } = await read('?from=2025-12-12&to=2025-12-12');
    expect(body.content).toEqual([expect.objectContaining({ action: 'user.restore', actor: null, source: 'console' })]);
  });
});
