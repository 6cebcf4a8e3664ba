import { SESSION_COOKIE } from '../../shared/apiContract';
import { hashPassword } from '../services/passwords';
import { browserFrom, cookieNamed, signUp, userRow } from '../test/accounts';
import { startOidcProvider, type OidcProvider } from '../test/startOidcProvider';
import { buildTestApp, type TestApp } from '../test/testApp';
import { LOGIN_COOKIE } from './google';

const PUBLIC_URL = 'http://localhost:8080';
const REDIRECT_URI = `${PUBLIC_URL}/auth/google/callback`;

/** Google sign-in end to end against a real OpenID provider (oidc-provider) on loopback. */
describe('Google sign-in (OpenID Connect, authorization code with PKCE)', () => {
  let provider: OidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider(REDIRECT_URI);
    t = await buildTestApp({
      env: { PUBLIC_URL, OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  async function startLogin() {
    const response = await t.app.inject({ method: 'GET', url: '/auth/google/login' });
    expect(response.statusCode).toBe(200);
    const cookie = cookieNamed(response, LOGIN_COOKIE);
    return { authUrl: response.json().authUrl as string, cookie: cookie?.value ?? '', response };
  }

  /** The whole round trip: our login URL, the provider, then our callback with the browser's cookie. */
  async function signInAtProvider(account: { email: string; email_verified: boolean; name: string }) {
    await provider.signInNextAs(account);
    const { authUrl, cookie } = await startLogin();
    const back = await provider.authorize(authUrl, REDIRECT_URI);
    return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { [LOGIN_COOKIE]: cookie } });
  }

  const session = (sid: string) => t.app.inject({ method: 'GET', url: '/auth/session', cookies: { [SESSION_COOKIE]: sid } });

  it('answers an authorization URL at the provider with PKCE, and keeps state and verifier in a signed httpOnly cookie', async () => {
    const { authUrl, response } = await startLogin();
    const url = new URL(authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    expect(cookieNamed(response, LOGIN_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/google', maxAge: 600 });
  });

  it('makes a new user with a VERIFIED e-mail, starts a session and sends the browser to the SPA with success', async () => {
    const response = await signInAtProvider({ email: 'Kabir.Rao@Example.in', email_verified: true, name: 'Kabir Rao' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?loginResult=success');
    expect(cookieNamed(response, LOGIN_COOKIE)?.value).toBe('');
    const { user } = (await session(browserFrom(response).sid)).json();
    expect(user).toMatchObject({ email: 'kabir.rao@example.in', name: 'Kabir Rao', phoneNumber: null, emailVerificationStatus: 'VERIFIED' });
    expect((await userRow(t.db, user.id)).password_hash).toBeNull();

    const again = await signInAtProvider({ email: 'kabir.rao@example.in', email_verified: true, name: 'Kabir Rao' });
    expect((await session(browserFrom(again).sid)).json().user.id).toBe(user.id);
  }, 30_000);

  it('links an account whose e-mail was never verified, dropping the password and sessions someone else may have set', async () => {
    const { account, user, browser } = await signUp(t.app);
    const response = await signInAtProvider({ email: account.email, email_verified: true, name: 'Someone' });
    expect(response.headers.location).toBe('/?loginResult=success');
    expect((await session(browserFrom(response).sid)).json().user).toMatchObject({ id: user.id, name: 'Riya Sharma', emailVerificationStatus: 'VERIFIED' });
    expect((await userRow(t.db, user.id)).password_hash).toBeNull();
    expect((await session(browser.sid)).statusCode).toBe(401);
  }, 30_000);

  it('keeps the password of an account that had already verified its e-mail', async () => {
    const { account, user } = await signUp(t.app);
    const hash = await hashPassword(account.password);
    await t.db.updateTable('users').set({ email_verification_status: 'VERIFIED', password_hash: hash }).where('id', '=', user.id).execute();
    const response = await signInAtProvider({ email: account.email, email_verified: true, name: 'Riya' });
    expect(response.headers.location).toBe('/?loginResult=success');
    expect((await userRow(t.db, user.id)).password_hash).toBe(hash);
  }, 30_000);

  it('refuses an e-mail the provider has not verified', async () => {
    const response = await signInAtProvider({ email: 'unverified@example.in', email_verified: false, name: 'Nobody' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?loginResult=failure&loginError=email-not-verified');
    expect(cookieNamed(response, SESSION_COOKIE)).toBeUndefined();
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'unverified@example.in').execute()).toEqual([]);
  }, 30_000);

  it.each([
    ['a right-to-left override and controls', 'Kabir \u202Eoar\u202C\u0007 Rao', 'Kabir oar Rao'],
    ['10,000 characters', 'K'.repeat(10_000), 'K'.repeat(100)],
    ['nothing visible', '\u2066\u200F ', null],
  ])('cleans or cuts a name with %s instead of refusing the sign-in', async (_, name, stored) => {
    const email = `clean.${Date.now()}.${Math.random().toString(36).slice(2)}@example.in`;
    const response = await signInAtProvider({ email, email_verified: true, name });
    expect(response.headers.location).toBe('/?loginResult=success');
    const { user } = (await session(browserFrom(response).sid)).json();
    expect(user).toMatchObject({ email, name: stored });
  }, 30_000);

  it('refuses an e-mail over 254 characters, as sign-up does, and makes no account', async () => {
    const email = `${'g'.repeat(245)}@example.in`;
    const response = await signInAtProvider({ email, email_verified: true, name: 'Long Address' });
    expect(response.headers.location).toBe('/?loginResult=failure&loginError=failed');
    expect(cookieNamed(response, SESSION_COOKIE)).toBeUndefined();
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  }, 30_000);

  it('fails without the login cookie, or with the cookie of another login', async () => {
    await provider.signInNextAs({ email: 'cookie.test@example.in', email_verified: true, name: 'C' });
    const first = await startLogin();
    const second = await startLogin();
    const back = await provider.authorize(first.authUrl, REDIRECT_URI);
    const callback = (cookies: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies });

    const missing = await callback({});
    expect(missing.headers.location).toBe('/?loginResult=failure&loginError=expired');
    const crossed = await callback({ [LOGIN_COOKIE]: second.cookie });
    expect(crossed.headers.location).toBe('/?loginResult=failure&loginError=failed');
    const forged = await callback({ [LOGIN_COOKIE]: first.cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(new URL(forged.headers.location as string, PUBLIC_URL).searchParams.get('loginResult')).toBe('failure');
    expect(cookieNamed(crossed, SESSION_COOKIE)).toBeUndefined();
  }, 30_000);

  it('refuses a suspended account with its own message, and changes nothing about it', async () => {
    const { account, user } = await signUp(t.app);
    await t.db.updateTable('users').set({ suspended_at: new Date(), suspension_reason: 'Fake tickets' }).where('id', '=', user.id).execute();
    const before = await userRow(t.db, user.id);
    const response = await signInAtProvider({ email: account.email, email_verified: true, name: 'Someone' });
    expect(response.headers.location).toBe('/?loginResult=failure&loginError=suspended');
    expect(cookieNamed(response, SESSION_COOKIE)).toBeUndefined();
    expect(await userRow(t.db, user.id)).toEqual(before);
  }, 30_000);
});
