import type { AccountDataExport } from '../../shared/dataExport';
import { storeInboundMessage } from '../mailbox/messageStore';
import { as, signUp, type Browser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/testApp';

const MAILBOX = 'verify@localhost';

/**
 * Issue 40, point 4: only what an account has proven is its own. Asking for a code to an address (or typing a
 * number) proves nothing, so the data export shows nothing sent to or from it, and erasing the account erases
 * nothing of its real owner's.
 */
describe('an address or number an account never proved', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (browser: Browser, url: string, payload?: object) => t.app.inject(as(browser, { method: 'POST', url, payload }));
  const lastTo = (to: string) => t.db.selectFrom('outbox').select(['subject', 'text']).where('to', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const codeIn = async (to: string, digits: number) => new RegExp(`\\b(\\d{${digits}})\\b`).exec((await lastTo(to)).text)?.[1] ?? '';
  const heldFor = async (address: string, phone: string) => ({
    forwards: await t.db.selectFrom('inbound_mail').select('envelope_from').where('envelope_from', '=', address).execute(),
    messages: await t.db.selectFrom('outbox').select(['to', 'channel']).where('to', 'in', [address, phone]).orderBy('id').execute(),
  });

  it("shows none of the real owner's mail in the export, and erases none of it with the account", async () => {
    const bee = await signUp(t.app, { name: 'Bee Owner' });
    const beeAddress = `bee.forwards.${Date.now()}@example.net`;
    const beePhone = bee.account.phoneNumber;
    // Ay asks for a code to Bee's address and types Bee's number, and proves neither.
    const ay = await signUp(t.app, { name: 'Ay Attacker', phoneNumber: beePhone });
    expect((await post(ay.browser, '/api/sender-addresses/send-otp', { email: beeAddress })).statusCode).toBe(200);

    // Bee proves both, and forwards a booking from the address.
    expect((await post(bee.browser, '/api/sender-addresses/send-otp', { email: beeAddress })).statusCode).toBe(200);
    const proved = await post(bee.browser, '/api/sender-addresses/verify-otp', { email: beeAddress, code: await codeIn(beeAddress, 6) });
    expect([proved.statusCode, proved.json()]).toEqual([200, { addresses: [beeAddress] }]);
    const sms = await post(bee.browser, '/api/phone-verification/send-otp');
    expect(sms.statusCode).toBe(200);
    const { verificationId } = sms.json() as { verificationId: string };
    const phoneProved = await post(bee.browser, `/api/phone-verification/verify-otp?code=${await codeIn(beePhone, 4)}&verificationId=${verificationId}`);
    expect(phoneProved.statusCode).toBe(200);
    await storeInboundMessage(t.db, t.app.inboundMail, { envelopeFrom: beeAddress, rcpt: MAILBOX, raw: Buffer.from('Subject: Fwd: booking\r\n\r\nBMS-42') });
    const beesBefore = await heldFor(beeAddress, beePhone);
    expect(beesBefore.forwards).toHaveLength(1);
    expect(beesBefore.messages.map((m) => m.channel).sort()).toEqual(['email', 'email', 'sms']);

    const exported = (await t.app.inject(as(ay.browser, { method: 'GET', url: '/api/users/me/data' }))).json() as AccountDataExport;
    expect(exported.forwardedEmails).toEqual([]);
    expect(exported.messagesSent.filter((m) => m.to === beeAddress || m.to === beePhone)).toEqual([]);

    const erased = await t.app.inject(as(ay.browser, { method: 'DELETE', url: '/api/users/me', payload: { confirmation: 'DELETE', currentPassword: ay.account.password } }));
    expect(erased.statusCode).toBe(204);
    expect(await heldFor(beeAddress, beePhone)).toEqual(beesBefore);
  });

  it('never puts a code in an e-mail subject', async () => {
    const fan = await signUp(t.app);
    expect((await post(fan.browser, '/api/auth/resend-otp')).statusCode).toBe(200);
    const address = `fan.forwards.${Date.now()}@example.net`;
    expect((await post(fan.browser, '/api/sender-addresses/send-otp', { email: address })).statusCode).toBe(200);
    for (const to of [fan.user.email, address]) {
      const mail = await lastTo(to);
      const code = await codeIn(to, 6);
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.subject).toBe('Your verification code');
      expect(mail.subject).not.toContain(code);
    }
  });
});
