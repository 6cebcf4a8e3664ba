import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface JobContext {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** The runner's clock when the job started: jobs judge age by it, so tests control time. */
  now: Date;
}

/** Does one job. Throwing retries it later; a job may run again after a crash, so it must be safe to repeat. */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/** A job that runs every `everyMs`, once across all processes. */
export interface PeriodicJob {
  kind: string;
  everyMs: number;
}
