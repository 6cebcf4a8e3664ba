import { buildTestApp, type TestApp } from '../../test/testApp';
import { insertUser } from '../../test/fixtures';
import { isProvenSender, verifiedSenderAddresses } from './senderAddresses.repo';

describe('isProvenSender', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function account(emailStatus: 'PENDING' | 'STARTED' | 'VERIFIED') {
    const user = await insertUser(t.db);
    await t.db.updateTable('users').set({ email_verification_status: emailStatus }).where('id', '=', user.id).execute();
    return user;
  }

  it('counts the account e-mail only once it is VERIFIED, whatever its case', async () => {
    const pending = await account('PENDING');
    const started = await account('STARTED');
    const verified = await account('VERIFIED');
    expect(await isProvenSender(t.db, pending.id, pending.email)).toBe(false);
    expect(await isProvenSender(t.db, started.id, started.email)).toBe(false);
    expect(await isProvenSender(t.db, verified.id, ` ${verified.email.toUpperCase()} `)).toBe(true);
  });

  it("never counts another account's e-mail", async () => {
    const owner = await account('VERIFIED');
    const other = await account('VERIFIED');
    expect(await isProvenSender(t.db, other.id, owner.email)).toBe(false);
  });

  it('counts an extra address only once its code was typed, and only for that account', async () => {
    const seller = await account('VERIFIED');
    const other = await account('VERIFIED');
    await t.db.insertInto('sender_addresses').values({ user_id: seller.id, email: 'tickets@family.example' }).execute();
    expect(await isProvenSender(t.db, seller.id, 'tickets@family.example')).toBe(false);

    await t.db.updateTable('sender_addresses').set({ verified_at: new Date() }).where('user_id', '=', seller.id).execute();
    expect(await isProvenSender(t.db, seller.id, 'Tickets@Family.example')).toBe(true);
    expect(await isProvenSender(t.db, other.id, 'tickets@family.example')).toBe(false);
    expect(await verifiedSenderAddresses(t.db, seller.id)).toEqual(['tickets@family.example']);
  });

  it('lets one account at most hold an address as verified', async () => {
    const first = await account('VERIFIED');
    const second = await account('VERIFIED');
    const at = new Date();
    await t.db.insertInto('sender_addresses').values({ user_id: first.id, email: 'shared@family.example', verified_at: at }).execute();
    await t.db.insertInto('sender_addresses').values({ user_id: second.id, email: 'shared@family.example' }).execute();
    await expect(
      t.db.updateTable('sender_addresses').set({ verified_at: at }).where('user_id', '=', second.id).execute(),
    ).rejects.toThrow(/sender_addresses_verified_email/);
  });
});
