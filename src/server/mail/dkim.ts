import { createHash, createPublicKey } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import type { DkimResolver } from './dkimKeys';
import { domainOf, isDomainOrSubdomain } from './parseMail';
import { splitSigned, type SignedHeaders } from './signedHeaders';

/** What a listing keeps of the signature that proved it. */
export interface DkimProof {
  domain: string;
  selector: string;
  /** sha256 (hex) of the public key, DER SubjectPublicKeyInfo. */
  keyFingerprint: string;
  /** The signature's t= tag, ISO 8601, when present. */
  signedAt: string | null;
}

/** The proof with the key it was verified with, as the provider published it. */
export interface VerifiedSignature extends DkimProof {
  /** The p= value of the TXT record mailauth fetched and verified the signature with. */
  publicKey: string;
}

export type DkimRefusalCode =
  | 'dkim-fail'
  | 'dkim-domain'
  | 'dkim-body-length'
  | 'dkim-expired'
  | 'dkim-sha1'
  | 'duplicate-header'
  | 'unsigned-header'
  | 'wrong-provider';

export type DkimOutcome =
  | { ok: true; proof: VerifiedSignature; headers: SignedHeaders }
  | { ok: false; code: DkimRefusalCode; signingDomain?: string; header?: string };

export interface DkimCheck {
  /** The provider domain the chosen event expects; a subdomain of it may sign. */
  expectedDomain: string;
  /** Every provider's signing domains, from the providers table: a pass by another of them is named as such. */
  providerDomains: readonly string[];
  now: Date;
  /** Where public keys come from; DNS when absent. */
  resolver?: DkimResolver;
}

/** The part of a mailauth result this check reads (mailauth's own typings omit most of it). */
interface SignatureResult {
  signingDomain?: string;
  selector?: string;
  status: { result: string; comment?: string; aligned?: string | false };
  /** The a= tag: rsa-sha256, ed25519-sha256 or rsa-sha1. */
  algo?: string;
  /** The header instances the signature covers, as mailauth chose them (RFC 6376 §5.4.2), and their names. */
  signingHeaders?: { keys: string; headers?: string[] };
  canonBodyLengthLimited?: boolean;
  publicKey?: string;
  /** The key's TXT record as mailauth fetched and used it, white space removed. */
  rr?: string;
  signTime?: string | null;
}

const SINGLE_HEADERS = ['from', 'subject', 'date'];

function duplicatedHeader(keys: string[]): string | undefined {
  const twice = SINGLE_HEADERS.find((name) => keys.filter((key) => key === name).length > 1);
  return twice && twice[0].toUpperCase() + twice.slice(1);
}

/** Fields the original's identity is read from: the proving signature must cover each (a signed instance exists). */
const REQUIRED_SIGNED = ['from', 'to', 'subject', 'date'];

/** The required fields this signature leaves unsigned, capitalized as the refusal names them. */
function unsignedRequired(result: SignatureResult): string[] {
  const keys = (result.signingHeaders?.keys ?? '').split(':').map((k) => k.trim().toLowerCase());
  return REQUIRED_SIGNED.filter((name) => !keys.includes(name)).map((name) => name[0].toUpperCase() + name.slice(1));
}

/** RFC 8301 §3.1: a verifier must not consider an rsa-sha1 signature valid (SHA-1 collisions can be made). */
const isSha1 = (result: SignatureResult) => /-sha1$/i.test((result.algo ?? '').trim());

const fingerprints = new Map<string, string>();
const MAX_FINGERPRINTS = 256;

/**
 * mailauth hands the key back as PKCS#1 PEM; the fingerprint is over the SPKI DER, as `openssl pkey` prints it.
 * Providers sign with a handful of keys, so each is worked out once.
 */
function fingerprint(publicKeyPem: string): string {
  let known = fingerprints.get(publicKeyPem);
  if (known === undefined) {
    const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
    known = createHash('sha256').update(der).digest('hex');
    if (fingerprints.size >= MAX_FINGERPRINTS) fingerprints.clear();
    fingerprints.set(publicKeyPem, known);
  }
  return known;
}

