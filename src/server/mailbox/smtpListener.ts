import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Db } from '../db/database';
import { MAX_FORWARD_BYTES } from '../mail/forwarded';
import { memoryLimits, type Limit, type Limits } from '../limits/limits';
import type { ForwardAuth, SmtpOrigin } from './forwardAuth';
import { storeInboundMessage } from './messageStore';
import type { InboundMailNotifier } from './notifier';

export const PER_SENDER_LIMIT = { name: 'mailbox-sender', max: 30, perMs: 10 * 60 * 1000 };
/** Spread over several made-up senders, one client still cannot fill the disk. */
export const PER_CLIENT_LIMIT = { name: 'mailbox-client', max: 120, perMs: 10 * 60 * 1000 };

export interface SmtpListenerOptions {
  db: Db;
  notifier: InboundMailNotifier | null;
  /** The one address mail is accepted for, e.g. verify@localhost. */
  mailbox: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  log: FastifyBaseLogger;
  /** Where the flood limits count: shared through Redis by every mailbox process when REDIS_URL is set (default: this process's memory). */
  limits?: Limits;
  /** Checks the forwarding message's own DMARC before it is stored (production). */
  authenticate?: (raw: Buffer, origin: SmtpOrigin) => Promise<ForwardAuth>;
}

export interface RunningMailbox {
  /** Where it listens (SMTP), or what it reads (IMAP), for the log. */
  description: string;
  port?: number;
  close(): Promise<void>;
}

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** The whole message, or null once it is over the limit (the rest is read and dropped). */
function readMessage(stream: SMTPServerDataStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= MAX_FORWARD_BYTES) chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(stream.sizeExceeded || bytes > MAX_FORWARD_BYTES ? null : Buffer.concat(chunks)));
  });
}

/** The 451 text: temporary, so the sending server retries later instead of bouncing the mail at once. */
export function floodMessage(from: string, limit: { max: number; perMs: number }): string {
  return `Too many messages ${from}: at most ${limit.max} in ${limit.perMs / 60_000} minutes. Try again later`;
}

function senderOf(session: SMTPServerSession): string {
  return session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address.toLowerCase();
}

/**
 * The verification mailbox as an SMTP server: mail for `mailbox` only, up to 10 MB, stored with its
 * envelope sender and arrival time before the 250 reply, so a message the sender saw accepted is never lost.
 */
export async function startSmtpListener(options: SmtpListenerOptions): Promise<RunningMailbox> {
  const mailbox = options.mailbox.toLowerCase();
  const limits = options.limits ?? memoryLimits();
  const allows = async (limit: Limit, key: string) => (await limits.peek(limit, key)).count < limit.max;

  async function accept(raw: Buffer, session: SMTPServerSession): Promise<number> {
    const sender = senderOf(session);
    const origin = { ip: session.remoteAddress, helo: session.hostNameAppearsAs, sender, mta: mailbox.split('@')[1] };
    const auth = options.authenticate ? await options.authenticate(raw, origin) : null;
    const id = await storeInboundMessage(options.db, options.notifier, { envelopeFrom: sender, rcpt: mailbox, raw, auth });
    await limits.hit(PER_SENDER_LIMIT, sender);
    await limits.hit(PER_CLIENT_LIMIT, session.remoteAddress);
    return id;
  }

  const server = new SMTPServer({
    banner: 'ticket verification mailbox',
    size: MAX_FORWARD_BYTES,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 3000,
    onMailFrom(address, session, callback) {
      const sender = address.address.toLowerCase();
      if (sender === '') return callback(smtpError(550, 'A sender address is required'));
      Promise.all([allows(PER_SENDER_LIMIT, sender), allows(PER_CLIENT_LIMIT, session.remoteAddress)]).then(
        ([senderAllowed, clientAllowed]) => {
          if (!senderAllowed) return callback(smtpError(451, floodMessage(`from ${sender}`, PER_SENDER_LIMIT)));
          if (!clientAllowed) return callback(smtpError(451, floodMessage('from this address', PER_CLIENT_LIMIT)));
          callback();
        },
        () => callback(smtpError(451, 'Could not take the message now; try again later')),
      );
    },
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase() === mailbox) return callback();
      callback(smtpError(550, `No such mailbox here: mail ${mailbox}`));
    },
    onData(stream, session, callback) {
      readMessage(stream)
        .then(async (raw) => {
          if (raw === null) return callback(smtpError(552, 'Message is larger than 10 MB'));
          const id = await accept(raw, session);
          options.log.info({ id, sender: senderOf(session) }, 'verification mailbox received a message');
          callback(null, `Stored as ${id}`);
        })
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'verification mailbox could not store a message');
          callback(smtpError(451, 'Could not store the message; try again later'));
        });
    },
  });
  server.on('error', (error) => options.log.warn({ err: error }, 'verification mailbox connection error'));

  await new Promise<void>((resolve, reject) => {
    // A port already taken: let go of what the server holds, so the process can say why and end.
    const refused = (error: Error) => server.close(() => reject(error));
    server.server.once('error', refused);
    server.listen(options.port, options.host, () => {
      server.server.off('error', refused);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    description: `SMTP on ${options.host}:${port} for ${mailbox}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
