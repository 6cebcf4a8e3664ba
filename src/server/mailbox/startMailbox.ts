import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { memoryLimits, redisLimits } from '../limits/limits';
import { authenticateForward, authenticateReceived } from './forwardAuth';
import { startImapReader } from './imapReader';
import type { InboundMailNotifier } from './notifier';
import { startSmtpListener, type RunningMailbox } from './smtpListener';

export interface MailboxDeps {
  config: Pick<Config, 'nodeEnv' | 'verifyMailbox' | 'mailboxSmtpHost' | 'mailboxSmtpPort' | 'mailboxImapUrl' | 'redisUrl'>;
  db: Db;
  /** The API's notifier when the mailbox runs in its process; null in a mailbox-only process. */
  notifier: InboundMailNotifier | null;
  log: FastifyBaseLogger;
}

/** The verification mailbox: an IMAP reader when MAILBOX_IMAP_URL is set, otherwise the SMTP listener. */
export async function startMailbox({ config, db, notifier, log }: MailboxDeps): Promise<RunningMailbox> {
  const production = config.nodeEnv === 'production';
  const mailbox =
    config.mailboxImapUrl !== null
      ? startImapReader({
          url: config.mailboxImapUrl,
          mailbox: config.verifyMailbox,
          db,
          notifier,
          log,
          authenticate: production ? (raw) => authenticateReceived(raw) : undefined,
        })
      : await smtpMailbox(config, db, notifier, log, production);
  log.info({ mailbox: mailbox.description }, 'verification mailbox ready');
  return mailbox;
}

/** The SMTP listener, its flood limits shared through Redis with the other mailbox processes when REDIS_URL is set. */
async function smtpMailbox(config: MailboxDeps['config'], db: Db, notifier: InboundMailNotifier | null, log: FastifyBaseLogger, production: boolean): Promise<RunningMailbox> {
  const limits = config.redisUrl === null ? memoryLimits() : await redisLimits(config.redisUrl, log.child({ component: 'mailbox-limits' }));
  const listener = await startSmtpListener({
    db,
    notifier,
    log,
    limits,
    mailbox: config.verifyMailbox,
    host: config.mailboxSmtpHost,
    port: config.mailboxSmtpPort,
    authenticate: production ? (raw, origin) => authenticateForward(raw, origin) : undefined,
  });
  return {
    ...listener,
    close: async () => {
      await listener.close();
      await limits.close();
    },
  };
}
