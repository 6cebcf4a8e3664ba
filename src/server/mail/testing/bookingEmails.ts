/**
 * Signed booking e-mails for tests, the demo tool and the browser journeys: build an original in a
 * provider's layout, sign it with a key of our own, forward it. No jest here: plain Node uses it too.
 */
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { dkimSign } from 'mailauth/lib/dkim/sign';
import MailComposer from 'nodemailer/lib/mail-composer';
import { PROVIDER_DOMAINS, PROVIDERS, type ProviderKey } from '../../../shared/providers';
import { dkimKeyResolver, type DkimKeyRecords, type DkimResolver } from '../dkimKeys';
import { parseMail } from '../parseMail';
import { bookMyShowLayout } from './layouts/bookmyshow';
import { districtLayout } from './layouts/district';
import { layoutValues, type BookingEmailFields, type LayoutValues } from './layouts/layoutValues';
import { skillboxLayout } from './layouts/skillbox';
import { sortMySceneLayout } from './layouts/sortmyscene';
import { mailDate } from './mimeEncoding';

export type { BookingEmailFields };

export const TEST_DKIM_SELECTOR = 'mp-test';

export interface TestKeyPair {
  privateKey: string;
  publicKey: string;
  /** The TXT record that publishes the public key: "v=DKIM1; k=rsa; p=…". */
  dnsRecord: string;
}

let cachedKeyPair: TestKeyPair | undefined;

export function dkimRecordFor(publicKeyPem: string): string {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return `v=DKIM1; k=rsa; p=${der.toString('base64')}`;
}

/** One 2048-bit RSA pair per process: generating one takes tens of milliseconds. */
export function testKeyPair(): TestKeyPair {
  if (!cachedKeyPair) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    cachedKeyPair = { privateKey, publicKey, dnsRecord: dkimRecordFor(publicKey) };
  }
  return cachedKeyPair;
}

/** The test key published for each domain under TEST_DKIM_SELECTOR, as a keys file would list it. */
export function testKeyRecords(domains: readonly string[] = PROVIDER_DOMAINS): DkimKeyRecords {
  const { dnsRecord } = testKeyPair();
  return Object.fromEntries(domains.map((domain) => [`${TEST_DKIM_SELECTOR}._domainkey.${domain}`, dnsRecord]));
}

/** A resolver that knows exactly these records and nothing else (no DNS). */
export function resolverFor(keys: DkimKeyRecords): DkimResolver {
  return dkimKeyResolver(keys);
}

/** resolverFor(testKeyRecords()): the test key for the four provider domains. */
export function testResolver(): DkimResolver {
  return resolverFor(testKeyRecords());
}

export interface SignOptions {
  domain: string;
  selector?: string;
  /** PEM; the process's test key when absent. */
  privateKey?: string;
  /** Defaults to From, To, Subject, Date, Message-ID. */
  headerFieldNames?: string[];
  /** Sets an l= tag: only this many bytes of the canonical body are signed. */
  bodyLength?: number;
  /** The t= tag; now when absent. */
  signTime?: Date;
  expires?: Date;
}

const DEFAULT_SIGNED_HEADERS = ['From', 'To', 'Subject', 'Date', 'Message-ID'];

/** Prepends a DKIM-Signature (rsa-sha256, relaxed/relaxed) to the original. */
export async function signOriginal(raw: Buffer, options: SignOptions): Promise<Buffer> {
  const signer = {
    signingDomain: options.domain,
    selector: options.selector ?? TEST_DKIM_SELECTOR,
    privateKey: options.privateKey ?? testKeyPair().privateKey,
    maxBodyLength: options.bodyLength,
  };
  const { signatures, errors } = await dkimSign(raw, {
    ...signer,
    signatureData: [signer],
    canonicalization: 'relaxed/relaxed',
    algorithm: 'rsa-sha256',
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

const LAYOUTS: Record<ProviderKey, (values: LayoutValues) => string> = {
  bookmyshow: bookMyShowLayout,
  district: districtLayout,
  skillbox: skillboxLayout,
  sortmyscene: sortMySceneLayout,
};

/** An unsigned original in the provider's own layout (the layouts of the shared fixtures). */
export function buildOriginal(provider: ProviderKey, fields: BookingEmailFields): Buffer {
  return Buffer.from(LAYOUTS[provider](layoutValues(fields)), 'utf8');
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

/** A plain "Forward": the original's text pasted under a forwarded-message line, nothing attached. */
export async function wrapInline(original: Buffer, options: Partial<WrapOptions> = {}): Promise<Buffer> {
  const parsed = await parseMail(original);
  const body = parsed.text ?? (typeof parsed.html === 'string' ? parsed.html : '');
  const text = [
    options.text ?? 'See below.',
    '',
    '---------- Forwarded message ---------',
    `From: ${parsed.from?.text ?? ''}`,
    `Date: ${parsed.date ? mailDate(parsed.date) : ''}`,
    `Subject: ${parsed.subject ?? ''}`,
    '',
    body,
  ].join('\n');
  const composer = new MailComposer({
    from: options.from ?? 'seller@example.com',
    to: options.to ?? 'verify@tickets.example',
    subject: `Fwd: ${parsed.subject ?? ''}`,
    text,
  });
  return composer.compile().build();
}

export interface ForwardOptions extends Partial<WrapOptions> {
  /** Signing overrides; the provider's domain and the test key by default. */
  sign?: Partial<SignOptions>;
}

/** Builds, signs and forwards a booking e-mail in one go: what a seller's mailbox would receive. */
export async function forwardedBooking(provider: ProviderKey, fields: BookingEmailFields, options: ForwardOptions = {}): Promise<Buffer> {
  const { sign, ...wrap } = options;
  const domain = PROVIDERS.find((p) => p.key === provider)?.domain ?? provider;
  const signed = await signOriginal(buildOriginal(provider, fields), { domain, ...sign });
  return wrapAsAttachment(signed, { from: fields.to, to: 'verify@tickets.example', ...wrap });
}
