import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { SESSION_COOKIE } from '../../shared/apiContract';
import { RESET_LINK_EXPIRED, RESET_LINK_INVALID } from '../../shared/passwordReset';
import { ACCOUNT_SUSPENDED } from '../../shared/suspension';
import { browserFrom, cookieNamed, freshIp, signUp, userRow } from '../test/accounts';
import { insertUser } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';

/**
 * 'Forgot password?': a one-time link to the account's e-mail. The attacks: asking to learn whether an address has
 * an account (by the answer, by the work done), a link used twice, a link too old, a link made from two accounts'
 * links, a link replaced by a newer one, and a flood of mails to one address.
 */
describe('resetting a forgotten password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ask = (email: string, ip = freshIp()) => t.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email }, remoteAddress: ip });
  const confirm = (token: string, password: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: { token, password }, cookies, remoteAddress: freshIp() });
  const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password }, remoteAddress: freshIp() });
  const session = (sid: string) => t.app.inject({ method: 'GET', url: '/auth/session', cookies: { [SESSION_COOKIE]: sid } });

  async function runJobs(): Promise<void> {
    while ((await t.app.jobs.runDueJobs()) > 0);
  }

  const resetMails = (to: string) => t.db.selectFrom('outbox').select(['to', 'subject', 'text']).where('to', '=', to).where('subject', '=', 'Reset your password').orderBy('id').execute();

  /** Asks for a link for `email`, runs the mail job, and returns the token of the newest link sent there. */
  async function linkFor(email: string): Promise<string> {
    expect((await ask(email)).statusCode).toBe(204);
    await runJobs();
    const mails = await resetMails(email);
    const token = /\/reset-password\?token=([\w.-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
    if (token === undefined) throw new Error(`no reset link was sent to ${email}`);
    return token;
  }

  it('e-mails a link that sets a new password, signs in here and ends every other session', async () => {
    const { account, user, browser } = await signUp(t.app);
    const elsewhere = browserFrom(await signIn(account.email, account.password));
    const token = await linkFor(account.email);
    const [mail] = await resetMails(account.email);
    expect(mail.text).toContain(`http://localhost:8080/reset-password?token=${token}`);
    expect(mail.text).toContain('It works once, for 30 minutes. Setting a new password signs you out on every other device.');

    const reset = await confirm(token, 'a brand new secret');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user).toMatchObject({ id: user.id, email: account.email, hasPassword: true, emailVerificationStatus: 'VERIFIED' });
    expect((await session(browserFrom(reset).sid)).statusCode).toBe(200);
    expect((await session(browser.sid)).statusCode).toBe(401);
    expect((await session(elsewhere.sid)).statusCode).toBe(401);
    expect((await signIn(account.email, 'a brand new secret')).statusCode).toBe(200);
    expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    expect(await t.db.selectFrom('otp_codes').select('id').where('user_id', '=', user.id).where('channel', '=', 'reset').execute()).toEqual([]);
  });

  it('answers an address with no account exactly as one with an account, doing the same work, and mails nobody', async () => {
    const { account } = await signUp(t.app);
    const nobody = `nobody.${Date.now()}@example.in`;
    const statements: string[] = [];
    const executor = t.db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    const spy = jest.spyOn(executor, 'executeQuery').mockImplementation((query, queryId) => {
      statements.push(query.sql);
      return original(query, queryId);
    });
    const answerTo = async (email: string) => {
      statements.length = 0;
      const response = await ask(email);
      return { status: response.statusCode, body: response.body, headers: comparableHeaders(response), statements: [...statements] };
    };
    let known, unknown;
    try {
      known = await answerTo(account.email);
      unknown = await answerTo(nobody);
    } finally {
      spy.mockRestore();
    }
    expect(known.status).toBe(204);
    expect(unknown).toEqual(known);
    // The request itself never reads the users table: only the job, later, looks the address up.
    expect(known.statements.some((text) => /"users"/.test(text))).toBe(false);

    await runJobs();
    expect(await resetMails(nobody)).toEqual([]);
    expect(await resetMails(account.email)).toHaveLength(1);
  });

  it('refuses a link used once already, and the password it set stays', async () => {
    const { account } = await signUp(t.app);
    const token = await linkFor(account.email);
    expect((await confirm(token, 'first new secret')).statusCode).toBe(200);
    const again = await confirm(token, 'attacker secret');
    expect([again.statusCode, again.json()]).toEqual([400, { error: RESET_LINK_INVALID }]);
    expect(cookieNamed(again, SESSION_COOKIE)).toBeUndefined();
    expect((await signIn(account.email, 'first new secret')).statusCode).toBe(200);
    expect((await signIn(account.email, 'attacker secret')).statusCode).toBe(401);
  });

  it('refuses an expired link and changes nothing', async () => {
    const { account, user, browser } = await signUp(t.app);
    const token = await linkFor(account.email);
    await t.db.updateTable('otp_codes').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', user.id).execute();
    const before = await userRow(t.db, user.id);
    const late = await confirm(token, 'too late secret');
    expect([late.statusCode, late.json()]).toEqual([400, { error: RESET_LINK_EXPIRED }]);
    expect(await userRow(t.db, user.id)).toEqual(before);
    expect((await session(browser.sid)).statusCode).toBe(200);
  });

  it("refuses a link put together from two accounts' links, an older link once a newer was sent, and a made-up one", async () => {
    const asha = await signUp(t.app);
    const ravi = await signUp(t.app);
    const ashaToken = await linkFor(asha.account.email);
    const raviToken = await linkFor(ravi.account.email);
    const [ashaId] = ashaToken.split('.');
    const [, raviSecret] = raviToken.split('.');
    const spliced = await confirm(`${ashaId}.${raviSecret}`, 'attacker secret');
    expect([spliced.statusCode, spliced.json()]).toEqual([400, { error: RESET_LINK_INVALID }]);

    const newer = await linkFor(asha.account.email);
    expect((await confirm(ashaToken, 'attacker secret')).json()).toEqual({ error: RESET_LINK_INVALID });
    expect((await confirm(`${ashaId}.${'A'.repeat(43)}`, 'attacker secret')).json()).toEqual({ error: RESET_LINK_INVALID });
    expect((await confirm('not a token', 'attacker secret')).json()).toEqual({ error: RESET_LINK_INVALID });
    expect((await signIn(asha.account.email, asha.account.password)).statusCode).toBe(200);

    // Each link still works for its own account only.
    expect((await confirm(newer, 'asha new secret')).json().user.id).toBe(asha.user.id);
    expect((await confirm(raviToken, 'ravi new secret')).json().user.id).toBe(ravi.user.id);
    expect((await signIn(ravi.account.email, 'ravi new secret')).statusCode).toBe(200);
    expect((await signIn(asha.account.email, 'asha new secret')).statusCode).toBe(200);
  });

  it('refuses a too-short new password with the sign-up message and keeps the link usable', async () => {
    const { account } = await signUp(t.app);
    const token = await linkFor(account.email);
    const short = await confirm(token, '123');
    expect([short.statusCode, short.json()]).toEqual([400, { error: 'Password must be at least 6 characters long' }]);
    expect((await confirm(token, 'long enough now')).statusCode).toBe(200);
  });

  it('sends at most 3 links to one address a quarter of an hour, from any number of IPs, and says so alike for an unknown one', async () => {
    const { account } = await signUp(t.app);
    const nobody = `nobody.limit.${Date.now()}@example.in`;
    for (let i = 0; i < 3; i += 1) {
      expect((await ask(account.email)).statusCode).toBe(204);
      expect((await ask(nobody)).statusCode).toBe(204);
    }
    const knownRefused = await ask(account.email);
    const unknownRefused = await ask(nobody);
    expect(knownRefused.statusCode).toBe(429);
    expect(knownRefused.json().error).toMatch(/^Please wait \d+ seconds before trying again$/);
    expect(unknownRefused.statusCode).toBe(429);
    expect(unknownRefused.json().error).toMatch(/^Please wait \d+ seconds before trying again$/);
    await runJobs();
    expect(await resetMails(account.email)).toHaveLength(3);
  });

  it('lets an account made by Google sign-in set its first password', async () => {
    const google = await insertUser(t.db);
    await t.db.updateTable('users').set({ email_verification_status: 'VERIFIED' }).where('id', '=', google.id).execute();
    const token = await linkFor(google.email);
    const [mail] = await resetMails(google.email);
    expect(mail.text).toContain('Someone asked for a password for your account, which you sign in to with Google. To set one, open this link:');
    const reset = await confirm(token, 'my first password');
    expect(reset.json().user).toMatchObject({ id: google.id, hasPassword: true });
    expect((await signIn(google.email, 'my first password')).statusCode).toBe(200);
  });

  it('mails a suspended account nothing, and a link it held before the suspension does not work', async () => {
    const { account, user } = await signUp(t.app);
    const token = await linkFor(account.email);
    await t.db.updateTable('users').set({ suspended_at: new Date(), suspension_reason: 'Selling fakes' }).where('id', '=', user.id).execute();
    const refused = await confirm(token, 'back in secret');
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: ACCOUNT_SUSPENDED }]);
    expect((await ask(account.email)).statusCode).toBe(204);
    await runJobs();
    expect(await resetMails(account.email)).toHaveLength(1);
  });
});

/** The headers that would differ between two identical answers only by when and to which request they went. */
function comparableHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  const { date: _date, 'x-request-id': _id, ...rest } = response.headers;
  return rest;
}
