import { sql } from 'kysely';
import { lockMessage } from '../services/otpLock';
import { as, signUp, userRow, type Browser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

/** Issue #15: wrong codes are capped per account and kind over a day, so asking for a new code does not reset them. */
describe('wrong one-time codes: 10 a day per account and kind, across codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (browser: Browser, url: string) => t.app.inject(as(browser, { method: 'POST', url }));
  const codeTo = async (to: string) => {
    const mail = await t.db.selectFrom('outbox').select('text').where('to', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  };
  /** Moves the user's codes and wrong tries back in time, as if `seconds` had passed. */
  async function age(userId: number, seconds: number) {
    await t.db
      .updateTable('otp_codes')
      .set({ created_at: sql`created_at - make_interval(secs => ${seconds})`, expires_at: sql`expires_at - make_interval(secs => ${seconds})` })
      .where('user_id', '=', userId)
      .execute();
    await t.db.updateTable('otp_wrong_tries').set({ tried_at: sql`tried_at - make_interval(secs => ${seconds})` }).where('user_id', '=', userId).execute();
  }
  async function wrongTries(browser: Browser, code: string, times: number) {
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < times; i += 1) {
      const response = await post(browser, `/api/auth/confirm-email?otp=${wrong}`);
      expect(response.json()).toEqual({ error: 'Verification failed. Please try again.' });
    }
  }

  it('refuses the 11th try of the day even with a new code and the right digits, and names when the lock lifts', async () => {
    const { user, browser } = await signUp(t.app);
    for (const tries of [4, 4]) {
      expect((await post(browser, '/api/auth/resend-otp')).statusCode).toBe(200);
      await wrongTries(browser, await codeTo(user.email), tries);
      await age(user.id, 71);
    }
    expect((await post(browser, '/api/auth/resend-otp')).statusCode).toBe(200);
    const code = await codeTo(user.email);
    await wrongTries(browser, code, 2);
    const firstTry = await t.db.selectFrom('otp_wrong_tries').select('tried_at').where('user_id', '=', user.id).orderBy('tried_at').executeTakeFirstOrThrow();

    const eleventh = await post(browser, `/api/auth/confirm-email?otp=${code}`);
    expect(eleventh.statusCode).toBe(429);
    const lifts = new Date(firstTry.tried_at.getTime() + 24 * 60 * 60 * 1000);
    expect(eleventh.json()).toEqual({ error: lockMessage(lifts) });
    expect(eleventh.json().error).toMatch(/^Too many wrong codes today\. You can try again after \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m \(Indian time\)\.$/);
    expect((await userRow(t.db, user.id)).email_verification_status).toBe('STARTED');

    // A new code does not help either, and is not sent.
    await age(user.id, 71);
    const sent = await t.db.selectFrom('outbox').select('id').where('to', '=', user.email).execute();
    const resend = await post(browser, '/api/auth/resend-otp');
    expect([resend.statusCode, resend.json().error]).toEqual([429, expect.stringMatching(/^Too many wrong codes today/)]);
    expect(await t.db.selectFrom('outbox').select('id').where('to', '=', user.email).execute()).toHaveLength(sent.length);
  });

  it('lifts the lock a day after the tries, and keeps e-mail and phone apart', async () => {
    const { user, browser } = await signUp(t.app);
    for (let round = 0; round < 2; round += 1) {
      expect((await post(browser, '/api/auth/resend-otp')).statusCode).toBe(200);
      await wrongTries(browser, await codeTo(user.email), 5);
      await age(user.id, 71);
    }
    expect((await post(browser, '/api/auth/resend-otp')).statusCode).toBe(429);
    expect((await post(browser, '/api/phone-verification/send-otp')).statusCode).toBe(200);

    await age(user.id, 24 * 60 * 60);
    expect((await post(browser, '/api/auth/resend-otp')).statusCode).toBe(200);
    const confirmed = await post(browser, `/api/auth/confirm-email?otp=${await codeTo(user.email)}`);
    expect(confirmed.statusCode).toBe(200);
    expect((await userRow(t.db, user.id)).email_verification_status).toBe('VERIFIED');
  });
});
