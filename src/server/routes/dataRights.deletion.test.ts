import { CSRF_COOKIE, SESSION_COOKIE } from '../../shared/apiContract';
import { CSRF_REFUSAL } from '../http/csrf';
import { SIGN_IN_REQUIRED } from '../http/sessions';
import { as, browserFrom, cookieNamed, freshIp } from '../test/accounts';
import { brokenInvariants } from '../test/dbInvariants';
import { fanWithEverything, rowsAbout, type SeededFan } from '../test/fanWithEverything';
import { insertCategory, insertConcert } from '../test/fixtures';
import { listingId, listingRow } from '../test/listingFixtures';
import { signedInUser } from '../test/signedIn';
import { buildTestApp, type TestApp } from '../test/testApp';

/** DELETE /api/users/me: the typed word and the password end the account; anything less changes nothing. */
describe('deleting my account', () => {
  let t: TestApp;
  let concertId: number;
  let othersListing: number;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => logLines.push(line) } });
    const categoryId = await insertCategory(t.db, 'Concerts');
    concertId = (await insertConcert(t.db, { name: 'Arijit Live', categoryId, daysFromNow: 20 })).id;
    const seller = await signedInUser(t.db);
    othersListing = await listingId(t.db, { concert_id: concertId, seller_id: seller.user.id });
  });
  afterAll(() => t.close());

  const fan = (name = 'Asha Rao') => fanWithEverything(t, concertId, othersListing, name);
  const remove = (who: SeededFan, payload: object, options: { headers?: Record<string, string> } = {}) =>
    t.app.inject(as(who.browser, { method: 'DELETE', url: '/api/users/me', payload, ...options }));
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password }, remoteAddress: freshIp() });
  const statistics = async () => (await t.app.inject({ method: 'GET', url: '/api/statistics' })).json() as { totalTickets: number; totalVolumeSold: number };

  it('erases the fan in one go: signed out everywhere, listing on sale gone, sold one kept without them, the rest deleted', async () => {
    const asha = await fan();
    const ravi = await fan('Ravi Kumar');
    const raviBefore = await rowsAbout(t.db, ravi.keys);
    const elsewhere = await signIn(asha.email, asha.password);
    const before = await statistics();

    const response = await remove(asha, { confirmation: 'DELETE', currentPassword: asha.password });

    expect(response.statusCode).toBe(204);
    expect(cookieNamed(response, SESSION_COOKIE)?.value).toBe('');
    expect(cookieNamed(response, CSRF_COOKIE)?.value).toBe('');
    for (const sid of [asha.browser.sid, cookieNamed(elsewhere, SESSION_COOKIE)?.value ?? '']) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/users/me', cookies: { [SESSION_COOKIE]: sid } });
      expect([refused.statusCode, refused.json()]).toEqual([401, { error: SIGN_IN_REQUIRED }]);
    }
    expect(await listingRow(t.db, asha.listedId)).toBeUndefined();
    expect(await listingRow(t.db, asha.soldId)).toMatchObject({ seller_id: null, seller_city: null, verified_additional_details: null, ticket_status: 'SOLD', quantity: 3 });
    const feedback = await t.db.selectFrom('feedback').select(['text', 'user_id']).where('text', 'in', ['Lovely site, thank you', 'Please add the Lollapalooza India dates']).execute();
    expect(feedback.filter((f) => f.user_id === null)).toHaveLength(2);
    // Nothing in any table points at her any more (by id, address, number or device), and Ravi keeps all of his.
    expect(Object.values(await rowsAbout(t.db, asha.keys)).flat()).toEqual([]);
    expect(await rowsAbout(t.db, ravi.keys)).toEqual(raviBefore);
    // The statistics still count the sold tickets and what they fetched; the 2 on sale left with the listing.
    expect(await statistics()).toEqual({ totalTickets: before.totalTickets - 2, totalVolumeSold: before.totalVolumeSold });
    expect(await brokenInvariants(t.db)).toEqual({});
  });

  it('frees the address: the old password no longer signs in, and the same e-mail signs up again as a new account', async () => {
    const asha = await fan();
    expect((await remove(asha, { confirmation: 'DELETE', currentPassword: asha.password })).statusCode).toBe(204);
    expect((await signIn(asha.email, asha.password)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { name: 'Asha Rao', email: asha.email, password: 'a fresh start', phoneNumber: asha.phoneNumber },
      remoteAddress: freshIp(),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user).toMatchObject({ email: asha.email, emailVerificationStatus: 'PENDING' });
    expect(again.json().user.id).not.toBe(asha.id);
    const listings = await t.app.inject(as(browserFrom(again), { method: 'GET', url: '/api/ticketListing/users' }));
    expect(listings.json()).toMatchObject({ content: [], totalElements: 0 });
  });

  it.each([
    ['a wrong password', { confirmation: 'DELETE', currentPassword: 'a guess from a stolen session' }, 403, 'Your current password is not correct'],
    ['no password', { confirmation: 'DELETE' }, 400, 'Please enter your current password'],
    ['the word mistyped', { confirmation: 'DELET', currentPassword: 'correct horse' }, 400, 'Please type DELETE to confirm'],
    ['no confirmation', { currentPassword: 'correct horse' }, 400, 'Please type DELETE to confirm'],
    ['the e-mail typed instead of the word', { confirmation: 'me@example.in', currentPassword: 'correct horse' }, 400, 'Please type DELETE to confirm'],
    ['someone else’s id in the body', { confirmation: 'DELETE', currentPassword: 'correct horse', userId: 1 }, 400, 'Unknown fields: userId'],
  ])('refuses %s with a clear message, and changes nothing', async (_, payload, status, message) => {
    const asha = await fan();
    const before = await rowsAbout(t.db, asha.keys);
    const response = await remove(asha, payload);
    expect([response.statusCode, response.json()]).toEqual([status, { error: message }]);
    expect(await rowsAbout(t.db, asha.keys)).toEqual(before);
    expect((await t.app.inject(as(asha.browser, { method: 'GET', url: '/api/users/me' }))).statusCode).toBe(200);
  });

  it('deletes only the caller: there is no id to name another account', async () => {
    const asha = await fan();
    const mallory = await fan('Mallory');
    const ashaBefore = await rowsAbout(t.db, asha.keys);
    const named = await t.app.inject({ method: 'DELETE', url: `/api/users/${asha.id}`, ...as(mallory.browser) });
    expect([named.statusCode, named.headers.allow]).toEqual([405, 'PUT']);
    // Mallory even knows a password that works (both signed up with the tests' default): the account that goes is hers.
    expect(asha.password).toBe(mallory.password);
    expect((await remove(mallory, { confirmation: 'DELETE', currentPassword: asha.password })).statusCode).toBe(204);
    expect(Object.values(await rowsAbout(t.db, mallory.keys)).flat()).toEqual([]);
    expect(await rowsAbout(t.db, asha.keys)).toEqual(ashaBefore);
  });

  it('needs the anti-forgery header like every other change', async () => {
    const asha = await fan();
    const before = await rowsAbout(t.db, asha.keys);
    const forged = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      cookies: { [SESSION_COOKIE]: asha.browser.sid, [CSRF_COOKIE]: asha.browser.csrf },
      payload: { confirmation: 'DELETE', currentPassword: asha.password },
      remoteAddress: freshIp(),
    });
    expect([forged.statusCode, forged.json()]).toEqual([403, { error: CSRF_REFUSAL }]);
    expect(await rowsAbout(t.db, asha.keys)).toEqual(before);
  });

  it('is logged with the user id and nothing personal', async () => {
    const asha = await fan();
    logLines.length = 0;
    await remove(asha, { confirmation: 'DELETE', currentPassword: asha.password });
    const lines = logLines.filter((line) => line.includes('data rights'));
    expect(lines.map((line) => JSON.parse(line) as object)).toEqual([expect.objectContaining({ userId: asha.id, msg: 'data rights: account deleted' })]);
    for (const personal of [asha.email, 'Asha', asha.phoneNumber, asha.senderAddress, asha.password]) expect(lines[0]).not.toContain(personal);
  });

  describe('an account made by Google sign-in (no password)', () => {
    /** The fan's seeded code (the last e-mail to them) is the proof; the account is made passwordless and verified. */
    async function googleFan() {
      const asha = await fan();
      await t.db.updateTable('users').set({ password_hash: null, email_verification_status: 'VERIFIED' }).where('id', '=', asha.id).execute();
      const mail = await t.db.selectFrom('outbox').select('text').where('to', '=', asha.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
      return { asha, code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '' };
    }
    const otherThan = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
    /** What the account holds beyond the code machinery, whose wrong tries are counted on purpose. */
    const heldAbout = async (keys: string[]) => {
      const { otp_codes: _codes, otp_wrong_tries: _tries, ...rest } = await rowsAbout(t.db, keys);
      return rest;
    };

    it.each([
      ['without a code', () => ({}), 'Please enter the code we sent to your email'],
      ['with a password instead', () => ({ currentPassword: 'correct horse' }), 'Please enter the code we sent to your email'],
      ['with a wrong code', (code: string) => ({ emailCode: otherThan(code) }), 'Verification failed. Please try again.'],
    ])('refuses %s, and keeps the account', async (_, proof, message) => {
      const { asha, code } = await googleFan();
      const before = await heldAbout(asha.keys);
      const response = await remove(asha, { confirmation: 'DELETE', ...proof(code) });
      expect([response.statusCode, response.json()]).toEqual([400, { error: message }]);
      expect(await heldAbout(asha.keys)).toEqual(before);
    });

    it('is deleted with the code e-mailed to it', async () => {
      const { asha, code } = await googleFan();
      expect(code).toMatch(/^\d{6}$/);
      expect((await remove(asha, { confirmation: 'DELETE', emailCode: code })).statusCode).toBe(204);
      expect(Object.values(await rowsAbout(t.db, asha.keys)).flat()).toEqual([]);
    });
  });
});
