import { CSRF_COOKIE, SESSION_COOKIE } from '../../shared/apiContract';
import { sessionId } from '../services/sessions.service';
import { as, browserFrom, cookieNamed, freshIp, newAccount, signUp, userRow } from '../test/accounts';
import { insertUser } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';

describe('sign-up, sign-in and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, cookies, remoteAddress: freshIp() });
  const session = (sid: string) => t.app.inject({ method: 'GET', url: '/auth/session', cookies: { [SESSION_COOKIE]: sid } });
  const sessionRows = (userId: number) => t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();

  describe('POST /auth/signup', () => {
    it('makes a PENDING user with a hashed password, signs them in and answers 201 { user }', async () => {
      const account = newAccount({ email: '  Meera.Iyer@Example.IN ', name: ' Meera Iyer ', phoneNumber: '+919876543210' });
      const response = await post('/auth/signup', account);
      expect(response.statusCode).toBe(201);
      const { user } = response.json();
      expect(user).toEqual({
        id: expect.any(Number),
        role: 'USER',
        email: 'meera.iyer@example.in',
        name: 'Meera Iyer',
        phoneNumber: '+919876543210',
        profilePicture: null,
        emailVerificationStatus: 'PENDING',
        phoneVerificationStatus: 'PENDING',
        hasPassword: true,
      });
      const row = await userRow(t.db, user.id);
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(account.password);
      const { sid } = browserFrom(response);
      expect(await sessionRows(user.id)).toEqual([{ id: sessionId(sid) }]);
      expect((await session(sid)).json()).toEqual({ user });
    });

    it('sets an httpOnly SameSite=Lax session cookie and a readable csrf-token cookie, not Secure outside production', async () => {
      const response = await post('/auth/signup', newAccount());
      const sid = cookieNamed(response, SESSION_COOKIE);
      const csrf = cookieNamed(response, CSRF_COOKIE);
      expect(sid).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(csrf).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(csrf?.httpOnly).toBeUndefined();
      expect(sid?.secure).toBeUndefined();
      expect(csrf?.value).toMatch(/^[\w-]{43}$/);
      expect(csrf?.value).not.toBe(sid?.value);
    });

    it('refuses an e-mail that already has an account, whatever its case', async () => {
      const { account } = await signUp(t.app);
      const response = await post('/auth/signup', newAccount({ email: account.email.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'An account with this email already exists' });
      expect(await t.db.selectFrom('users').select('id').where('email', '=', account.email).execute()).toHaveLength(1);
    });

    it.each([
      [{ name: '' }, 'Full name is required'],
      [{ name: ' R ' }, 'Name must be at least 2 characters long'],
      [{ email: '' }, 'Email is required'],
      [{ name: 'x'.repeat(10_000) }, 'Name cannot exceed 100 characters'],
      [{ name: 'Riya \u202Eamrahs' }, 'Name cannot contain control or text-direction characters'],
      [{ name: 'Riya \u2067Sharma' }, 'Name cannot contain control or text-direction characters'],
      [{ name: 'Riya\u200ESharma' }, 'Name cannot contain control or text-direction characters'],
      [{ name: 'Riya\u0000Sharma' }, 'Name cannot contain control or text-direction characters'],
      [{ email: 'riya at example.in' }, 'Please enter a valid email address'],
      [{ email: `${'r'.repeat(244)}@example.in` }, 'Email cannot exceed 254 characters'],
      [{ phoneNumber: '' }, 'Phone number is required'],
      [{ phoneNumber: '0987654321' }, 'Please enter a valid phone number'],
      [{ password: '' }, 'Password is required'],
      [{ password: 'abc12' }, 'Password must be at least 6 characters long'],
    ])('refuses %j with the form message %j', async (change, message) => {
      const account = newAccount(change);
      const response = await post('/auth/signup', account);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect(await t.db.selectFrom('users').select('id').where('email', '=', account.email).execute()).toEqual([]);
    });

    it('names only the first failing rule', async () => {
      const response = await post('/auth/signup', { name: '', email: 'bad', phoneNumber: '', password: '' });
      expect(response.json()).toEqual({ error: 'Full name is required' });
    });
  });

  describe('POST /auth/signin', () => {
    it('signs in with a new session id every time, ending the one the browser had', async () => {
      const { account, user, browser } = await signUp(t.app);
      const first = await post('/auth/signin', { email: account.email, password: account.password }, { sid: browser.sid });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ user });
      const second = await post('/auth/signin', { email: account.email.toUpperCase(), password: account.password });
      const [a, b] = [browserFrom(first), browserFrom(second)];
      expect(new Set([browser.sid, a.sid, b.sid]).size).toBe(3);
      expect(a.csrf).not.toBe(b.csrf);
      expect((await session(browser.sid)).statusCode).toBe(401);
      expect((await session(b.sid)).json()).toEqual({ user });
      expect((await sessionRows(user.id)).map((row) => row.id).sort()).toEqual([sessionId(a.sid), sessionId(b.sid)].sort());
    });

    it('says the same thing for a wrong password, an unknown e-mail and an account without a password', async () => {
      const { account } = await signUp(t.app);
      const googleOnly = await insertUser(t.db);
      for (const attempt of [
        { email: account.email, password: 'wrong password' },
        { email: 'nobody.here@example.in', password: account.password },
        { email: googleOnly.email, password: 'any password' },
      ]) {
        const response = await post('/auth/signin', attempt);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'Invalid email or password' });
        expect(cookieNamed(response, SESSION_COOKIE)).toBeUndefined();
      }
    });

    it('checks the form rules first', async () => {
      const response = await post('/auth/signin', { email: 'riya@example.in', password: '123' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Password must be at least 6 characters long' });
    });
  });

  describe('POST /auth/logout', () => {
    it('deletes the session and clears both cookies, so the old sid is refused', async () => {
      const { user, browser } = await signUp(t.app);
      const response = await t.app.inject(as(browser, { method: 'POST', url: '/auth/logout' }));
      expect(response.statusCode).toBe(204);
      expect(cookieNamed(response, SESSION_COOKIE)).toMatchObject({ value: '', path: '/' });
      expect(cookieNamed(response, CSRF_COOKIE)).toMatchObject({ value: '', path: '/' });
      expect(await sessionRows(user.id)).toEqual([]);
      const after = await session(browser.sid);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ error: 'Please sign in to continue' });
    });
  });

  describe('GET /auth/session', () => {
    it('gives a browser that lost its csrf-token cookie a new one', async () => {
      const { browser } = await signUp(t.app);
      const response = await session(browser.sid);
      expect(cookieNamed(response, CSRF_COOKIE)?.value).toBe(browser.csrf);
    });
  });

  describe('Google sign-in when no OIDC_ISSUER is set', () => {
    it("says so from the login call, and the callback sends the browser back with that failure's code", async () => {
      const login = await t.app.inject({ method: 'GET', url: '/auth/google/login' });
      expect(login.statusCode).toBe(404);
      expect(login.json()).toEqual({ error: 'Google sign-in is not enabled on this server' });
      const callback = await t.app.inject({ method: 'GET', url: '/auth/google/callback?code=x&state=y' });
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe('/?loginResult=failure&loginError=not-set-up');
    });
  });
});
