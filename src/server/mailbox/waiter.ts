import type { Db } from '../db/database';
import { findInboundMail, newestInboundMailFrom, type InboundMailSummary } from '../db/repositories/inboundMail.repo';
import type { InboundMailRow } from '../db/tables/mail';
import type { InboundMailNotifier } from './notifier';

/** Only a message forwarded within this window counts: an older one belongs to an earlier attempt. */
export const FORWARD_WINDOW_MS = 30 * 60 * 1000;
/** Mail stored by another process (`npm run mailbox`, the IMAP reader) is seen on this poll. */
export const POLL_MS = 1000;

export interface WaitForForward {
  /** Lower-cased. */
  sender: string;
  /**
   * Only mail received after this counts (the seller reached the forwarding step then); never before the
   * last 30 minutes. Without it, the last 30 minutes.
   */
  since?: Date;
  timeoutMs: number;
  /** In production a forward counts only when it passed DMARC with `sender` as its From (forwardProvesSender). */
  production: boolean;
  pollMs?: number;
  /** Stops the wait early (the server closing, the caller gone): it then ends as if nothing came. */
  signal?: AbortSignal;
}

interface Look {
  /** The newest forward with an original attached (and in production DMARC-proven), when nobody has used it. */
  booking?: InboundMailSummary;
  /** In production, a later forward with an original attached that failed sender authentication: answered at once. */
  unproven?: InboundMailSummary;
  /** A later message that is no such forward: it explains a refusal when no booking comes. */
  other?: InboundMailSummary;
}

/** The start of the wait's window: the caller's `since`, but never more than 30 minutes back. */
function windowStart(wait: WaitForForward): Date {
  const earliest = Date.now() - FORWARD_WINDOW_MS;
  return new Date(Math.max(earliest, wait.since?.getTime() ?? earliest));
}

async function look(db: Db, wait: WaitForForward): Promise<Look> {
  const since = windowStart(wait);
  const booking = await newestInboundMailFrom(db, wait.sender, since, {
    attachedOriginal: true,
    ...(wait.production ? { dmarcPassFrom: wait.sender } : {}),
  });
  if (booking !== undefined && booking.used_at === null) return { booking };
  if (wait.production) {
    const forward = await newestInboundMailFrom(db, wait.sender, since, { attachedOriginal: true });
    // The newest forward is not the proven one: it failed DMARC (or came From another address).
    if (forward !== undefined && forward.id !== booking?.id && forward.used_at === null) return { unproven: forward };
  }
  const newest = await newestInboundMailFrom(db, wait.sender, since);
  // Anything newer than the newest booking is not one; a used booking and what came before it count for nothing.
  const other = newest !== undefined && newest.id !== booking?.id && newest.used_at === null ? newest : undefined;
  return { other };
}

/**
 * The newest unused booking forward from `sender` received since `since` (a message carrying an attached
 * original, in production DMARC-proven), as soon as there is one: at once when this process stored it,
 * within a poll otherwise. In production, when there is none, a later forward that failed authentication is
 * returned as soon as it is there, so that the checks refuse it with their reason without waiting out the
 * time. A booking that already proved a listing does not count, and neither does anything older than it. Later mail that is no booking does not hide one, and mail arriving during the
 * wait that is no booking does not end it: only when there is no booking, a newer message of another kind
 * is returned at the start or at `timeoutMs` so that the checks can say what is wrong with it (forwarded
 * inline, nothing attached, not proven). Undefined when nothing fits.
 */
export async function waitForForward(db: Db, notifier: InboundMailNotifier, wait: WaitForForward): Promise<InboundMailRow | undefined> {
  const deadline = Date.now() + wait.timeoutMs;
  let first = true;
  while (!wait.signal?.aborted) {
    const left = deadline - Date.now();
    // Listening before looking: a message stored between the two is not missed.
    const next = notifier.next(wait.sender, Math.max(0, Math.min(wait.pollMs ?? POLL_MS, left)));
    wait.signal?.addEventListener('abort', next.cancel, { once: true });
    try {
      const found = await look(db, wait);
      const decisive = found.booking ?? found.unproven;
      if (decisive !== undefined) return findInboundMail(db, decisive.id);
      if (first || left <= 0) {
        if (found.other !== undefined) return findInboundMail(db, found.other.id);
        if (left <= 0) return undefined;
      }
      first = false;
      await next.arrived;
    } finally {
      next.cancel();
      wait.signal?.removeEventListener('abort', next.cancel);
    }
  }
  return undefined;
}
