/**
 * The notifications processes send one another through the database (LISTEN/NOTIFY). The sending process
 * hears its own too; every handler is safe to run twice.
 */
export const SIGNAL_CHANNELS = {
  /** The mailbox stored a message; the payload is its sender (lower-cased). */
  inboundMail: 'fantickets_inbound_mail',
  /** A job was queued: runners look for due jobs now instead of at their next poll. */
  jobs: 'fantickets_jobs',
  /** A user row or one of their sessions changed or went (a trigger sends it); the payload is the user's id. */
  accounts: 'fantickets_accounts',
} as const;

export type SignalChannel = (typeof SIGNAL_CHANNELS)[keyof typeof SIGNAL_CHANNELS];
