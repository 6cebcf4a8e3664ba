import { findJobs } from '../db/repositories/jobs.repo';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { migrateToLatest } from '../db/migrate';
import { JobRunner, type JobRunnerOptions } from './jobRunner';
import type { JobHandler } from './jobTypes';
import { silentLog as log } from './testing/silentLog';
import { TestClock } from './testing/testClock';

const MINUTE = 60_000;

describe('the background job runner', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await migrateToLatest(test.db);
  });
  afterAll(() => test.drop());
  afterEach(() => test.db.deleteFrom('jobs').execute());

  function runner(handlers: Record<string, JobHandler>, clock: TestClock, extra: Partial<JobRunnerOptions> = {}): JobRunner {
    return new JobRunner({ db: test.db, log, handlers, clock, ...extra });
  }

  it('runs a job once it is due, with its payload, and then forgets it', async () => {
    const clock = new TestClock();
    const seen: unknown[] = [];
    const jobs = runner({ greet: async (payload) => void seen.push(payload) }, clock);
    await jobs.enqueue({ kind: 'greet', payload: { name: 'Asha' }, runAt: new Date(clock.now().getTime() + MINUTE) });

    expect(await jobs.runDueJobs()).toBe(0);
    clock.advance(MINUTE);
    expect(await jobs.runDueJobs()).toBe(1);
    expect(seen).toEqual([{ name: 'Asha' }]);
    expect(await findJobs(test.db)).toEqual([]);
    expect(await jobs.runDueJobs()).toBe(0);
  });

  it('adds a job whose key is already waiting only once', async () => {
    const clock = new TestClock();
    const jobs = runner({ alert: async () => undefined }, clock);
    expect(await jobs.enqueue({ kind: 'alert', key: 'alert:listing:7' })).toBe(true);
    expect(await jobs.enqueue({ kind: 'alert', key: 'alert:listing:7' })).toBe(false);
    expect(await findJobs(test.db, 'alert')).toHaveLength(1);
  });

  it('keeps a keyed job done once it succeeds, so its key queues nothing again until it is purged', async () => {
    const clock = new TestClock();
    let sent = 0;
    const jobs = runner({ 'send-alert': async () => void (sent += 1) }, clock);
    expect(await jobs.enqueue({ kind: 'send-alert', key: 'send-alert:7:email:3' })).toBe(true);
    expect(await jobs.runDueJobs()).toBe(1);
    expect(await findJobs(test.db, 'send-alert')).toMatchObject([{ key: 'send-alert:7:email:3', done_at: clock.now(), locked_until: null }]);

    expect(await jobs.enqueue({ kind: 'send-alert', key: 'send-alert:7:email:3' })).toBe(false);
    clock.advance(MINUTE);
    expect(await jobs.runDueJobs()).toBe(0);
    expect(sent).toBe(1);
  });

  it('retries a failing job later and later, then keeps it as failed with its last error', async () => {
    const clock = new TestClock();
    let calls = 0;
    const jobs = runner(
      {
        flaky: async () => {
          calls += 1;
          throw new Error(`gateway down (${calls})`);
        },
      },
      clock,
    );
    await jobs.enqueue({ kind: 'flaky', maxAttempts: 3 });

    expect(await jobs.runDueJobs()).toBe(1);
    let [row] = await findJobs(test.db);
    expect(row).toMatchObject({ attempts: 1, last_error: 'gateway down (1)', failed_at: null, locked_until: null });
    expect(row.run_at.getTime() - clock.now().getTime()).toBe(30_000);

    clock.advance(29_999);
    expect(await jobs.runDueJobs()).toBe(0);
    clock.advance(1);
    expect(await jobs.runDueJobs()).toBe(1);
    [row] = await findJobs(test.db);
    expect(row.run_at.getTime() - clock.now().getTime()).toBe(2 * MINUTE);

    clock.advance(2 * MINUTE);
    expect(await jobs.runDueJobs()).toBe(1);
    [row] = await findJobs(test.db);
    expect(row).toMatchObject({ attempts: 3, last_error: 'gateway down (3)' });
    expect(row.failed_at).toEqual(clock.now());

    clock.advance(24 * 60 * MINUTE);
    expect(await jobs.runDueJobs()).toBe(0);
    expect(calls).toBe(3);
  });

  it('runs each job exactly once when two processes claim at the same time', async () => {
    const clock = new TestClock();
    const ran: number[] = [];
    const handler: JobHandler = async (payload) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      ran.push((payload as { n: number }).n);
    };
    const first = runner({ count: handler }, clock, { batchSize: 3 });
    const second = runner({ count: handler }, clock, { batchSize: 3 });
    for (let n = 0; n < 40; n++) await first.enqueue({ kind: 'count', payload: { n } });

    const [a, b] = await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(a + b).toBe(40);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(await findJobs(test.db)).toEqual([]);
  });

  it('runs again a job whose process died holding it, once its lease has ended, and only then', async () => {
    const clock = new TestClock();
    let finished = 0;
    // The first process claims the job and never finishes: its handler waits for ever.
    const dying = runner({ send: () => new Promise<void>(() => undefined) }, clock, { leaseMs: 5 * MINUTE });
    await dying.enqueue({ kind: 'send' });
    void dying.runDueJobs();
    await waitFor(async () => (await findJobs(test.db))[0]?.locked_until !== null);

    const survivor = runner({ send: async () => void (finished += 1) }, clock, { leaseMs: 5 * MINUTE });
    expect(await survivor.runDueJobs()).toBe(0);
    clock.advance(5 * MINUTE);
    expect(await survivor.runDueJobs()).toBe(1);
    expect(finished).toBe(1);
    expect(await findJobs(test.db)).toEqual([]);
  });

  it('keeps jobs across a restart: what one runner stored, a new one runs', async () => {
    const clock = new TestClock();
    const before = runner({ later: async () => undefined }, clock);
    await before.enqueue({ kind: 'later', payload: { listing: 12 }, runAt: new Date(clock.now().getTime() + MINUTE) });
    await before.stop();

    const seen: unknown[] = [];
    const after = runner({ later: async (payload) => void seen.push(payload) }, clock);
    clock.advance(MINUTE);
    expect(await after.runDueJobs()).toBe(1);
    expect(seen).toEqual([{ listing: 12 }]);
  });

  it('leaves a job of a kind it cannot run to the processes that can', async () => {
    const clock = new TestClock();
    const older = runner({ other: async () => undefined }, clock);
    await older.enqueue({ kind: 'new-kind' });
    expect(await older.runDueJobs()).toBe(0);
    expect(await findJobs(test.db, 'new-kind')).toMatchObject([{ attempts: 0, failed_at: null }]);
  });

  it('runs a periodic job once per period across processes, and again after a failure without giving up', async () => {
    const clock = new TestClock();
    let runs = 0;
    let failNext = false;
    const purge: JobHandler = async () => {
      runs += 1;
      if (failNext) throw new Error('database busy');
    };
    const periodic = [{ kind: 'purge', everyMs: 60 * MINUTE }];
    const one = runner({ purge }, clock, { periodic });
    const two = runner({ purge }, clock, { periodic });
    await one.schedulePeriodicJobs();
    await two.schedulePeriodicJobs();
    expect(await findJobs(test.db, 'purge')).toHaveLength(1);

    expect((await one.runDueJobs()) + (await two.runDueJobs())).toBe(1);
    const [row] = await findJobs(test.db, 'purge');
    expect(row.run_at.getTime() - clock.now().getTime()).toBe(60 * MINUTE);

    clock.advance(59 * MINUTE);
    expect((await one.runDueJobs()) + (await two.runDueJobs())).toBe(0);
    clock.advance(MINUTE);
    failNext = true;
    expect(await two.runDueJobs()).toBe(1);
    const [failed] = await findJobs(test.db, 'purge');
    expect(failed).toMatchObject({ attempts: 1, last_error: 'database busy', failed_at: null });

    failNext = false;
    clock.advance(30_000);
    expect(await one.runDueJobs()).toBe(1);
    expect(await findJobs(test.db, 'purge')).toMatchObject([{ attempts: 0, last_error: null }]);
    expect(runs).toBe(3);
  });

  it('once started, runs a job enqueued in its process without waiting for the next poll, and stops cleanly', async () => {
    const clock = new TestClock();
    const seen: string[] = [];
    const jobs = runner({ ping: async () => void seen.push('ping') }, clock, { pollMs: 60 * MINUTE });
    await jobs.start();
    await jobs.enqueue({ kind: 'ping' });
    await waitFor(async () => seen.length === 1);
    await jobs.stop();
    expect(await findJobs(test.db)).toEqual([]);
  });
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
