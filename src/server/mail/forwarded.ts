import type { Attachment, ParsedMail } from 'mailparser';
import { forwardedInline } from './inlineForward';
import { headerProblem, isArchive } from './mailLimits';
import { addressesIn, domainOf, isDomainOrSubdomain, parseMail } from './parseMail';

export const MAX_FORWARD_BYTES = 10 * 1024 * 1024;

/**
 * A forward of a forward puts the provider's original two levels down. Deeper nesting is not searched:
 * each level is a full parse of everything attached, and the seller can forward the original itself.
 */
const MAX_DEPTH = 2;

const HEADER_LINE = /^[\x21-\x39\x3b-\x7e]+[ \t]*:/;

export type ForwardRefusalCode =
  | 'too-large'
  | 'malformed'
  | 'no-attachment'
  | 'forwarded-inline'
  | 'too-complex'
  | 'header-injection'
  | 'header-malformed'
  | 'archive-attached';

export interface ForwardedOriginal {
  ok: true;
  /** The original's bytes exactly as attached: what its DKIM signature was computed over. */
  raw: Buffer;
  parsed: ParsedMail;
  depth: number;
}

export type FindOriginalResult = ForwardedOriginal | { ok: false; code: ForwardRefusalCode };

/** Something mail-shaped: it opens with a header field. */
function looksLikeMessage(raw: Buffer): boolean {
  return HEADER_LINE.test(raw.subarray(0, 1000).toString('latin1'));
}

/** A multipart message whose boundary is missing or never used: mailparser would quietly read it as one blob. */
function hasBrokenBoundary(parsed: ParsedMail, raw: Buffer): boolean {
  const contentType = parsed.headers.get('content-type');
  if (!contentType || typeof contentType !== 'object' || !('params' in contentType)) return false;
  if (!contentType.value.toLowerCase().startsWith('multipart/')) return false;
  const boundary = contentType.params.boundary;
  return !boundary || !raw.includes(`--${boundary}`);
}

type Unreadable = 'malformed' | 'too-complex' | 'header-injection' | 'header-malformed' | 'archive-attached';

/** The parsed message, or why it is not read: only a message within the limits of mailLimits is parsed. */
async function parseStrict(raw: Buffer, header: { singleFields: boolean }): Promise<ParsedMail | Unreadable> {
  if (!looksLikeMessage(raw)) return isArchive({ content: raw }) ? 'archive-attached' : 'malformed';
  const problem = headerProblem(raw, header);
  if (problem) return problem;
  try {
    const parsed = await parseMail(raw);
    return hasBrokenBoundary(parsed, raw) ? 'malformed' : parsed;
  } catch (error) {
    // mailsplit's code for a message past MAX_MIME_PARTS or MAX_HEADER_BYTES.
    return (error as { code?: string }).code === 'EMAXLEN' ? 'too-complex' : 'malformed';
  }
}

function attachedMessages(parsed: ParsedMail): Buffer[] {
  const isMessage = (a: Attachment) => a.contentType === 'message/rfc822' || /\.eml$/i.test(a.filename ?? '');
  return parsed.attachments.filter(isMessage).map((a) => a.content);
}

function hasArchive(parsed: ParsedMail): boolean {
  return parsed.attachments.some(isArchive);
}

function isFromProvider(parsed: ParsedMail, domains: readonly string[]): boolean {
  const from = addressesIn(parsed.from);
  return from.length > 0 && domains.some((d) => isDomainOrSubdomain(domainOf(from[0]), d));
}

/**
 * Whether a received message carries an attached message at its first level, as findForwardedOriginal
 * would find it: what the mailbox records when it stores the message. A message it cannot read (too large,
 * malformed, a hostile header) carries none; claimed anyway, the full check explains why it is refused.
 */
export async function carriesAttachedMessage(raw: Buffer): Promise<boolean> {
  if (raw.length > MAX_FORWARD_BYTES || !looksLikeMessage(raw)) return false;
  const forward = await parseStrict(raw, { singleFields: true });
  return typeof forward !== 'string' && attachedMessages(forward).length > 0;
}

/**
 * Finds the booking e-mail inside a forwarding message: an attached message/rfc822 (inline or attachment,
 * any transfer encoding) or .eml file. The first one sent from a provider domain wins, searching up to two
 * levels deep; failing that the first one attached is returned, and its signature check will refuse it.
 * `providerDomains`: every provider's signing domains, from the providers table.
 */
export async function findForwardedOriginal(raw: Buffer, providerDomains: readonly string[]): Promise<FindOriginalResult> {
  if (raw.length > MAX_FORWARD_BYTES) return { ok: false, code: 'too-large' };
  const forward = await parseStrict(raw, { singleFields: true });
  if (typeof forward === 'string') return { ok: false, code: forward };
  let level = attachedMessages(forward);
  if (level.length === 0) {
    if (hasArchive(forward)) return { ok: false, code: 'archive-attached' };
    return { ok: false, code: forwardedInline(forward) ? 'forwarded-inline' : 'no-attachment' };
  }

  let firstAttached: ForwardedOriginal | undefined;
  let firstRefusal: Unreadable | undefined;
  for (let depth = 1; depth <= MAX_DEPTH && level.length > 0; depth += 1) {
    const next: Buffer[] = [];
    for (const content of level) {
      // An original's repeated From or Subject is the DKIM check's to report, with its own message.
      const parsed = await parseStrict(content, { singleFields: false });
      if (typeof parsed === 'string') {
        firstRefusal ??= parsed;
        continue;
      }
      const found: ForwardedOriginal = { ok: true, raw: content, parsed, depth };
      if (isFromProvider(parsed, providerDomains)) return found;
      if (hasArchive(parsed)) firstRefusal ??= 'archive-attached';
      const attached = attachedMessages(parsed);
      // A forward inside the forward is held to the same header rules as the outer one.
      const forwardHeader = attached.length > 0 ? headerProblem(content, { singleFields: true }) : null;
      if (forwardHeader) {
        firstRefusal ??= forwardHeader;
        continue;
      }
      firstAttached ??= found;
      next.push(...attached);
    }
    level = next;
  }
  // A hostile or zipped attachment explains more than "the signature does not check out" would.
  if (firstRefusal && firstRefusal !== 'malformed') return { ok: false, code: firstRefusal };
  return firstAttached ?? { ok: false, code: 'malformed' };
}
