/**
 * Signed booking e-mails for tests and the benchmarks: the product's booking e-mail (mailbox/demoBooking.ts)
 * signed with a key of the tests' own, plus the forwards only tests need.
 * No jest here: plain Node uses it too.
 */
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import { mailDate } from '../../mailbox/bookingLayouts/mimeEncoding';
import {
  signOriginal as signWithKey,
  wrapAsAttachment,
  type BookingEmailFields,
  type SignOptions as KeyedSignOptions,
  type WrapOptions,
} from '../../mailbox/demoBooking';
import { dkimKeyResolver, type DkimKeyRecords, type DkimResolver } from '../dkimKeys';
import { parseMail } from '../parseMail';
import { buildOriginal } from './layouts/buildOriginal';
import { SHIPPED, SHIPPED_DOMAINS, type ShippedSlug } from './shippedProviders';

// Tests take the whole factory from here, whether a piece is made here or in the product.
export { buildOriginal, wrapAsAttachment, type BookingEmailFields, type WrapOptions };

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
export function testKeyRecords(domains: readonly string[] = SHIPPED_DOMAINS): DkimKeyRecords {
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

/** The product's options with the key optional: the process's test key under TEST_DKIM_SELECTOR by default. */
export type SignOptions = Omit<KeyedSignOptions, 'selector' | 'privateKey'> & Partial<Pick<KeyedSignOptions, 'selector' | 'privateKey'>>;

/** Prepends a DKIM-Signature (rsa-sha256, relaxed/relaxed) to the original, with the test key unless told. */
export function signOriginal(raw: Buffer, options: SignOptions): Promise<Buffer> {
  return signWithKey(raw, {
    ...options,
    selector: options.selector ?? TEST_DKIM_SELECTOR,
    privateKey: options.privateKey ?? testKeyPair().privateKey,
  });
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
export async function forwardedBooking(provider: ShippedSlug, fields: BookingEmailFields, options: ForwardOptions = {}): Promise<Buffer> {
  const { sign, ...wrap } = options;
  const domain = SHIPPED.find((p) => p.slug === provider)?.dkimDomains[0] ?? provider;
  const signed = await signOriginal(buildOriginal(provider, fields), { domain, ...sign });
  return wrapAsAttachment(signed, { from: fields.to, to: 'verify@tickets.example', ...wrap });
}
