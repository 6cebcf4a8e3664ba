/**
 * Bounds a received e-mail must keep before its parts are read. A booking confirmation, even forwarded
 * twice, has a few dozen MIME parts and a header of some kilobytes; anything far past that is refused
 * rather than parsed, so hostile mail costs a bounded amount of time and memory.
 */

/**
 * MIME parts (multipart containers included) in one message; attached messages count on their own.
 * Every level of multipart nesting is a part too, so this also bounds how deep a message nests.
 */
export const MAX_MIME_PARTS = 200;

/** The header block of one message or part, folded lines included. */
export const MAX_HEADER_BYTES = 128 * 1024;

/** Fields a message has at most once (RFC 5322 §3.6): a second one was injected, e.g. through the subject. */
const SINGLE_FIELDS = new Set(['from', 'sender', 'reply-to', 'to', 'cc', 'bcc', 'subject', 'date', 'message-id']);

export type HeaderProblem = 'too-complex' | 'header-injection' | 'header-malformed';

/** The header block: everything before the first empty line (all of it when there is none). */
function headerBlock(raw: Buffer): Buffer {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  const ends = [crlf, lf].filter((at) => at !== -1);
  return ends.length === 0 ? raw : raw.subarray(0, Math.min(...ends));
}

/** The bytes an RFC 2047 encoded word stands for (charset aside: control characters are the same in all). */
function encodedWordBytes(text: string): Buffer[] {
  return [...text.matchAll(/=\?[^?\s]+\?([bBqQ])\?([^?\s]*)\?=/g)].map(([, encoding, data]) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1'),
  );
}

/** A control character other than tab: CR and LF above all. */
const hasControl = (bytes: Buffer) => bytes.some((byte) => (byte < 0x20 && byte !== 0x09) || byte === 0x7f);

/** A field's first line: its name (printable ASCII but the colon) and the colon straight after it. */
const FIELD_START = /^[\x21-\x39\x3b-\x7e]+:/;
/** What may start a line that continues the field above: RFC 5322 folds on these two only. */
const FOLD = /^[ \t]/;
/** A control character but tab: anything but tab, printable ASCII and 8-bit text (UTF-8 and the like). */
const CONTROL = /[^\t -~\u0080-\uffff]/;

/**
 * Whether every line of the header block is one all readers read alike: a field name with its colon straight
 * after it, or a continuation that starts with a space or a tab, and no control character but tab. mailauth
 * (the DKIM check) folds a line starting with any white space, a form feed, a vertical tab or a no-break space
 * too, into the field above; mailparser reads such a line as a field of its own. A space before the colon is
 * obsolete syntax that readers handle differently too (dkimpy refuses it; relaxed canonicalization ignores it,
 * so anyone can add one to a signed field).
 */
function readsOneWay(text: string): boolean {
  // A message with no body has no empty line: its last line break ends the block.
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  return lines.every((line, i) => ((i > 0 && FOLD.test(line)) || FIELD_START.test(line)) && !CONTROL.test(line));
}

/**
 * What is wrong with a message's own header, if anything: too large, a NUL or a lone CR (which some
 * readers take for a line break), a line two readers could read two ways (readsOneWay), or a subject whose
 * encoded words decode to line breaks. With `singleFields`, a field that may appear once appearing twice
 * counts too (raw CR/LF injected into a subject).
 */
export function headerProblem(raw: Buffer, options: { singleFields: boolean }): HeaderProblem | null {
  const block = headerBlock(raw.subarray(0, MAX_HEADER_BYTES + 4));
  if (block.length > MAX_HEADER_BYTES) return 'too-complex';
  const text = block.toString('latin1');
  if (text.includes('\0') || /\r(?!\n)/.test(text)) return 'header-injection';
  if (!readsOneWay(text)) return 'header-malformed';
  const seen = new Set<string>();
  for (const field of text.split(/\r?\n(?![ \t])/)) {
    const name = field.slice(0, Math.max(field.indexOf(':'), 0)).trim().toLowerCase();
    if (name === 'subject' && encodedWordBytes(field).some(hasControl)) return 'header-injection';
    if (!options.singleFields || !SINGLE_FIELDS.has(name)) continue;
    if (seen.has(name)) return 'header-injection';
    seen.add(name);
  }
  return null;
}

const ARCHIVE_TYPES = /^application\/(?:zip|x-zip-compressed|x-7z-compressed|x-rar-compressed|vnd\.rar|gzip|x-gzip|x-tar|x-bzip2)$/i;
const ARCHIVE_NAMES = /\.(?:zip|rar|7z|gz|tgz|tar|bz2)$/i;
/** Zip, gzip, 7-Zip and RAR signatures. */
const ARCHIVE_MAGIC = ['504b0304', '1f8b', '377abcaf271c', '526172211a07'];

/** An archive, by its type, its name or its first bytes: never unpacked here. */
export function isArchive(attachment: { contentType?: string; filename?: string; content: Buffer }): boolean {
  const head = attachment.content.subarray(0, 8).toString('hex');
  return (
    ARCHIVE_TYPES.test(attachment.contentType ?? '') ||
    ARCHIVE_NAMES.test(attachment.filename ?? '') ||
    ARCHIVE_MAGIC.some((magic) => head.startsWith(magic))
  );
}
