import { sql } from 'kysely';
import { SENDER_ERRORS } from '../services/senderAddresses.service';
import { as, signUp, type Browser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

describe('sender addresses proven with a code e-mailed to them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  let addressCount = 0;
  const newAddress = () => {
    addressCount += 1;
    return `Forwards.${addressCount}.${Date.now()}@Example.net`;
  };
  const sendTo = (browser: Browser, email: string) => t.app.inject(as(browser, { method: 'POST', url: '/api/sender-addresses/send-otp', payload: { email } }));
  const verify = (browser: Browser, email: string, code: string) =>
    t.app.inject(as(browser, { method: 'POST', url: '/api/sender-addresses/verify-otp', payload: { email, code } }));
  const list = (browser: Browser) => t.app.inject(as(browser, { method: 'GET', url: '/api/sender-addresses' }));
  const codeTo = async (to: string) => {
    const mail = await t.db.selectFrom('outbox').select('text').where('to', '=', to.toLowerCase()).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  };
  const rows = (userId: number) => t.db.selectFrom('sender_addresses').select(['email', 'verified_at']).where('user_id', '=', userId).execute();

  it('e-mails a 6-digit code to the address and, with it, adds the address to the account', async () => {
    const { user, browser } = await signUp(t.app);
    const address = newAddress();
    const sent = await sendTo(browser, address);
    expect([sent.statusCode, sent.json()]).toEqual([200, { message: 'OTP sent to this address', retryAfterSeconds: 70 }]);
    const code = await codeTo(address);
    expect(code).toMatch(/^\d{6}$/);
    expect(await rows(user.id)).toEqual([{ email: address.toLowerCase(), verified_at: null }]);
    expect((await list(browser)).json()).toEqual({ addresses: [] });

    const verified = await verify(browser, address, code);
    expect([verified.statusCode, verified.json()]).toEqual([200, { addresses: [address.toLowerCase()] }]);
    expect((await list(browser)).json()).toEqual({ addresses: [address.toLowerCase()] });
    expect(await t.db.selectFrom('otp_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);

    const again = await sendTo(browser, address);
    expect([again.statusCode, again.json()]).toEqual([409, { error: SENDER_ERRORS.alreadyVerified }]);
  });

  it('refuses a code sent to one address as proof of another', async () => {
    const { user, browser } = await signUp(t.app);
    const [mine, other] = [newAddress(), newAddress()];
    expect((await sendTo(browser, mine)).statusCode).toBe(200);
    expect((await sendTo(browser, other)).statusCode).toBe(200);
    const codeForMine = await codeTo(mine);
    const codeForOther = await codeTo(other);
    if (codeForMine !== codeForOther) {
      const crossed = await verify(browser, other, codeForMine);
      expect([crossed.statusCode, crossed.json()]).toEqual([400, { error: 'Verification failed. Please try again.' }]);
    }
    // Even with the other address's digits forced into this one's row, the hash is bound to the address.
    const mineRow = await t.db.selectFrom('otp_codes').select('code_hash').where('destination', '=', mine.toLowerCase()).executeTakeFirstOrThrow();
    await t.db.updateTable('otp_codes').set({ code_hash: mineRow.code_hash }).where('destination', '=', other.toLowerCase()).execute();
    const swapped = await verify(browser, other, codeForMine);
    expect([swapped.statusCode, swapped.json()]).toEqual([400, { error: 'Verification failed. Please try again.' }]);
    expect((await rows(user.id)).every((row) => row.verified_at === null)).toBe(true);
    expect((await verify(browser, mine, codeForMine)).json()).toEqual({ addresses: [mine.toLowerCase()] });
  });

  it('refuses an address another account proved, even with a code it was sent before', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const address = newAddress();
    expect((await sendTo(intruder.browser, address)).statusCode).toBe(200);
    const intruderCode = await codeTo(address);
    expect((await sendTo(owner.browser, address)).statusCode).toBe(200);
    expect((await verify(owner.browser, address, await codeTo(address))).statusCode).toBe(200);

    const late = await verify(intruder.browser, address, intruderCode);
    expect([late.statusCode, late.json()]).toEqual([409, { error: SENDER_ERRORS.taken }]);
    const send = await sendTo(intruder.browser, address);
    expect([send.statusCode, send.json()]).toEqual([409, { error: SENDER_ERRORS.taken }]);
    expect((await list(intruder.browser)).json()).toEqual({ addresses: [] });
    // The database holds the rule too, whatever the code path.
    await expect(
      t.db.updateTable('sender_addresses').set({ verified_at: new Date() }).where('user_id', '=', intruder.user.id).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses the account e-mail, another account e-mail and malformed addresses, sending nothing', async () => {
    const { user, browser } = await signUp(t.app);
    const other = await signUp(t.app);
    const outbox = async () => (await t.db.selectFrom('outbox').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    const before = await outbox();
    const cases: [unknown, number, string][] = [
      [user.email.toUpperCase(), 400, SENDER_ERRORS.ownEmail],
      [other.user.email, 409, SENDER_ERRORS.taken],
      ['not-an-address', 400, 'Please enter a valid email address'],
      ['', 400, 'Email is required'],
      [`${'a'.repeat(243)}@example.net`, 400, 'Email cannot exceed 254 characters'],
      [['x@example.net'], 400, 'email must be text'],
    ];
    for (const [email, status, error] of cases) {
      const response = await sendTo(browser, email as string);
      expect([email, response.statusCode, response.json()]).toEqual([email, status, { error }]);
    }
    const extra = await t.app.inject(as(browser, { method: 'POST', url: '/api/sender-addresses/send-otp', payload: { email: newAddress(), userId: 1 } }));
    expect([extra.statusCode, extra.json()]).toEqual([400, { error: 'Unknown fields: userId' }]);
    expect(await outbox()).toBe(before);
    expect(await rows(user.id)).toEqual([]);
  });

  it('applies the e-mail code rules: 70 s between sends, 10 minutes of life, 5 wrong tries a code', async () => {
    const { user, browser } = await signUp(t.app);
    const address = newAddress();
    expect((await sendTo(browser, address)).statusCode).toBe(200);
    const throttled = await sendTo(browser, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toMatch(/^Please wait (70|69) seconds before trying again$/);

    const code = await codeTo(address);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await verify(browser, address, wrong)).statusCode).toBe(400);
    expect((await verify(browser, address, code)).json()).toEqual({ error: 'Too many wrong codes. Request a new one.' });

    await t.db.updateTable('otp_codes').set({ created_at: sql`now() - interval '11 minutes'`, expires_at: sql`now() - interval '1 minute'` }).where('user_id', '=', user.id).execute();
    expect((await sendTo(browser, address)).statusCode).toBe(200);
    const fresh = await codeTo(address);
    await t.db.updateTable('otp_codes').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', user.id).execute();
    expect((await verify(browser, address, fresh)).json()).toEqual({ error: 'This code has expired. Request a new one.' });
    expect((await verify(browser, address, '12345')).json()).toEqual({ error: 'Please enter a valid 6-digit OTP' });
  });

  it('caps wrong codes at 10 a day across addresses', async () => {
    const { browser } = await signUp(t.app);
    const addresses = [newAddress(), newAddress(), newAddress()];
    for (const address of addresses.slice(0, 2)) {
      expect((await sendTo(browser, address)).statusCode).toBe(200);
      const wrong = (await codeTo(address)) === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) expect((await verify(browser, address, wrong)).statusCode).toBe(400);
    }
    const third = await sendTo(browser, addresses[2]);
    expect([third.statusCode, third.json().error]).toEqual([429, expect.stringMatching(/^Too many wrong codes today/)]);
  });

  it('counts sends to sender addresses in the account and IP send limits the account codes have', async () => {
    const { user, browser } = await signUp(t.app);
    for (let i = 0; i < 9; i += 1) expect((await sendTo(browser, newAddress())).statusCode).toBe(200);
    expect((await t.app.inject(as(browser, { method: 'POST', url: '/api/auth/resend-otp' }))).statusCode).toBe(200);
    const eleventh = await sendTo(browser, newAddress());
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toMatch(/^Please wait \d+ seconds before trying again$/);
    expect(await t.db.selectFrom('otp_codes').select('id').where('user_id', '=', user.id).execute()).toHaveLength(10);

    const ip = '10.250.0.1';
    const other = await signUp(t.app);
    for (let i = 0; i < 20; i += 1) {
      await t.app.inject({ ...as(other.browser, { method: 'POST', url: '/api/sender-addresses/send-otp', payload: { email: newAddress() } }), remoteAddress: ip });
    }
    const fromIp = await t.app.inject({ ...as(other.browser, { method: 'POST', url: '/api/sender-addresses/send-otp', payload: { email: newAddress() } }), remoteAddress: ip });
    expect(fromIp.statusCode).toBe(429);
  });
});
