import { sql } from 'kysely';
import { as, freshIp, signUp } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

const WAIT = /^Please wait (\d+) seconds before trying again$/;

describe('rate limits on sign-in, sign-up and code sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password: 'guess-123' }, remoteAddress: ip });

  function expectRefused(response: Awaited<ReturnType<typeof signIn>>): void {
    expect(response.statusCode).toBe(429);
    const seconds = WAIT.exec(response.json().error)?.[1];
    // What is left of the minute that began with the first attempt.
    expect(Number(seconds)).toBeGreaterThanOrEqual(1);
    expect(Number(seconds)).toBeLessThanOrEqual(60);
    expect(response.headers['retry-after']).toBe(seconds);
  }

  it('allows 10 sign-ins a minute for one e-mail from one IP, then says how long to wait', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await signIn('target@example.in', ip)).statusCode).toBe(401);
    expectRefused(await signIn('target@example.in', ip));
    // Another address from the same IP, and the same address from another IP, are still counted apart.
    expect((await signIn('someone.else@example.in', ip)).statusCode).toBe(401);
    expect((await signIn('target@example.in', freshIp())).statusCode).toBe(401);
  });

  it('allows 30 sign-ins a minute from one IP over all e-mails', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) expect((await signIn(`spray${i}@example.in`, ip)).statusCode).toBe(401);
    expectRefused(await signIn('spray-last@example.in', ip));
  });

  it('allows 10 sign-ups a minute from one IP', async () => {
    const ip = freshIp();
    const signUpFrom = () => t.app.inject({ method: 'POST', url: '/auth/signup', payload: {}, remoteAddress: ip });
    for (let i = 0; i < 10; i += 1) expect((await signUpFrom()).statusCode).toBe(400);
    expectRefused(await signUpFrom());
  });

  it('allows one account 10 code sends an hour, beyond the 70 s wait between two', async () => {
    const { user, browser } = await signUp(t.app);
    for (let i = 0; i < 10; i += 1) {
      const response = await t.app.inject(as(browser, { method: 'POST', url: '/api/auth/resend-otp' }));
      expect(response.statusCode).toBe(200);
      await t.db.updateTable('otp_codes').set({ created_at: sql`created_at - interval '71 seconds'` }).where('user_id', '=', user.id).execute();
    }
    const refused = await t.app.inject(as(browser, { method: 'POST', url: '/api/phone-verification/send-otp' }));
    expect(refused.statusCode).toBe(429);
    expect(Number(WAIT.exec(refused.json().error)?.[1])).toBeGreaterThan(3500);
    expect(await t.db.selectFrom('otp_codes').select('channel').where('user_id', '=', user.id).execute()).toEqual([{ channel: 'email' }]);
  });
});
