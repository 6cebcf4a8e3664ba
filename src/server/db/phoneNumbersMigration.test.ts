import { Migrator } from 'kysely/migration';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { migrations } from './migrations';

/** 20261127_0020_otp_bindings on rows written before it: numbers in E.164, one account per verified number. */
describe('phone numbers migrated to E.164', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  it('rewrites existing numbers and leaves a verified number with the account that verified it first', async () => {
    const migrator = new Migrator({ db: test.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('20261127_0001_sender_addresses');
    expect(before.error).toBeUndefined();
    const rows = [
      ['a@example.in', '9876543210', 'VERIFIED'],
      ['b@example.in', '+91 98765 43210', 'VERIFIED'],
      ['c@example.in', '919876543210', 'PENDING'],
      ['d@example.in', '(415) 555-0123', 'PENDING'],
      ['e@example.in', null, 'PENDING'],
    ] as const;
    for (const [email, phone, status] of rows) {
      await test.db.insertInto('users').values({ email, phone_number: phone, phone_verification_status: status }).execute();
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = await test.db.selectFrom('users').select(['email', 'phone_number', 'phone_verification_status']).orderBy('email').execute();
    expect(after).toEqual([
      { email: 'a@example.in', phone_number: '+919876543210', phone_verification_status: 'VERIFIED' },
      { email: 'b@example.in', phone_number: '+919876543210', phone_verification_status: 'PENDING' },
      { email: 'c@example.in', phone_number: '+919876543210', phone_verification_status: 'PENDING' },
      { email: 'd@example.in', phone_number: '+914155550123', phone_verification_status: 'PENDING' },
      { email: 'e@example.in', phone_number: null, phone_verification_status: 'PENDING' },
    ]);
  });
});
