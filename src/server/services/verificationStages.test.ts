import { insertCategory, insertConcert, insertUser } from '../test/fixtures';
import { buildTestApp, type TestApp } from '../test/testApp';
import { STAGE_KEEP_MS, VerificationStages } from './verificationStages';

/** The sell wizard's live stage, as two API processes (two instances on one database) see it. */
describe('verification stages', () => {
  let t: TestApp;
  let userId: number;
  let concertId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    userId = (await insertUser(t.db)).id;
    concertId = (await insertConcert(t.db, { name: 'Stage Show', categoryId: await insertCategory(t.db), daysFromNow: 5 })).id;
  });
  afterAll(() => t.close());

  it('is read by another process as this one set it, the last stage winning', async () => {
    const here = new VerificationStages(t.db);
    const there = new VerificationStages(t.db);
    expect(await there.get(userId, concertId)).toBeUndefined();
    here.set(userId, concertId, 'waiting');
    here.set(userId, concertId, 'checking');
    here.set(userId, concertId, 'reading');
    // This process's reads wait for its own writes; the other's read comes after them.
    expect(await here.get(userId, concertId)).toBe('reading');
    expect(await there.get(userId, concertId)).toBe('reading');
  });

  it('forgets a stage set more than ten minutes ago', async () => {
    const stages = new VerificationStages(t.db);
    const then = new Date(Date.now() - STAGE_KEEP_MS - 1000);
    stages.set(userId, concertId, 'done', then);
    expect(await stages.get(userId, concertId, new Date(then.getTime() + 1000))).toBe('done');
    expect(await stages.get(userId, concertId)).toBeUndefined();
  });

  it('keeps one stage per seller and event, and a failed write only logs', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (entry: unknown) => warnings.push(entry) } as never;
    const stages = new VerificationStages(t.db, log);
    stages.set(userId, concertId + 1000, 'waiting');
    expect(await stages.get(userId, concertId + 1000)).toBeUndefined();
    expect(warnings).toHaveLength(1);
    const rows = await t.db.selectFrom('verification_stages').select(['concert_id', 'stage']).where('user_id', '=', userId).execute();
    expect(rows).toEqual([{ concert_id: concertId, stage: expect.any(String) }]);
  });
});
