import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { insertCategory, insertConcert, insertUser } from '../test/fixtures';
import { listingId } from '../test/listingFixtures';
import { buildTestApp, type TestApp } from '../test/testApp';
import { retentionJobs } from './retention';
import { silentLog } from './testing/silentLog';
import { TestClock } from './testing/testClock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const tables = ['users', 'sessions', 'otp_codes', 'otp_wrong_tries', 'verification_stages', 'inbound_mail', 'outbox', 'jobs', 'ticket_listings', 'concerts', 'verification_results'] as const;

async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    out[table] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0].n;
  }
  return out;
}

describe('retention jobs', () => {
  let t: TestApp;
  const clock = new TestClock();
  const at = (offsetMs: number): Date => new Date(clock.now().getTime() + offsetMs);

  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  it('delete what is past its time, as of the jobs clock, and nothing else', async () => {
    const fan = await insertUser(t.db);
    const concert = await insertConcert(t.db, { name: 'Kept Show', categoryId: await insertCategory(t.db), daysFromNow: 30 });
    await listingId(t.db, { concert_id: concert.id, seller_id: fan.id, bookingId: 'BMS-KEPT-1' });
    const session = (id: string, expires: Date) => ({ id, user_id: fan.id, csrf_secret: 'x', expires_at: expires, created_at: at(-DAY) });
    await t.db.insertInto('sessions').values([session('ended', at(-1000)), session('live', at(HOUR))]).execute();
    const code = (hash: string, expires: Date) => ({ user_id: fan.id, channel: 'email' as const, code_hash: hash, expires_at: expires, created_at: at(-HOUR) });
    await t.db.insertInto('otp_codes').values([code('expired', at(-1000)), code('live', at(5 * MINUTE))]).execute();
    await t.db
      .insertInto('otp_wrong_tries')
      .values([
        { user_id: fan.id, channel: 'email', tried_at: at(-25 * HOUR) },
        { user_id: fan.id, channel: 'email', tried_at: at(-23 * HOUR) },
      ])
      .execute();
    const otherConcert = await insertConcert(t.db, { name: 'Staged Show', categoryId: await insertCategory(t.db, 'Sports'), daysFromNow: 30 });
    await t.db
      .insertInto('verification_stages')
      .values([
        { user_id: fan.id, concert_id: concert.id, stage: 'done', updated_at: at(-11 * MINUTE) },
        { user_id: fan.id, concert_id: otherConcert.id, stage: 'reading', updated_at: at(-9 * MINUTE) },
      ])
      .execute();
    const mail = (from: string, received: Date, used: Date | null) => ({ envelope_from: from, rcpt: 'verify@localhost', raw: Buffer.from('Subject: booking\r\n\r\nBooking BMS-1'), received_at: received, used_at: used });
    await t.db
      .insertInto('inbound_mail')
      .values([mail('spent@example.in', at(-HOUR), at(-30 * MINUTE)), mail('recent@example.in', at(-7 * DAY + MINUTE), null), mail('old@example.in', at(-7 * DAY - MINUTE), null)])
      .execute();
    await t.db
      .insertInto('outbox')
      .values([
        { channel: 'email', to: 'old@example.in', subject: 'code', text: '123456', created_at: at(-8 * DAY) },
        { channel: 'email', to: 'new@example.in', subject: 'code', text: '654321', created_at: at(-DAY) },
      ])
      .execute();
    await t.db
      .insertInto('jobs')
      .values([
        { kind: 'alert', run_at: at(-31 * DAY), failed_at: at(-31 * DAY), last_error: 'old failure' },
        { kind: 'alert', run_at: at(-29 * DAY), failed_at: at(-29 * DAY), last_error: 'recent failure' },
        { kind: 'send-alert', key: 'send-alert:1:email:7', run_at: at(-8 * DAY), done_at: at(-8 * DAY) },
        { kind: 'send-alert', key: 'send-alert:1:email:8', run_at: at(-6 * DAY), done_at: at(-6 * DAY) },
      ])
      .execute();
    await t.db
      .insertInto('verification_results')
      .values([
        { passed: true, refusal_reason: null, finished_at: at(-401 * DAY) },
        { passed: false, refusal_reason: 'SIGNATURE', finished_at: at(-399 * DAY) },
      ])
      .execute();
    const before = await counts(t.db);

    await t.app.jobs.schedulePeriodicJobs();
    expect(await t.app.jobs.runDueJobs()).toBe(4);

    expect(await t.db.selectFrom('sessions').select('id').execute()).toEqual([{ id: 'live' }]);
    expect(await t.db.selectFrom('otp_codes').select('code_hash').execute()).toEqual([{ code_hash: 'live' }]);
    expect(await t.db.selectFrom('otp_wrong_tries').select('tried_at').execute()).toEqual([{ tried_at: at(-23 * HOUR) }]);
    expect(await t.db.selectFrom('verification_stages').select('stage').execute()).toEqual([{ stage: 'reading' }]);
    expect(await t.db.selectFrom('inbound_mail').select('envelope_from').execute()).toEqual([{ envelope_from: 'recent@example.in' }]);
    expect(await t.db.selectFrom('outbox').select('to').execute()).toEqual([{ to: 'new@example.in' }]);
    expect(await t.db.selectFrom('jobs').select('last_error').where('failed_at', 'is not', null).execute()).toEqual([{ last_error: 'recent failure' }]);
    // A done alert keeps its key taken for a week, then goes.
    expect(await t.db.selectFrom('jobs').select('key').where('done_at', 'is not', null).execute()).toEqual([{ key: 'send-alert:1:email:8' }]);
    expect(await t.db.selectFrom('verification_results').select('refusal_reason').execute()).toEqual([{ refusal_reason: 'SIGNATURE' }]);
    // The four periodic jobs stay, each waiting for its next time; nothing else changed.
    expect(await counts(t.db)).toEqual({ ...before, sessions: 1, otp_codes: 1, otp_wrong_tries: 1, verification_stages: 1, inbound_mail: 1, outbox: 1, jobs: 1 + 1 + 4, verification_results: 1 });
    const next = await t.db.selectFrom('jobs').select(['kind', 'run_at']).where('key', 'like', 'every:%').orderBy('kind').execute();
    expect(next).toEqual([
      { kind: 'purge-expired-sessions', run_at: at(HOUR) },
      { kind: 'purge-inbound-mail', run_at: at(10 * MINUTE) },
      { kind: 'purge-old-records', run_at: at(DAY) },
      { kind: 'purge-spent-codes', run_at: at(HOUR) },
    ]);

    // The next hour: the mail kept for being recent has aged past seven days; the live session has ended.
    clock.advance(HOUR);
    expect(await t.app.jobs.runDueJobs()).toBe(3);
    expect(await t.db.selectFrom('inbound_mail').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('sessions').select('id').execute()).toEqual([]);
  });

  it('keeps an unused e-mail for MAIL_RETENTION_DAYS, whatever that is set to', async () => {
    const purge = retentionJobs({ mailRetentionDays: 2 }).find((job) => job.kind === 'purge-inbound-mail');
    const received = (ageMs: number) => ({ envelope_from: `age-${ageMs}@example.in`, rcpt: 'verify@localhost', raw: Buffer.from('x'), received_at: at(-ageMs) });
    await t.db.insertInto('inbound_mail').values([received(2 * DAY - MINUTE), received(2 * DAY + MINUTE)]).execute();
    await purge?.run({}, { db: t.db, log: silentLog, now: clock.now() });
    expect(await t.db.selectFrom('inbound_mail').select('envelope_from').execute()).toEqual([{ envelope_from: `age-${2 * DAY - MINUTE}@example.in` }]);
  });
});

describe('retention in a running server', () => {
  it('purges at start, without being asked, when background jobs are on', async () => {
    const t = await buildTestApp({ env: { BACKGROUND_JOBS: 'on' } });
    try {
      const fan = await insertUser(t.db);
      await t.db.insertInto('sessions').values({ id: 'ended', user_id: fan.id, csrf_secret: 'x', expires_at: new Date(Date.now() - 1000) }).execute();
      await t.app.ready();
      const deadline = Date.now() + 10_000;
      while ((await t.db.selectFrom('sessions').select('id').execute()).length > 0) {
        if (Date.now() > deadline) throw new Error('the expired session was not purged within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await t.db.selectFrom('jobs').select('kind').where('key', 'like', 'every:%').orderBy('kind').execute()).toHaveLength(4);
    } finally {
      await t.close();
    }
  });
});
