import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { ProviderDomain, TicketListing, User } from '../../shared/entities';
import { SELLING_GATE_MESSAGES, SERVER_RESTARTED, type VerificationStage } from '../../shared/verification';
import type { Database } from '../db/database';
import { findConcertById } from '../db/repositories/concerts.repo';
import { recordDkimKeySeen } from '../db/repositories/dkimKeys.repo';
import { markInboundMailUsed } from '../db/repositories/inboundMail.repo';
import { isProvenSender } from '../db/repositories/senderAddresses.repo';
import type { ConcertRow } from '../db/tables/catalogue';
import { AppError } from '../http/AppError';
import type { DkimResolver } from '../mail/dkimKeys';
import { verifyForwardedBooking } from '../mail/verifyBooking';
import { knownProviders } from './providers/providers.service';
import { forwardProvesSender } from '../mailbox/forwardAuth';
import type { InboundMailNotifier } from '../mailbox/notifier';
import { waitForForward } from '../mailbox/waiter';
import { createVerifiedListing } from './verifiedListing.service';
import { recordRefusal, REASON_OF_REFUSAL, VerificationRefused } from './verificationResults';
import { insertVerificationResult } from '../db/repositories/verificationResults.repo';
import type { VerificationStages } from './verificationStages';

export const NOT_RECEIVED =
  "We haven't received your e-mail yet. Wait a few seconds and try again: e-mails can take a minute to arrive.";
/** Nobody reads it (the caller has gone); the log does, under nginx's 'client closed request' status. */
export const VERIFICATION_CANCELLED = 'The seller cancelled the verification.';
const CALLER_GONE_STATUS = 499;
export const NOT_PROVEN_SENDER =
  'Forward from an address you have verified: your account e-mail, or verify this address with the code we send to it.';
export const MAIL_ALREADY_USED = 'This e-mail has already been used to list tickets. Forward your confirmation e-mail again.';

export function forwardNotProven(senderEmail: string): string {
  return `We could not confirm that this e-mail was forwarded from ${senderEmail}. Forward it from that mailbox itself, with 'Forward as attachment'.`;
}

export function providerMismatch(concert: ConcertRow, providerName: string | undefined): string {
  return `Tickets for ${concert.name} are sold on ${providerName ?? concert.expected_dkim_domain}. Pick the event again and retry.`;
}

export function providerDisabled(name: string): string {
  return `${name} bookings cannot be listed at the moment: we are updating how we read its e-mails. Listings already made stay on sale; please try again later.`;
}

export interface VerificationDeps {
  db: Kysely<Database>;
  notifier: InboundMailNotifier;
  stages: VerificationStages;
  /** Where DKIM keys come from (see verificationResolver). */
  resolver: DkimResolver;
  production: boolean;
  /** How long to wait for the forwarded e-mail. */
  waitMs: number;
  /** Aborted when the server starts closing: waits end before the database does. */
  closing: AbortSignal;
  /** Where a refusal that could not be counted for the Dashboard is told. */
  log?: FastifyBaseLogger;
}

export interface ForwardedRequest {
  concertId: number;
  /** Lower-cased. */
  senderEmail: string;
  expectedDkimDomain: ProviderDomain;
  /** When the seller reached the forwarding step (forwardingStart); mail received before it does not count. */
  since?: Date;
}

/**
 * The caller's word for when the seller reached the forwarding step, `sinceForwardingMs` before now, bounded:
 * never in the future (the schema refuses a negative duration) and never before the caller's session began.
 * The waiter also never looks more than 30 minutes back.
 */
export function forwardingStart(sinceForwardingMs: number | undefined, sessionStartedAt: Date, now = Date.now()): Date | undefined {
  if (sinceForwardingMs === undefined) return undefined;
  return new Date(Math.max(now - sinceForwardingMs, sessionStartedAt.getTime()));
}

type StageSetter = (stage: VerificationStage) => void;

/**
 * SPEC §4 gate, held on the server too: a phone number, and both e-mail and phone VERIFIED. STARTED (a code
 * asked for, never typed) proves nothing, so it is refused like PENDING.
 */
