import type { Db } from '../db/database';
import { insertInboundMail } from '../db/repositories/inboundMail.repo';
import { carriesAttachedMessage } from '../mail/forwarded';
import { SIGNAL_CHANNELS } from '../signals/channels';
import { publishSignal } from '../signals/publishSignal';
import type { ForwardAuth } from './forwardAuth';
import type { InboundMailNotifier } from './notifier';

export interface InboundMessage {
  /** The envelope sender (SMTP MAIL FROM), or the From address for mail read over IMAP. */
  envelopeFrom: string;
  rcpt: string;
  raw: Buffer;
  /** The forwarding message's own DMARC result, where it was checked (production SMTP). */
  auth?: ForwardAuth | null;
  receivedAt?: Date;
}

/**
 * Keeps a received message, then wakes whoever waits for its sender: in this process directly, in the others
 * (a separate mailbox process's API) through the database. Resolves once it is stored for good.
 */
export async function storeInboundMessage(db: Db, notifier: InboundMailNotifier | null, message: InboundMessage): Promise<number> {
  const sender = message.envelopeFrom.trim().toLowerCase();
  const id = await insertInboundMail(db, {
    envelope_from: sender,
    rcpt: message.rcpt.trim().toLowerCase(),
    raw: message.raw,
    received_at: message.receivedAt ?? new Date(),
    dmarc: message.auth?.dmarc ?? null,
    header_from: message.auth?.headerFrom ?? null,
    attached_original: await carriesAttachedMessage(message.raw),
  });
  notifier?.stored(sender);
  await publishSignal(db, SIGNAL_CHANNELS.inboundMail, sender);
  return id;
}
