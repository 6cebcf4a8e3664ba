import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { JsonHeaders } from './alerts';
import type { CreatedAt } from './accounts';

export type OutboxChannel = 'email' | 'sms';

/** Messages the app sent (or, in local mode, would have sent): OTP codes and notices. */
export interface OutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  /** Headers beyond the usual ones (List-Unsubscribe on alerts). */
  headers: JsonHeaders;
  created_at: CreatedAt;
}
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;

/** Raw messages received by the verification mailbox, stored as they arrive. */
export interface InboundMailTable {
  id: Generated<number>;
  /** Lower-cased. */
  envelope_from: string;
  rcpt: string;
  raw: Buffer;
  received_at: CreatedAt;
  /** Set when the message proved a listing: it proves no other. */
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The forwarding message's own DMARC result ('pass', 'fail', …) where the mailbox checked it (production). */
  dmarc: string | null;
  /** Its From address, lower-cased, with the DMARC result. */
  header_from: string | null;
  /** Whether it carries an attached message (message/rfc822 or .eml), decided when it was stored. */
  attached_original: ColumnType<boolean, boolean | undefined, boolean>;
}
export type InboundMailRow = Selectable<InboundMailTable>;
export type NewInboundMail = Insertable<InboundMailTable>;