export function checkSellingGate(user: User): void {
  if (!user.phoneNumber) throw new AppError(403, SELLING_GATE_MESSAGES.noPhone);
  if (user.emailVerificationStatus !== 'VERIFIED') throw new AppError(403, SELLING_GATE_MESSAGES.emailPending);
  if (user.phoneVerificationStatus !== 'VERIFIED') throw new AppError(403, SELLING_GATE_MESSAGES.phonePending);
}

async function chosenConcert(deps: VerificationDeps, concertId: number, expectedDkimDomain: ProviderDomain): Promise<ConcertRow> {
  const providers = await knownProviders(deps.db);
  if (!providers.some((p) => p.definition.dkimDomains[0] === expectedDkimDomain)) {
    throw new AppError(400, `expectedDkimDomain must be one of ${providers.map((p) => p.definition.dkimDomains[0]).join(', ')}`);
  }
  const concert = await findConcertById(deps.db, concertId);
  if (concert === undefined) throw new AppError(404, 'Event not found');
  const provider = providers.find((p) => p.definition.dkimDomains[0] === concert.expected_dkim_domain);
  if (concert.expected_dkim_domain !== expectedDkimDomain) throw new AppError(400, providerMismatch(concert, provider?.definition.name));
  if (provider && !provider.enabled) throw new AppError(409, providerDisabled(provider.definition.name));
  return concert;
}

/** Throws once the caller has gone (the seller pressed Cancel, or left): nothing more is done for them. */
function stopIfGone(callerGone: AbortSignal | undefined): void {
  if (callerGone?.aborted) throw new AppError(CALLER_GONE_STATUS, VERIFICATION_CANCELLED);
}

/**
 * Runs one verification, recording its stage for the wizard; any refusal leaves it 'failed' and is counted for
 * the Dashboard by its reason. A cancelled one records nothing: the seller may already have started the next,
 * whose stage this must not overwrite.
 */
async function tracked<T>(
  deps: VerificationDeps,
  user: User,
  concertId: number,
  work: (stage: StageSetter) => Promise<T>,
  callerGone?: AbortSignal,
): Promise<T> {
  const stage: StageSetter = (s) => deps.stages.set(user.id, concertId, s);
  try {
    const result = await work(stage);
    stage('done');
    return result;
  } catch (error) {
    if (!callerGone?.aborted) {
      stage('failed');
      await recordRefusal(deps.db, error, deps.log);
    }
    throw error;
  }
}

interface Evidence {
  raw: Buffer;
  senderEmail: string;
  /** The stored message it came from, spent in the listing's transaction. */
  mailId?: number;
}

async function verifyAndList(
  deps: VerificationDeps,
  stage: StageSetter,
  user: User,
  concert: ConcertRow,
  evidence: Evidence,
  callerGone?: AbortSignal,
): Promise<TicketListing> {
  stage('checking');
  const checkedAt = new Date();
  const providers = await knownProviders(deps.db);
  const provider = providers.find((p) => p.definition.dkimDomains[0] === concert.expected_dkim_domain);
  // Disabled while the seller was forwarding: no new listing from it.
  if (provider && !provider.enabled) throw new AppError(409, providerDisabled(provider.definition.name));
  const result = await verifyForwardedBooking({
    raw: evidence.raw,
    providerDomain: concert.expected_dkim_domain,
    providers,
    senderEmail: evidence.senderEmail,
    // Signed recipients of the original must be addresses this account proved, whichever way it came in.
    ownsAddress: (address) => isProvenSender(deps.db, user.id, address),
    event: { name: concert.name, date: concert.date, venue: concert.venue, city: concert.city },
    now: checkedAt,
    resolver: deps.resolver,
  });
  if (!result.ok) throw new VerificationRefused(result.code === 'too-large' ? 413 : 422, result.message, REASON_OF_REFUSAL[result.code]);
  stopIfGone(callerGone);
  stage('reading');
  const { booking, dkim } = result;
  return deps.db.transaction().execute(async (tx) => {
    // The key is recorded with the listing: a refusal inside this transaction leaves no trace of it.
    const dkimKeyId = await recordDkimKeySeen(tx, dkim, checkedAt);
    const listing = await createVerifiedListing(tx, {
      concertId: concert.id,
      sellerId: user.id,
      bookingId: booking.bookingId,
      verifiedSeat: booking.seat,
      verifiedTicketQuantity: booking.quantity,
      verifiedAmountPaid: booking.amountPaid,
      dkim,
      dkimKeyId,
      // The version verifyForwardedBooking read with: the one `providers` held.
      provider: provider && { id: provider.id, version: provider.version },
    });
    if (evidence.mailId !== undefined && !(await markInboundMailUsed(tx, evidence.mailId, new Date()))) {
      throw new VerificationRefused(409, MAIL_ALREADY_USED, 'ALREADY_LISTED');
    }
    // Counted with the listing: both commit, or (a cancel just below) neither does.
    await insertVerificationResult(tx);
    // The last moment to take it all back: a seller who cancelled gets no listing, and keeps the e-mail.
    stopIfGone(callerGone);
    return listing;
  });
}

