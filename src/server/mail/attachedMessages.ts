import { MAX_MIME_PARTS } from './mailLimits';

/**
 * The fast path for finding what a forward has attached. A forwarding message's own text is of no use once
 * it carries a message/rfc822 part, yet a full mailparser pass decodes it all (about as long as the DKIM
 * check itself). This scan reads only the MIME structure and returns the attached messages' bytes; whenever
 * the message is anything but plain, well-formed MIME it returns null and the caller parses it properly.
 * Which bytes it picks decides nothing on its own: the original it finds must still prove itself by DKIM.
 */

/** Multipart nesting this scan follows; anything deeper goes to the full parse. */
const MAX_NESTING = 4;

interface Part {
  headers: Map<string, string>;
  body: Buffer;
}

/** Splits at the first empty line; null when there is none or a header line is not one. */
function splitPart(raw: Buffer): Part | null {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  const crlfFirst = crlf !== -1 && (lf === -1 || crlf < lf);
  const end = crlfFirst ? crlf : lf;
  if (end === -1) return null;
  const headers = new Map<string, string>();
  let last: string | undefined;
  for (const line of raw.subarray(0, end).toString('latin1').split(/\r?\n/)) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (last === undefined) return null;
      headers.set(last, `${headers.get(last)} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) return null;
    last = line.slice(0, colon).trim().toLowerCase();
    // A repeated structural header is ambiguous: the full parser decides what it means.
    if (headers.has(last) && last.startsWith('content-')) return null;
    headers.set(last, line.slice(colon + 1).trim());
  }
  return { headers, body: raw.subarray(end + (crlfFirst ? 4 : 2)) };
}

/** `type/subtype` and its parameters; null when a parameter is encoded (RFC 2231 or 2047) or unreadable. */
function headerValue(value: string | undefined): { value: string; params: Map<string, string> } | null {
  const [first, ...rest] = (value ?? '').split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    if (param.trim() === '') continue;
    const match = /^\s*([A-Za-z0-9_.-]+)\s*=\s*(?:"([^"\\]*)"|([^\s"]*))\s*$/.exec(param);
    if (!match || match[0].includes('=?')) return null;
    params.set(match[1].toLowerCase(), match[2] ?? match[3]);
  }
  return { value: first.trim().toLowerCase(), params };
}

/** The parts between `--boundary` lines; null unless the closing delimiter is there too. */
function splitMultipart(body: Buffer, boundary: string): Buffer[] | null {
  const delimiter = `--${boundary}`;
  const parts: Buffer[] = [];
  let start = -1;
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const atLineStart = at === 0 || body[at - 1] === 0x0a;
    if (atLineStart) {
      // The line break before a delimiter belongs to the delimiter, not to the part.
      if (start !== -1) parts.push(body.subarray(start, at - (at >= 2 && body[at - 2] === 0x0d ? 2 : 1)));
      const after = at + delimiter.length;
      if (body[after] === 0x2d && body[after + 1] === 0x2d) return start === -1 ? null : parts;
      const lineEnd = body.indexOf('\n', after);
      if (lineEnd === -1 || body.subarray(after, lineEnd).toString('latin1').trim() !== '') return null;
      start = lineEnd + 1;
    }
    at = body.indexOf(delimiter, at + delimiter.length);
  }
  return null;
}

function decodedBody(part: Part): Buffer | null {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === '7bit' || encoding === '8bit' || encoding === 'binary') return part.body;
  if (encoding === 'base64') return Buffer.from(part.body.toString('latin1'), 'base64');
  return null;
}

interface Scan {
  found: Buffer[];
  /** Parts seen so far: past MAX_MIME_PARTS the full parse decides (and refuses). */
  parts: number;
}

function collect(part: Part, scan: Scan, depth: number): boolean {
  scan.parts += 1;
  if (scan.parts > MAX_MIME_PARTS) return false;
  const type = headerValue(part.headers.get('content-type') ?? 'text/plain');
  const disposition = headerValue(part.headers.get('content-disposition'));
  if (!type || !disposition) return false;
  if (type.value.startsWith('multipart/')) {
    const boundary = type.params.get('boundary');
    const children = boundary && depth < MAX_NESTING ? splitMultipart(part.body, boundary) : null;
    if (!children) return false;
    return children.every((child) => {
      const split = splitPart(child);
      return split !== null && collect(split, scan, depth + 1);
    });
  }
  const filename = disposition.params.get('filename') ?? type.params.get('name') ?? '';
  if (type.value === 'message/rfc822' || /\.eml$/i.test(filename)) {
    const content = decodedBody(part);
    if (!content) return false;
    scan.found.push(content);
  }
  return true;
}

/** The attached messages' bytes, in order; null when the full parse has to decide. */
export function scanAttachedMessages(raw: Buffer): Buffer[] | null {
  const root = splitPart(raw);
  if (!root || !headerValue(root.headers.get('content-type'))?.value.startsWith('multipart/')) return null;
  const scan: Scan = { found: [], parts: 0 };
  return collect(root, scan, 0) && scan.found.length > 0 ? scan.found : null;
}
