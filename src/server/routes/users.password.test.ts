import { SESSION_COOKIE } from '../../shared/apiContract';
import { as, freshIp, signUp, userRow } from '../test/accounts';
import { signedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/** PUT /api/users/{id} with a password: the owner must prove it is them, a session alone is not enough. */
describe('changing the password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const session = (sid: string) => t.app.inject({ method: 'GET', url: '/auth/session', cookies: { [SESSION_COOKIE]: sid } });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password }, remoteAddress: freshIp() });

  describe('an account with a password', () => {
    it('changes it with the right current password: the new one signs in, other sessions end, this one stays', async () => {
      const { account, user, browser } = await signUp(t.app);
      const elsewhere = await signIn(account.email, account.password);
      const response = await t.app.inject(
        as(browser, { method: 'PUT', url: `/api/users/${user.id}`, payload: { currentPassword: account.password, password: 'new secret 42' } }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ id: user.id, hasPassword: true });
      expect((await session(browser.sid)).statusCode).toBe(200);
      expect((await session(elsewhere.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '')).statusCode).toBe(401);
      expect((await signIn(account.email, 'new secret 42')).statusCode).toBe(200);
      expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    });

    it.each([
      ['without the current password', {}, 400, 'Please enter your current password'],
      ['with an empty current password', { currentPassword: '' }, 400, 'Please enter your current password'],
      ['with a wrong current password', { currentPassword: 'a guess from a stolen session' }, 403, 'Your current password is not correct'],
      ['with an e-mail code instead', { emailCode: '123456' }, 400, 'Please enter your current password'],
    ])('refuses a new password %s, and changes nothing: not the name sent with it, not the other sessions', async (_, proof, status, message) => {
      const { account, user, browser } = await signUp(t.app);
      const elsewhere = await signIn(account.email, account.password);
      const before = await userRow(t.db, user.id);
      const response = await t.app.inject(
        as(browser, { method: 'PUT', url: `/api/users/${user.id}`, payload: { name: 'Taken Over', password: 'attacker pass', ...proof } }),
      );
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: message });
      expect(await userRow(t.db, user.id)).toEqual(before);
      expect((await session(elsewhere.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '')).statusCode).toBe(200);
      expect((await signIn(account.email, account.password)).statusCode).toBe(200);
    });

    it('stops guessing the current password through one session after 10 tries in a quarter of an hour', async () => {
      const { account, user, browser } = await signUp(t.app);
      const attempt = () =>
        t.app.inject(as(browser, { method: 'PUT', url: `/api/users/${user.id}`, payload: { currentPassword: 'guess', password: 'attacker pass' } }));
      for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(403);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatch(/^Please wait \d+ seconds before trying again$/);
      // The rest of the profile is not held back by it.
      const rename = await t.app.inject(as(browser, { method: 'PUT', url: `/api/users/${user.id}`, payload: { name: 'Riya S' } }));
      expect(rename.statusCode).toBe(200);
      expect((await signIn(account.email, account.password)).statusCode).toBe(200);
    });
  });

  describe('an account made by Google sign-in (no password yet)', () => {
    /** As signInWithIdentity makes it: a VERIFIED e-mail and no password. */
    async function googleAccount(emailStatus: 'VERIFIED' | 'PENDING' = 'VERIFIED') {
      const me = await signedInUser(t.db);
      await t.db.updateTable('users').set({ email_verification_status: emailStatus }).where('id', '=', me.user.id).execute();
      const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/users/${me.user.id}`, headers: me.headers, payload, remoteAddress: freshIp() });
      const sendCode = async () => {
        const sent = await t.app.inject({ method: 'POST', url: '/api/auth/resend-otp', headers: me.headers, remoteAddress: freshIp() });
        expect(sent.statusCode).toBe(200);
        const mail = await t.db.selectFrom('outbox').selectAll().where('to', '=', me.user.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
        return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
      };
      return { ...me, put, sendCode };
    }

    it('shows hasPassword false, and sets the first password with a code sent to its verified e-mail', async () => {
      const me = await googleAccount();
      const before = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: me.headers });
      expect(before.json()).toMatchObject({ hasPassword: false, emailVerificationStatus: 'VERIFIED' });
      const code = await me.sendCode();
      expect(code).toMatch(/^\d{6}$/);
      const response = await me.put({ emailCode: code, password: 'my first password' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ hasPassword: true, emailVerificationStatus: 'VERIFIED' });
      expect((await signIn(me.user.email, 'my first password')).statusCode).toBe(200);
      // The code is spent.
      expect((await me.put({ emailCode: code, password: 'another one' })).statusCode).toBe(400);
    });

    const otherThan = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
    it.each([
      ['without a code', () => ({}), 'Please enter the code we sent to your email'],
      ['with a current password instead', () => ({ currentPassword: 'anything at all' }), 'Please enter the code we sent to your email'],
      ['with a wrong code', (code: string) => ({ emailCode: otherThan(code) }), 'Verification failed. Please try again.'],
    ])('refuses the first password %s, and sets nothing', async (_, proof, message) => {
      const me = await googleAccount();
      const code = await me.sendCode();
      const response = await me.put({ password: 'attacker pass', ...proof(code) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect((await userRow(t.db, me.user.id)).password_hash).toBeNull();
    });

    it('refuses while its e-mail is not verified: the code would prove nothing', async () => {
      const me = await googleAccount('PENDING');
      const code = await me.sendCode();
      const response = await me.put({ emailCode: code, password: 'attacker pass' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Please verify your email first: the code that lets you set a password is sent there' });
      expect((await userRow(t.db, me.user.id)).password_hash).toBeNull();
    });
  });
});
