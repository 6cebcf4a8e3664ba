import { as, signUp, userRow } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

describe('the profile: GET /api/users/me and PUT /api/users/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the signed-in user, flat', async () => {
    const { user, browser } = await signUp(t.app);
    const response = await t.app.inject(as(browser, { method: 'GET', url: '/api/users/me' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
  });

  it('asks to sign in first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue' });
  });

  it('changes the name and answers { user }', async () => {
    const { user, browser } = await signUp(t.app);
    const response = await t.app.inject(as(browser, { method: 'PUT', url: `/api/users/${user.id}`, payload: { name: '  Riya S ' } }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { ...user, name: 'Riya S' } });
    expect((await userRow(t.db, user.id)).name).toBe('Riya S');
  });

  it('takes a name with the joiners Indian scripts spell with (ZWJ, ZWNJ), up to 100 characters', async () => {
    const { user, browser } = await signUp(t.app);
    for (const name of ['\u0D28\u0D3F\u0D24\u0D4D\u0D2F\u0D7B \u0915\u094D\u200D\u0937\u092E\u093E', 'x'.repeat(100)]) {
      const response = await t.app.inject(as(browser, { method: 'PUT', url: `/api/users/${user.id}`, payload: { name } }));
      expect(response.statusCode).toBe(200);
      expect((await userRow(t.db, user.id)).name).toBe(name);
    }
  });

  it('sends a changed phone number back to PENDING and drops codes sent to the old one', async () => {
    const { user, browser } = await signUp(t.app);
    await t.db.updateTable('users').set({ phone_verification_status: 'VERIFIED' }).where('id', '=', user.id).execute();
    const sent = await t.app.inject(as(browser, { method: 'POST', url: '/api/phone-verification/send-otp' }));
    expect(sent.statusCode).toBe(200);

    const same = await t.app.inject(as(browser, { method: 'PUT', url: `/api/users/${user.id}`, payload: { phoneNumber: user.phoneNumber } }));
    expect(same.json().user.phoneVerificationStatus).toBe('VERIFIED');

    const changed = await t.app.inject(as(browser, { method: 'PUT', url: `/api/users/${user.id}`, payload: { phoneNumber: '9123456789' } }));
    expect(changed.statusCode).toBe(200);
    // Stored in E.164 (issue #15).
    expect(changed.json().user).toMatchObject({ phoneNumber: '+919123456789', phoneVerificationStatus: 'PENDING' });
    expect(await userRow(t.db, user.id)).toMatchObject({ phone_number: '+919123456789', phone_verification_status: 'PENDING' });
    expect(await t.db.selectFrom('otp_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it("refuses to change someone else's profile", async () => {
    const me = await signUp(t.app);
    const them = await signUp(t.app);
    const response = await t.app.inject(as(me.browser, { method: 'PUT', url: `/api/users/${them.user.id}`, payload: { name: 'Hacked' } }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You can only change your own profile' });
    expect((await userRow(t.db, them.user.id)).name).toBe('Riya Sharma');
  });

  it.each([
    [{ name: '   ' }, 'Name cannot be empty'],
    [{ phoneNumber: '' }, 'Phone number cannot be empty'],
    [{ phoneNumber: '+0123' }, 'Please enter a valid phone number'],
    [{ password: '12345', currentPassword: 'correct horse' }, 'Password must be at least 6 characters long'],
    [{ name: 'R' }, 'Name must be at least 2 characters long'],
    [{ name: 'x'.repeat(10_000) }, 'Name cannot exceed 100 characters'],
    [{ name: 'Riya \u202Egnp.exe' }, 'Name cannot contain control or text-direction characters'],
    [{ name: 'Riya \u2066Sharma\u2069' }, 'Name cannot contain control or text-direction characters'],
    [{ name: 'Riya\u200F Sharma' }, 'Name cannot contain control or text-direction characters'],
    [{ name: 'Riya\u0007Sharma' }, 'Name cannot contain control or text-direction characters'],
    [{ email: 'new@example.in' }, 'These fields cannot be changed here: email'],
    [{ role: 'ADMIN', name: 'Riya' }, 'These fields cannot be changed here: role'],
  ])('refuses %j with %j and changes nothing', async (payload, message) => {
    const { user, browser } = await signUp(t.app);
    const response = await t.app.inject(as(browser, { method: 'PUT', url: `/api/users/${user.id}`, payload }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await userRow(t.db, user.id)).toMatchObject({ name: 'Riya Sharma', role: 'USER', email: user.email });
  });

  it('asks a browser whose session has ended to sign in again', async () => {
    const { user, browser } = await signUp(t.app);
    await t.app.inject(as(browser, { method: 'POST', url: '/auth/logout' }));
    const response = await t.app.inject(as(browser, { method: 'PUT', url: `/api/users/${user.id}`, payload: { name: 'Riya' } }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue' });
  });
});
