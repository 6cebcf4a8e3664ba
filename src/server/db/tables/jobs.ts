import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt, Timestamp } from './accounts';

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * Work done in the background (src/server/jobs/). A row is due when run_at has passed and no process holds
 * its lease; a process claims it by pushing locked_until into the future, so several processes never run
 * one job at once. When a one-off job succeeds, its row is deleted, or kept as done when it has a key (the key stays
 * taken, so the same work is not queued again); a periodic one's is moved to its next time.
 */
export interface JobTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  /** Unique when set: enqueueing a job whose key is waiting or done does nothing (periodic jobs use 'every:<kind>'). */
  key: string | null;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  /** The claiming process's lease; null when nobody holds the job. */
  locked_until: NullableTime;
  last_error: string | null;
  /** Set when a one-off job used up its attempts: it stays for an operator to read and is not run again. */
  failed_at: NullableTime;
  /** Set when a keyed one-off job succeeded: it is not run again, and enqueueing its key does nothing until it is purged. */
  done_at: NullableTime;
  created_at: CreatedAt;
}
export type JobRow = Selectable<JobTable>;
export type NewJob = Insertable<JobTable>;
