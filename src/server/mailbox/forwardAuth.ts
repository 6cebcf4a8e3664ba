import { authenticate } from 'mailauth';

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

export async function authenticateForward(raw: Buffer, origin: SmtpOrigin): Promise<ForwardAuth> {
  try {
    const result = await authenticate(raw, { ...origin, disableArc: true, disableBimi: true });
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

/**
 * Production only: the forwarding message must pass DMARC with `senderEmail` itself as its From, so nobody
 * can forward a booking in someone else's name. Elsewhere (local, tests, the demo) nothing is checked.
 */
export function forwardProvesSender(auth: { dmarc: string | null; headerFrom: string | null }, senderEmail: string, production: boolean): boolean {
  if (!production) return true;
  return auth.dmarc === 'pass' && auth.headerFrom !== null && auth.headerFrom === senderEmail.trim().toLowerCase();
}
