import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import type { Db } from '../db/database';
import { MAX_FORWARD_BYTES } from '../mail/forwarded';
import type { ForwardAuth } from './forwardAuth';
import { parseImapUrl } from './imapUrl';
import { storeInboundMessage } from './messageStore';
import type { InboundMailNotifier } from './notifier';
import type { RunningMailbox } from './smtpListener';

export interface ImapReaderOptions {
  /** imaps://user:pass@host:port/INBOX */
  url: string;
  /** The verification address the hosted mailbox receives for; stored as each message's recipient. */
  mailbox: string;
  db: Db;
  notifier: InboundMailNotifier | null;
  log: FastifyBaseLogger;
  /** Wait before reconnecting after an error or a dropped connection. */
  reconnectMs?: number;
  /** Checks the forwarding message's own DMARC before it is stored (production). */
  authenticate?: (raw: Buffer) => Promise<ForwardAuth>;
}

/**
 * Reads a hosted mailbox: takes every unseen message at connect, then each new one as IDLE reports it,
 * stores it (the From address standing in for the envelope sender) and only then marks it \Seen, so a
 * crash in between means the message is taken twice, never lost. Reconnects after any error.
 */
export function startImapReader(options: ImapReaderOptions): RunningMailbox {
  const target = parseImapUrl(options.url);
  const reconnectMs = options.reconnectMs ?? 5000;
  let stopped = false;
  let client: ImapFlow | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function store(imap: ImapFlow, uid: number): Promise<void> {
    const head = await imap.fetchOne(String(uid), { size: true, envelope: true }, { uid: true });
    const from = head ? head.envelope?.from?.[0]?.address : undefined;
    if (head && (head.size ?? 0) <= MAX_FORWARD_BYTES && from) {
      const message = await imap.fetchOne(String(uid), { source: true }, { uid: true });
      if (message && message.source) {
        const raw = message.source;
        const auth = options.authenticate ? await options.authenticate(raw) : null;
        const id = await storeInboundMessage(options.db, options.notifier, { envelopeFrom: from, rcpt: options.mailbox, raw, auth });
        options.log.info({ id, sender: from.toLowerCase() }, 'verification mailbox read a message over IMAP');
      }
    } else {
      options.log.warn({ uid, size: head ? head.size : undefined }, 'verification mailbox skipped an oversized or senderless message');
    }
    await imap.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
  }

  async function takeUnseen(imap: ImapFlow): Promise<void> {
    const lock = await imap.getMailboxLock(target.folder);
    try {
      const uids = (await imap.search({ seen: false }, { uid: true })) || [];
      for (const uid of uids) await store(imap, uid);
    } finally {
      lock.release();
    }
  }

  async function connect(): Promise<void> {
    const imap = new ImapFlow({ ...target.options, logger: false, disableAutoIdle: true, maxIdleTime: 5 * 60 * 1000 });
    client = imap;
    // One pass at a time: a new-mail notice during a pass runs another pass after it.
    let passes = Promise.resolve();
    const pass = (): void => {
      passes = passes
        .then(() => takeUnseen(imap))
        .then(() => void imap.idle().catch(() => undefined))
        .catch((error: unknown) => {
          options.log.warn({ err: error }, 'verification mailbox IMAP pass failed; reconnecting');
          imap.close();
        });
    };
    imap.on('error', (error: unknown) => options.log.warn({ err: error }, 'verification mailbox IMAP error'));
    imap.on('close', () => {
      if (client === imap) scheduleReconnect();
    });
    imap.on('exists', pass);
    await imap.connect();
    await imap.mailboxOpen(target.folder);
    pass();
  }

  function scheduleReconnect(): void {
    if (stopped || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      reconnect();
    }, reconnectMs);
  }

  function reconnect(): void {
    connect().catch((error: unknown) => {
      options.log.warn({ err: error }, 'verification mailbox could not reach the IMAP server');
      client?.close();
      scheduleReconnect();
    });
  }

  reconnect();
  return {
    description: `IMAP ${target.options.host}:${target.options.port}/${target.folder} for ${options.mailbox}`,
    close: async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.logout().catch(() => client?.close());
    },
  };
}
