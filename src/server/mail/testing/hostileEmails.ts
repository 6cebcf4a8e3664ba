/**
 * Hostile e-mails for the verification tests (issue #9, point 5): each is built around a genuine signed
 * booking where it can be, so only the hostile part can be the reason it is refused. No jest here.
 */
import { crc32 } from 'node:zlib';
import MailComposer from 'nodemailer/lib/mail-composer';
import { wrapAsAttachment, type WrapOptions } from './bookingEmails';

interface ZipEntry {
  name: string;
  content: Buffer;
}

/** A .zip archive with its entries stored as they are (no compression), as any unzip tool reads it. */
export function storedZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    /** Signature and version(s) needed, then CRC, both sizes and the name's length from `at`. */
    const record = (bytes: number, signature: number, at: number) => {
      const header = Buffer.alloc(bytes);
      header.writeUInt32LE(signature, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(at === 16 ? 20 : 0, 6);
      header.writeUInt32LE(crc32(content), at);
      header.writeUInt32LE(content.length, at + 4);
      header.writeUInt32LE(content.length, at + 8);
      header.writeUInt16LE(fileName.length, at + 12);
      return header;
    };
    const local = record(30, 0x04034b50, 14);
    const central = record(46, 0x02014b50, 16);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, content);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** booking.eml inside inner.zip inside tickets.zip. */
export function nestedZip(original: Buffer): Buffer {
  return storedZip([{ name: 'inner.zip', content: storedZip([{ name: 'booking.eml', content: original }]) }]);
}

/** A forward whose only attachment is the nested zip. */
export function forwardWithNestedZip(original: Buffer, options: WrapOptions): Promise<Buffer> {
  const composer = new MailComposer({
    from: options.from,
    to: options.to,
    subject: 'Fwd: my tickets (zipped)',
    text: 'The booking is in the zip.',
    attachments: [{ filename: 'tickets.zip', contentType: 'application/zip', content: nestedZip(original) }],
  });
  return composer.compile().build();
}

/**
 * Everything a naive HTML reader chokes on, about 300 KB: an entity-expansion ("billion laughs") DTD and
 * its references, 10,000 nested elements, unclosed script tags and runs of 50,000 '<' and dashes (the
 * regular expressions these went through before took 6 and 16 seconds over those runs).
 */
export function billionLaughsHtml(): string {
  const entities = ['<!ENTITY lol "lol">'];
  for (let level = 1; level <= 9; level += 1) entities.push(`<!ENTITY lol${level} "${`&lol${level === 1 ? '' : level - 1};`.repeat(10)}">`);
  return [
    `<?xml version="1.0"?><!DOCTYPE html [${entities.join('')}]>`,
    '<html><body>',
    '&lol9;'.repeat(2_000),
    '<div>'.repeat(10_000),
    '<script>'.repeat(5_000),
    '<'.repeat(50_000),
    '-'.repeat(50_000),
    '<style>'.repeat(5_000),
    '</div>'.repeat(10_000),
    '</body></html>',
  ].join('\r\n');
}

/** A forward with no attachment whose own HTML is the hostile page. */
export function forwardWithHostileHtml(options: WrapOptions): Promise<Buffer> {
  const composer = new MailComposer({ from: options.from, to: options.to, subject: 'Fwd: tickets', text: 'see the HTML', html: billionLaughsHtml() });
  return composer.compile().build();
}

/** Replaces an original's body with the hostile page, keeping its headers (sign the result to make it "genuine"). */
export function withHostileHtmlBody(original: Buffer): Buffer {
  const headers = original.subarray(0, original.indexOf('\r\n\r\n')).toString('latin1');
  const kept = headers.replace(/^Content-(Type|Transfer-Encoding):.*(\r\n[ \t].*)*\r\n?/gim, '');
  return Buffer.from(`${kept}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${billionLaughsHtml()}\r\n`, 'utf8');
}

const INJECTED = '\r\nBcc: everyone@evil.example\r\nFrom: BookMyShow <tickets@bookmyshow.com>';

/** The message's Subject line followed by injected raw header lines (an extra Bcc and a second From). */
export function withInjectedSubject(message: Buffer): Buffer {
  return Buffer.from(message.toString('utf8').replace(/^Subject: (.*)$/m, (_line, subject: string) => `Subject: ${subject}${INJECTED}`), 'utf8');
}

/** The original's Subject as an encoded word that decodes to the subject plus CR/LF and extra headers. */
export function withEncodedInjectionInSubject(original: Buffer): Buffer {
  return Buffer.from(
    original.toString('utf8').replace(/^Subject: (.*)$/m, (_line, subject: string) => {
      const decoded = `${subject}${INJECTED}`;
      return `Subject: =?UTF-8?B?${Buffer.from(decoded, 'utf8').toString('base64')}?=`;
    }),
    'utf8',
  );
}

/** A forward with the genuine original attached after `parts` - 1 small text parts. */
export async function forwardWithManyParts(original: Buffer, options: WrapOptions, parts = 1000): Promise<Buffer> {
  const forward = await wrapAsAttachment(original, options);
  const boundary = /boundary="([^"]+)"/.exec(forward.toString('latin1'))?.[1];
  if (!boundary) throw new Error('the forward is not multipart');
  const filler = Array.from({ length: parts - 2 }, (_, i) => `--${boundary}\r\nContent-Type: text/plain\r\n\r\npart ${i}\r\n`).join('');
  const at = forward.indexOf(`--${boundary}`);
  return Buffer.concat([forward.subarray(0, at), Buffer.from(filler), forward.subarray(at)]);
}

/** A forward whose MIME tree is `depth` multiparts deep, the genuine original at the bottom. */
export function forwardNestedDeep(original: Buffer, options: WrapOptions, depth = 1000): Buffer {
  let body = `Content-Type: message/rfc822\r\nContent-Disposition: attachment; filename="booking.eml"\r\n\r\n${original.toString('utf8')}`;
  for (let level = depth; level > 0; level -= 1) {
    body = `Content-Type: multipart/mixed; boundary="d${level}"\r\n\r\n--d${level}\r\n${body}\r\n--d${level}--\r\n`;
  }
  return Buffer.from(`From: ${options.from}\r\nTo: ${options.to}\r\nSubject: Fwd: deep\r\nMIME-Version: 1.0\r\n${body}`, 'utf8');
}

/** A header field of `bytes` folded lines added to the forward's header. */
export function withHugeHeader(forward: Buffer, bytes = 256 * 1024): Buffer {
  const line = ` ${'x'.repeat(76)}\r\n`;
  const field = `X-Filler: start\r\n${line.repeat(Math.ceil(bytes / line.length))}`;
  return Buffer.concat([Buffer.from(field, 'latin1'), forward]);
}

/** A header line put at the very top of a signed message, above its DKIM-Signature: no signature covers it. */
export function withHeaderAbove(signed: Buffer, line: string): Buffer {
  return Buffer.concat([Buffer.from(`${line}\r\n`, 'utf8'), signed]);
}

/** A header line added at the end of the message's header block (where a mail client's editor puts it). */
export function withHeaderAtEnd(message: Buffer, line: string): Buffer {
  const end = message.indexOf('\r\n\r\n');
  return Buffer.concat([message.subarray(0, end), Buffer.from(`\r\n${line}`, 'utf8'), message.subarray(end)]);
}
