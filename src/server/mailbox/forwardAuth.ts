import { authenticate, type AuthenticateOptions } from 'mailauth';
import type { DkimResolver } from '../mail/dkimKeys';

/** What the mailbox found about a forwarding message itself (not the booking inside it). */
export interface ForwardAuth {
  /** mailauth's DMARC result: 'pass', 'fail', 'none', 'temperror', … */
  dmarc: string;
  /** The one From address, lower-cased; null when the message had none or several. */
  headerFrom: string | null;
}

/** The SMTP session facts DMARC needs: SPF is checked for this client and envelope sender. */
export interface SmtpOrigin {
  ip: string;
  helo: string;
  sender: string;
  /** This mailbox's host name. */
  mta: string;
}

async function summarize(raw: Buffer, options: AuthenticateOptions): Promise<ForwardAuth> {
  try {
    const result = await authenticate(raw, { ...options, disableArc: true, disableBimi: true });
    const from = result.dkim.headerFrom;
    return {
      dmarc: result.dmarc ? result.dmarc.status.result : 'none',
      headerFrom: from.length === 1 ? from[0].trim().toLowerCase() : null,
    };
  } catch {
    // A DNS failure must not lose the message: it is stored, and refused when someone tries to use it.
    return { dmarc: 'temperror', headerFrom: null };
  }
}

/** DKIM, SPF and DMARC of a forwarding message received over SMTP; `resolver` stands in for DNS in tests. */
export function authenticateForward(raw: Buffer, origin: SmtpOrigin, resolver?: DkimResolver): Promise<ForwardAuth> {
  return summarize(raw, { ...origin, resolver });
}

/** The same for mail read over IMAP: the hosted mailbox's own topmost Received header names who delivered it. */
export function authenticateReceived(raw: Buffer, resolver?: DkimResolver): Promise<ForwardAuth> {
  return summarize(raw, { trustReceived: true, resolver });
}

/**
 * Production only: the forwarding message must pass DMARC with `senderEmail` itself as its From, so nobody
 * can forward a booking in someone else's name. Elsewhere (local, tests, the demo) nothing is checked.
 */
export function forwardProvesSender(auth: { dmarc: string | null; headerFrom: string | null }, senderEmail: string, production: boolean): boolean {
  if (!production) return true;
  return auth.dmarc === 'pass' && auth.headerFrom !== null && auth.headerFrom === senderEmail.trim().toLowerCase();
}
