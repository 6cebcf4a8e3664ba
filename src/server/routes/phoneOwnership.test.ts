import { OTP_ERRORS } from '../services/otp.service';
import { as, signUp, userRow, type Browser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

/** Issue #15: phone numbers are stored and texted in E.164, and a verified number belongs to one account. */
describe('phone numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (browser: Browser, url: string) => t.app.inject(as(browser, { method: 'POST', url }));
  const sendCode = async (browser: Browser, phone: string) => {
    const sent = await post(browser, '/api/phone-verification/send-otp');
    expect(sent.statusCode).toBe(200);
    const sms = await t.db.selectFrom('outbox').select('text').where('to', '=', phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { code: /\b(\d{4})\b/.exec(sms.text)?.[1] ?? '', verificationId: (sent.json() as { verificationId: string }).verificationId };
  };
  const verify = (browser: Browser, sent: { code: string; verificationId: string }) =>
    post(browser, `/api/phone-verification/verify-otp?code=${sent.code}&verificationId=${sent.verificationId}`);

  it('stores a 10-digit Indian number as +91… at sign-up and on the profile, and texts that form', async () => {
    const { user, browser } = await signUp(t.app, { phoneNumber: '98110 22334' });
    expect(user.phoneNumber).toBe('+919811022334');
    const { code } = await sendCode(browser, '+919811022334');
    expect(code).toMatch(/^\d{4}$/);

    const edited = await t.app.inject(as(browser, { method: 'PUT', url: `/api/users/${user.id}`, payload: { phoneNumber: '9811022335' } }));
    expect(edited.json().user.phoneNumber).toBe('+919811022335');
    expect((await userRow(t.db, user.id)).phone_number).toBe('+919811022335');
  });

  it('refuses to verify a number another account has verified, however it was typed', async () => {
    const first = await signUp(t.app, { phoneNumber: '+919822033445' });
    const second = await signUp(t.app, { phoneNumber: '9822033445' });
    expect(second.user.phoneNumber).toBe('+919822033445');
    // The second account asks for its code before the first account verifies the number.
    const secondCode = await sendCode(second.browser, '+919822033445');
    expect((await verify(first.browser, await sendCode(first.browser, '+919822033445'))).statusCode).toBe(200);

    const taken = await verify(second.browser, secondCode);
    expect([taken.statusCode, taken.json()]).toEqual([409, { error: OTP_ERRORS.phoneTaken }]);
    expect((await userRow(t.db, second.user.id)).phone_verification_status).toBe('STARTED');
    const resend = await post(second.browser, '/api/phone-verification/send-otp');
    expect([resend.statusCode, resend.json()]).toEqual([409, { error: OTP_ERRORS.phoneTaken }]);
    expect((await userRow(t.db, first.user.id)).phone_verification_status).toBe('VERIFIED');
  });

  it('holds the rule in the database, so a race cannot break it', async () => {
    const first = await signUp(t.app, { phoneNumber: '+919833044556' });
    const second = await signUp(t.app, { phoneNumber: '+919833044556' });
    await t.db.updateTable('users').set({ phone_verification_status: 'VERIFIED' }).where('id', '=', first.user.id).execute();
    await expect(
      t.db.updateTable('users').set({ phone_verification_status: 'VERIFIED' }).where('id', '=', second.user.id).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
