import { sql } from 'kysely';
import type { Db } from '../database';
import type { JobRow } from '../tables/jobs';
import { SIGNAL_CHANNELS } from '../../signals/channels';
import { publishSignal } from '../../signals/publishSignal';

export interface JobToAdd {
  kind: string;
  payload?: unknown;
  /** Enqueueing a key that is already waiting does nothing. */
  key?: string;
  runAt: Date;
  maxAttempts?: number;
}

/** Adds a job; false when one with the same key is already there. */
export async function insertJob(db: Db, job: JobToAdd): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      key: job.key ?? null,
      run_at: job.runAt,
      ...(job.maxAttempts !== undefined && { max_attempts: job.maxAttempts }),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  // Runners in every process look now (at commit, when `db` is a transaction) instead of at their next poll.
  if (result !== undefined) await publishSignal(db, SIGNAL_CHANNELS.jobs);
  return result !== undefined;
}

/** Makes a keyed job that has not run yet due by `runAt` at the latest; false when no such job waits (done, failed or never queued). */
export async function bringJobForward(db: Db, key: string, runAt: Date): Promise<boolean> {
  const waiting = await db
    .updateTable('jobs')
    .set((eb) => ({ run_at: eb.fn('least', [eb.ref('run_at'), eb.val(runAt)]) }))
    .where('key', '=', key)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (waiting !== undefined) await publishSignal(db, SIGNAL_CHANNELS.jobs);
  return waiting !== undefined;
}

/**
 * Takes up to `limit` due jobs of the given kinds (those the caller can run) until `leaseUntil`, counting an attempt on each. The inner
 * select skips rows another transaction is claiming, and a claimed row is not due again until its lease
 * ends, so two processes (or two claims on one connection) never get the same job.
 */
export async function claimDueJobs(db: Db, now: Date, leaseUntil: Date, limit: number, kinds: string[]): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  return db
    .updateTable('jobs')
    .set((eb) => ({ locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('failed_at', 'is', null)
        .where('done_at', 'is', null)
        .where('kind', 'in', kinds)
        .where('run_at', '<=', now)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
        .orderBy('run_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/**
 * A one-off job that succeeded: deleted, or kept as done when it has a key, so that queueing the same key again (a
 * retried fan-out re-adding a send that already went out) does nothing.
 */
export async function finishJob(db: Db, job: { id: string; key: string | null }, at: Date): Promise<void> {
  if (job.key === null) await db.deleteFrom('jobs').where('id', '=', job.id).execute();
  else await db.updateTable('jobs').set({ done_at: at, locked_until: null, last_error: null }).where('id', '=', job.id).execute();
}

/** Puts a job back to run at `runAt` (a retry, or a periodic job's next time), lease released. */
export async function rescheduleJob(db: Db, id: string, runAt: Date, change: { lastError: string | null; resetAttempts: boolean }): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      run_at: runAt,
      locked_until: null,
      last_error: change.lastError,
      ...(change.resetAttempts && { attempts: 0 }),
    })
    .where('id', '=', id)
    .execute();
}

export async function markJobFailed(db: Db, id: string, at: Date, lastError: string): Promise<void> {
  await db.updateTable('jobs').set({ failed_at: at, locked_until: null, last_error: lastError }).where('id', '=', id).execute();
}

/** Done keyed jobs finished before `before`: nothing queues their keys again by then. */
export async function deleteDoneJobsBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('jobs').where('done_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Failed jobs older than `before`, which nobody will read any more. */
export async function deleteFailedJobsBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('jobs').where('failed_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findJobs(db: Db, kind?: string): Promise<JobRow[]> {
  let query = db.selectFrom('jobs').selectAll();
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return query.orderBy(sql`id`).execute();
}
