import { deleteDoneJobsBefore, deleteFailedJobsBefore } from '../db/repositories/jobs.repo';
import { deleteSpentOrOldInboundMail } from '../db/repositories/inboundMail.repo';
import { deleteExpiredOtps, deleteWrongTriesBefore } from '../db/repositories/otp.repo';
import { deleteOutboxBefore } from '../db/repositories/outbox.repo';
import { deleteExpiredSessions } from '../db/repositories/sessions.repo';
import { deleteVerificationResultsBefore } from '../db/repositories/verificationResults.repo';
import { deleteStagesBefore } from '../db/repositories/verificationStages.repo';
import { STAGE_KEEP_MS } from '../services/verificationStages';
import { WRONG_TRY_WINDOW_MS } from '../services/otpLock';
import type { JobHandler, PeriodicJob } from './jobTypes';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long a job that failed every try stays for an operator to read. */
export const FAILED_JOB_DAYS = 30;
/**
 * How long a done keyed job keeps its key taken: a fan-out is retried within an hour or so of its first try (five
 * tries, the last after 32 minutes) and a lease runs out after five minutes, so a week is ample.
 */
export const DONE_JOB_DAYS = 7;
/** How long the Dashboard's record of each verification stays: a year and a little, to compare a season with the last. */
export const VERIFICATION_RESULT_DAYS = 400;

export interface RetentionOptions {
  /** MAIL_RETENTION_DAYS: how long a raw inbound e-mail that proved nothing is kept (and the dev outbox's messages). */
  mailRetentionDays: number;
}

interface RetentionJob extends PeriodicJob {
  run: JobHandler;
}

/**
 * What the product deletes on its own, and when (the closing note of issue 18 lists what it keeps). Each is a
 * periodic job; a run deletes what is past its time as of the job's clock and logs how many rows went.
 */
export function retentionJobs(options: RetentionOptions): RetentionJob[] {
  const mailAgeMs = options.mailRetentionDays * DAY_MS;
  return [
    {
      kind: 'purge-expired-sessions',
      everyMs: HOUR_MS,
      run: async (_payload, { db, log, now }) => {
        log.info({ sessions: await deleteExpiredSessions(db, now) }, 'retention: expired sessions deleted');
      },
    },
    {
      kind: 'purge-spent-codes',
      everyMs: HOUR_MS,
      run: async (_payload, { db, log, now }) => {
        const codes = await deleteExpiredOtps(db, now);
        const wrongTries = await deleteWrongTriesBefore(db, new Date(now.getTime() - WRONG_TRY_WINDOW_MS));
        const verificationStages = await deleteStagesBefore(db, new Date(now.getTime() - STAGE_KEEP_MS));
        log.info({ codes, wrongTries, verificationStages }, 'retention: expired codes, old wrong tries and ended verifications’ stages deleted');
      },
    },
    {
      // Often: a booking e-mail holds a fan's name, phone and booking id, and is useless once it proved a listing.
      kind: 'purge-inbound-mail',
      everyMs: 10 * MINUTE_MS,
      run: async (_payload, { db, log, now }) => {
        log.info({ messages: await deleteSpentOrOldInboundMail(db, new Date(now.getTime() - mailAgeMs)) }, 'retention: raw inbound e-mails deleted');
      },
    },
    {
      kind: 'purge-old-records',
      everyMs: DAY_MS,
      run: async (_payload, { db, log, now }) => {
        const outbox = await deleteOutboxBefore(db, new Date(now.getTime() - mailAgeMs));
        const failedJobs = await deleteFailedJobsBefore(db, new Date(now.getTime() - FAILED_JOB_DAYS * DAY_MS));
        const doneJobs = await deleteDoneJobsBefore(db, new Date(now.getTime() - DONE_JOB_DAYS * DAY_MS));
        const verificationResults = await deleteVerificationResultsBefore(db, new Date(now.getTime() - VERIFICATION_RESULT_DAYS * DAY_MS));
        log.info({ outbox, failedJobs, doneJobs, verificationResults }, 'retention: old outbox messages, failed and done jobs, and verification results deleted');
      },
    },
  ];
}