/** The p= tag of a DKIM key record. */
function keyValue(record: string): string | undefined {
  const tag = record.split(';').find((t) => t.trim().startsWith('p='));
  return tag?.trim().slice(2);
}

function otherProvider(domain: string, expected: string, providerDomains: readonly string[]): string | undefined {
  return providerDomains.find((p) => p !== expected && isDomainOrSubdomain(domain, p));
}

/** Why no signature proved the mail, the most specific reason first. */
function refusalFor(results: SignatureResult[], expected: string, providerDomains: readonly string[]): DkimOutcome {
  const ours = results.filter((r) => isDomainOrSubdomain(r.signingDomain ?? '', expected));
  const passed = results.filter((r) => r.status.result === 'pass');
  const oursPassed = passed.filter((r) => ours.includes(r));
  if (ours.some((r) => r.status.result === 'neutral' && r.status.comment === 'expired')) return { ok: false, code: 'dkim-expired' };
  if (oursPassed.some(isSha1)) return { ok: false, code: 'dkim-sha1' };
  if (oursPassed.some((r) => r.canonBodyLengthLimited)) return { ok: false, code: 'dkim-body-length' };
  if (oursPassed.some((r) => !r.status.aligned)) return { ok: false, code: 'dkim-domain' };
  const unsigned = oursPassed.map(unsignedRequired).find((names) => names.length > 0);
  if (unsigned) return { ok: false, code: 'unsigned-header', header: unsigned[0] };
  if (oursPassed.length > 0) return { ok: false, code: 'dkim-fail' };
  const foreign = passed.find((r) => r.status.aligned && otherProvider(r.signingDomain ?? '', expected, providerDomains));
  if (foreign) return { ok: false, code: 'wrong-provider', signingDomain: foreign.signingDomain };
  if (passed.length > 0) return { ok: false, code: 'dkim-domain', signingDomain: passed[0].signingDomain };
  return { ok: false, code: 'dkim-fail' };
}

/**
 * Checks the original's DKIM signatures. One must pass for the expected provider domain (or a subdomain),
 * not with rsa-sha1, be aligned with the From domain, sign From, To, Subject and Date, and cover the whole
 * body: mailauth still says "pass" for an `l=` signature with text appended after the signed length, so any
 * `l=` is refused. With the proof come the header instances that signature covers and the ones it does not,
 * as mailauth read them: the booking's Subject and recipients are read from the covered ones only.
 */
export async function verifyDkim(original: Buffer, check: DkimCheck): Promise<DkimOutcome> {
  const verified = await dkimVerify(original, { resolver: check.resolver, curTime: check.now });
  // Checked before the signatures: mailauth verifies the last From but aligns on the first, so a From
  // prepended above a genuine signed one would otherwise surface as a confusing domain mismatch.
  const header = duplicatedHeader((verified.headers?.parsed ?? []).map((h) => h.key));
  if (header || verified.headerFrom.length > 1) return { ok: false, code: 'duplicate-header', header: header ?? 'From' };

  const results = verified.results as unknown as SignatureResult[];
  const fromDomain = domainOf(verified.headerFrom[0] ?? '');
  const proving = results.find(
    (r) =>
      r.status.result === 'pass' &&
      !isSha1(r) &&
      isDomainOrSubdomain(r.signingDomain ?? '', check.expectedDomain) &&
      Boolean(r.status.aligned) &&
      isDomainOrSubdomain(fromDomain, check.expectedDomain) &&
      unsignedRequired(r).length === 0 &&
      !r.canonBodyLengthLimited,
  );
  // A signature passes only with a key, so mailauth always reports the key and its record with a pass.
  const publicKey = keyValue(proving?.rr ?? '');
  if (!proving?.publicKey || !publicKey) return refusalFor(results, check.expectedDomain, check.providerDomains);
  const all = (verified.headers?.parsed ?? []).map((h) => h.line.toString());
  return {
    ok: true,
    headers: splitSigned(all, proving.signingHeaders?.headers ?? []),
    proof: {
      domain: proving.signingDomain ?? check.expectedDomain,
      selector: proving.selector ?? '',
      keyFingerprint: fingerprint(proving.publicKey),
      publicKey,
      signedAt: proving.signTime ?? null,
    },
  };
}
