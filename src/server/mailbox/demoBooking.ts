/**
 * A provider's booking e-mail, made here: an original (demoOriginal.ts writes it from the definition), DKIM-signed, forwarded as an
 * attachment. The demo forward (`npm run demo:forward`) uses it with the demo key; the tests' e-mail factory
 * (mail/testing/bookingEmails.ts) builds on it with a key of their own.
 */
import { dkimSign } from 'mailauth/lib/dkim/sign';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { BookingEmailFields } from './bookingLayouts/layoutValues';

export type { BookingEmailFields };

export interface SignOptions {
  domain: string;
  selector: string;
  /** PEM. */
  privateKey: string;
  /** Defaults to From, To, Subject, Date, Message-ID. */
  headerFieldNames?: string[];
  /** Sets an l= tag: only this many bytes of the canonical body are signed. */
  bodyLength?: number;
  /** The t= tag; now when absent. */
  signTime?: Date;
  expires?: Date;
  /** rsa-sha256 when absent; rsa-sha1 only for the tests that prove it is refused (RFC 8301). */
  algorithm?: 'rsa-sha256' | 'rsa-sha1';
}

const DEFAULT_SIGNED_HEADERS = ['From', 'To', 'Subject', 'Date', 'Message-ID'];

/** Prepends a DKIM-Signature (rsa-sha256 unless told, relaxed/relaxed) to the original. */
export async function signOriginal(raw: Buffer, options: SignOptions): Promise<Buffer> {
  const signer = {
    signingDomain: options.domain,
    selector: options.selector,
    privateKey: options.privateKey,
    maxBodyLength: options.bodyLength,
    algorithm: options.algorithm ?? 'rsa-sha256',
  };
  const { signatures, errors } = await dkimSign(raw, {
    ...signer,
    signatureData: [signer],
    canonicalization: 'relaxed/relaxed',
    // mailauth reads the list as one colon-separated string; its typings say string[].
    headerList: (options.headerFieldNames ?? DEFAULT_SIGNED_HEADERS).join(':') as unknown as string[],
    // Always set: without it mailauth reads the clock twice (signing, then writing t=), and a signature
    // made across a half-second boundary carries a t= it was not computed with and fails to verify.
    signTime: options.signTime ?? new Date(),
    expires: options.expires,
  });
  if (errors.length > 0) throw new Error(`DKIM signing failed: ${String((errors[0] as { err?: Error }).err ?? errors[0])}`);
  return Buffer.concat([Buffer.from(signatures), raw]);
}

export interface WrapOptions {
  /** The seller forwarding it. */
  from: string;
  /** The verification mailbox. */
  to: string;
  disposition?: 'attachment' | 'inline';
  encoding?: '8bit' | 'base64';
  subject?: string;
  text?: string;
}

/** A forwarding message with the original attached as message/rfc822, its bytes untouched. */
export async function wrapAsAttachment(original: Buffer, options: WrapOptions): Promise<Buffer> {
  const composer = new MailComposer({
    from: options.from,
    to: options.to,
    subject: options.subject ?? 'Fwd: booking confirmation',
    text: options.text ?? 'Forwarding my booking confirmation as an attachment.',
    attachments: [
      {
        content: original,
        contentType: 'message/rfc822',
        filename: 'booking-confirmation.eml',
        contentDisposition: options.disposition ?? 'attachment',
        contentTransferEncoding: options.encoding ?? '8bit',
      },
    ],
  });
  return composer.compile().build();
}
