import type { Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt } from './accounts';

export type OutboxChannel = 'email' | 'sms';

/** Messages the app sent (or, in local mode, would have sent): OTP codes and notices. */
export interface OutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  created_at: CreatedAt;
}
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;

/** Raw messages received by the verification mailbox, stored as they arrive. */
export interface InboundMailTable {
  id: Generated<number>;
  envelope_from: string;
  rcpt: string;
  raw: Buffer;
  received_at: CreatedAt;
}
export type InboundMailRow = Selectable<InboundMailTable>;
export type NewInboundMail = Insertable<InboundMailTable>;
