import type { FastifyBaseLogger } from 'fastify';
import type { VerificationRefusalReason } from '../../shared/admin/dashboard';
import type { Db } from '../db/database';
import { insertVerificationResult } from '../db/repositories/verificationResults.repo';
import { AppError } from '../http/AppError';
import type { RefusalCode } from '../mail/refusals';
import { BOOKING_ALREADY_LISTED, BOOKING_DELETED } from './verifiedListing.service';

/** A verification's refusal of the seller's evidence, with the reason the Dashboard counts it under. */
export class VerificationRefused extends AppError {
  constructor(
    status: number,
    message: string,
    readonly reason: VerificationRefusalReason,
  ) {
    super(status, message);
  }
}

/** Each refusal of the mail checks, folded into what an operator acts on. */
export const REASON_OF_REFUSAL: Record<RefusalCode, VerificationRefusalReason> = {
  'no-attachment': 'NOT_ATTACHED',
  'forwarded-inline': 'NOT_ATTACHED',
  'archive-attached': 'NOT_ATTACHED',
  'too-large': 'UNREADABLE_MAIL',
  malformed: 'UNREADABLE_MAIL',
  'too-complex': 'UNREADABLE_MAIL',
  'header-injection': 'SIGNATURE',
  'header-malformed': 'SIGNATURE',
  'dkim-fail': 'SIGNATURE',
  'dkim-domain': 'SIGNATURE',
  'dkim-body-length': 'SIGNATURE',
  'dkim-expired': 'SIGNATURE',
  'dkim-sha1': 'SIGNATURE',
  'duplicate-header': 'SIGNATURE',
  'unsigned-header': 'SIGNATURE',
  'unsigned-recipient': 'NOT_THEIR_BOOKING',
  'wrong-recipient': 'NOT_THEIR_BOOKING',
  'wrong-subject': 'NOT_A_BOOKING',
  cancelled: 'NOT_A_BOOKING',
  'parse-failed': 'NOT_A_BOOKING',
  'wrong-provider': 'WRONG_EVENT',
  'wrong-event': 'WRONG_EVENT',
};

/**
 * Why a verification that threw was refused, or undefined when it was no verdict on the seller's evidence: the
 * seller cancelled (499), or the server failed or stopped (5xx, or not an AppError at all).
 */
export function refusalReasonOf(error: unknown): VerificationRefusalReason | undefined {
  if (error instanceof VerificationRefused) return error.reason;
  if (!(error instanceof AppError) || error.status < 400 || error.status >= 499) return undefined;
  // A booking whose listing was deleted was listed before: the Dashboard counts it with the ones on sale.
  return error.message === BOOKING_ALREADY_LISTED || error.message === BOOKING_DELETED ? 'ALREADY_LISTED' : 'OTHER';
}

/**
 * Records a refused verification for the Dashboard. Its failure is only logged: the seller is owed the refusal,
 * not a count. (A passed one is recorded inside the listing's own transaction.)
 */
export async function recordRefusal(db: Db, error: unknown, log?: FastifyBaseLogger): Promise<void> {
  const reason = refusalReasonOf(error);
  if (reason === undefined) return;
  await insertVerificationResult(db, reason).catch((failure: unknown) => log?.warn({ err: failure, reason }, 'verification: could not record its refusal'));
}
