import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { claimDueJobs, finishJob, insertJob, markJobFailed, rescheduleJob, type JobToAdd } from '../db/repositories/jobs.repo';
import type { JobRow } from '../db/tables/jobs';
import { retryDelayMs } from './backoff';
import { systemClock, type Clock, type JobHandler, type PeriodicJob } from './jobTypes';

export interface JobRunnerOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  periodic?: PeriodicJob[];
  clock?: Clock;
  /** How often to look for due jobs when nothing wakes the runner. */
  pollMs?: number;
  /** How long a claimed job is this process's: a job still unfinished after it (the process died) is run again. */
  leaseMs?: number;
  batchSize?: number;
}

const DEFAULT_POLL_MS = 1_000;
const DEFAULT_LEASE_MS = 5 * 60 * 1000;
const DEFAULT_BATCH = 10;

/**
 * Runs the jobs of the `jobs` table in this process (docs/decisions/background-jobs.md). Every API process
 * runs one; the claim's lease makes each job run in one of them at a time.
 */
export class JobRunner {
  private readonly clock: Clock;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly periodicByKind: Map<string, PeriodicJob>;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private wokenDuringPass = false;
  private running = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.clock = options.clock ?? systemClock;
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH;
    this.periodicByKind = new Map((options.periodic ?? []).map((job) => [job.kind, job]));
  }

  /** Makes sure every periodic job has its row (the first process to start adds it), then starts polling. */
  async start(): Promise<void> {
    await this.schedulePeriodicJobs();
    this.running = true;
    this.wake();
  }

  async schedulePeriodicJobs(): Promise<void> {
    for (const job of this.periodicByKind.values()) {
      await insertJob(this.options.db, { kind: job.kind, key: periodicKey(job.kind), runAt: this.clock.now() });
    }
  }

  /** Stores a job and, when it is due, runs it soon in this process. Returns false when its key was already waiting. */
  async enqueue(job: Omit<JobToAdd, 'runAt'> & { runAt?: Date }): Promise<boolean> {
    const added = await insertJob(this.options.db, { ...job, runAt: job.runAt ?? this.clock.now() });
    if (added) this.wake();
    return added;
  }

  /** Looks for due jobs now instead of at the next poll. */
  wake(): void {
    if (!this.running) return;
    if (this.pass !== undefined) {
      this.wokenDuringPass = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.loop(), 0);
  }

  /** Stops polling and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.pass;
  }

  /** One pass: claims due jobs and runs them until none is left. Returns how many ran. */
  async runDueJobs(): Promise<number> {
    let total = 0;
    for (;;) {
      const now = this.clock.now();
      const jobs = await claimDueJobs(this.options.db, now, new Date(now.getTime() + this.leaseMs), this.batchSize, Object.keys(this.options.handlers));
      for (const job of jobs) await this.runOne(job);
      total += jobs.length;
      if (jobs.length < this.batchSize) return total;
    }
  }

  private loop(): void {
    this.wokenDuringPass = false;
    this.pass = this.runDueJobs()
      .then(
        () => undefined,
        (error: unknown) => this.options.log.warn({ err: error }, 'background jobs: could not read the job table; trying again'),
      )
      .finally(() => {
        this.pass = undefined;
        if (!this.running) return;
        this.timer = setTimeout(() => this.loop(), this.wokenDuringPass ? 0 : this.pollMs);
        this.timer.unref();
      });
  }

  private async runOne(job: JobRow): Promise<void> {
    const { db, log } = this.options;
    const handler = this.options.handlers[job.kind];
    const started = this.clock.now();
    try {
      await handler(job.payload, { db, log, now: started });
    } catch (error) {
      await this.failed(job, error);
      return;
    }
    const periodic = this.periodicByKind.get(job.kind);
    if (periodic !== undefined && job.key === periodicKey(job.kind)) {
      await rescheduleJob(db, job.id, new Date(started.getTime() + periodic.everyMs), { lastError: null, resetAttempts: true });
    } else {
      await finishJob(db, job, this.clock.now());
    }
  }

  private async failed(job: JobRow, error: unknown): Promise<void> {
    const { db, log } = this.options;
    const message = error instanceof Error ? error.message : String(error);
    const now = this.clock.now();
    const periodic = job.key === periodicKey(job.kind) ? this.periodicByKind.get(job.kind) : undefined;
    if (job.attempts < job.max_attempts) {
      const delay = periodic === undefined ? retryDelayMs(job.attempts) : Math.min(retryDelayMs(job.attempts), periodic.everyMs);
      log.warn({ err: error, job: job.kind, id: job.id, attempts: job.attempts }, 'background job failed; it will be tried again');
      await rescheduleJob(db, job.id, new Date(now.getTime() + delay), { lastError: message, resetAttempts: false });
    } else if (periodic !== undefined) {
      log.error({ err: error, job: job.kind, attempts: job.attempts }, 'periodic job failed every try; waiting for its next time');
      await rescheduleJob(db, job.id, new Date(now.getTime() + periodic.everyMs), { lastError: message, resetAttempts: true });
    } else {
      log.error({ err: error, job: job.kind, id: job.id, attempts: job.attempts }, 'background job failed every try; kept as failed');
      await markJobFailed(db, job.id, now, message);
    }
  }
}

function periodicKey(kind: string): string {
  return `every:${kind}`;
}
