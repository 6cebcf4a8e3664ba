import type { ImapFlowOptions } from 'imapflow';

export interface ImapTarget {
  options: ImapFlowOptions;
  /** The folder new mail lands in. */
  folder: string;
}

/** imaps://user:pass@host:port/INBOX (or imap://, which upgrades with STARTTLS when the server offers it). */
export function parseImapUrl(raw: string): ImapTarget {
  const url = new URL(raw);
  if (url.protocol !== 'imap:' && url.protocol !== 'imaps:') throw new Error('MAILBOX_IMAP_URL must start with imap:// or imaps://');
  const secure = url.protocol === 'imaps:';
  const folder = decodeURIComponent(url.pathname.replace(/^\/+/, '')) || 'INBOX';
  return {
    folder,
    options: {
      host: url.hostname,
      port: url.port === '' ? (secure ? 993 : 143) : Number(url.port),
      secure,
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    },
  };
}
