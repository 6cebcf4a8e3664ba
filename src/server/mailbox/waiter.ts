import type { Db } from '../db/database';
import { newestInboundMailFrom } from '../db/repositories/inboundMail.repo';
import type { InboundMailRow } from '../db/tables/mail';
import type { InboundMailNotifier } from './notifier';

/** Only a message forwarded within this window counts: an older one belongs to an earlier attempt. */
export const FORWARD_WINDOW_MS = 30 * 60 * 1000;
/** Mail stored by another process (`npm run mailbox`, the IMAP reader) is seen on this poll. */
export const POLL_MS = 1000;

export interface WaitForForward {
  /** Lower-cased. */
  sender: string;
  timeoutMs: number;
  pollMs?: number;
  /** Stops the wait early (the server closing, the caller gone): it then ends as if nothing came. */
  signal?: AbortSignal;
}

/**
 * The newest unused message from `sender` of the last 30 minutes, as soon as there is one: at once when
 * this process stored it, within a poll otherwise. Undefined after `timeoutMs` without one. A newest
 * message that already proved a listing does not count, and neither does anything older than it.
 */
export async function waitForForward(db: Db, notifier: InboundMailNotifier, wait: WaitForForward): Promise<InboundMailRow | undefined> {
  const deadline = Date.now() + wait.timeoutMs;
  while (!wait.signal?.aborted) {
    const left = deadline - Date.now();
    // Listening before looking: a message stored between the two is not missed.
    const next = notifier.next(wait.sender, Math.max(0, Math.min(wait.pollMs ?? POLL_MS, left)));
    wait.signal?.addEventListener('abort', next.cancel, { once: true });
    try {
      const newest = await newestInboundMailFrom(db, wait.sender, new Date(Date.now() - FORWARD_WINDOW_MS));
      if (newest !== undefined && newest.used_at === null) return newest;
      if (left <= 0) return undefined;
      await next.arrived;
    } finally {
      next.cancel();
      wait.signal?.removeEventListener('abort', next.cancel);
    }
  }
  return undefined;
}