/**
 * POST /api/create-from-verified-email: waits for the seller's forward, proves the booking in it, lists it.
 * `callerGone` (the caller disconnected: Cancel in the wizard) ends the wait at once, and nothing is listed
 * after it, even from a forward found at that moment.
 */
export async function listFromForwardedEmail(
  deps: VerificationDeps,
  user: User,
  request: ForwardedRequest,
  callerGone?: AbortSignal,
): Promise<TicketListing> {
  checkSellingGate(user);
  // Before anything else is looked at: a refusal here says nothing about any mail from the address.
  if (!(await isProvenSender(deps.db, user.id, request.senderEmail))) throw new AppError(403, NOT_PROVEN_SENDER);
  const concert = await chosenConcert(deps, request.concertId, request.expectedDkimDomain);
  return tracked(
    deps,
    user,
    concert.id,
    async (stage) => {
      stage('waiting');
      const signal = callerGone ? AbortSignal.any([deps.closing, callerGone]) : deps.closing;
      const mail = await waitForForward(deps.db, deps.notifier, {
        sender: request.senderEmail,
        since: request.since,
        timeoutMs: deps.waitMs,
        production: deps.production,
        signal,
      });
      if (deps.closing.aborted) throw new AppError(503, SERVER_RESTARTED);
      stopIfGone(callerGone);
      if (mail === undefined) throw new VerificationRefused(404, NOT_RECEIVED, 'NOT_RECEIVED');
      const auth = { dmarc: mail.dmarc, headerFrom: mail.header_from };
      if (!forwardProvesSender(auth, request.senderEmail, deps.production)) {
        throw new VerificationRefused(403, forwardNotProven(request.senderEmail), 'NOT_THEIR_BOOKING');
      }
      const evidence = { raw: mail.raw, senderEmail: request.senderEmail, mailId: mail.id };
      return verifyAndList(deps, stage, user, concert, evidence, callerGone);
    },
    callerGone,
  );
}

/**
 * The checks expect a forwarding message with the original attached; an uploaded original is attached to
 * one here, its bytes untouched (8bit, so a file near the limit does not grow past it).
 */
function asForward(original: Buffer, user: User): Promise<Buffer> {
  const composer = new MailComposer({
    from: user.email,
    to: user.email,
    text: 'Uploaded booking e-mail',
    attachments: [{ content: original, contentType: 'message/rfc822', filename: 'upload.eml', contentTransferEncoding: '8bit' }],
  });
  return composer.compile().build();
}

/**
 * POST /api/create-from-uploaded-email: a copy of an e-mail proves nothing about who holds it, so the
 * original's signed To or Cc must name the account's verified e-mail or one of its verified sender addresses.
 */
export async function listFromUploadedEmail(
  deps: VerificationDeps,
  user: User,
  request: Omit<ForwardedRequest, 'senderEmail'>,
  original: Buffer,
): Promise<TicketListing> {
  checkSellingGate(user);
  const concert = await chosenConcert(deps, request.concertId, request.expectedDkimDomain);
  return tracked(deps, user, concert.id, async (stage) =>
    verifyAndList(deps, stage, user, concert, { raw: await asForward(original, user), senderEmail: user.email }),
  );
}
