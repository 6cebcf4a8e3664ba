import MailComposer from 'nodemailer/lib/mail-composer';
import { scanAttachedMessages } from './attachedMessages';
import { parseMail } from './parseMail';
import { wrapAsAttachment } from './testing/bookingEmails';
import { readFixture } from './testing/fixtures';

const wrap = { from: 'seller@example.com', to: 'verify@tickets.example' };

/** What the full parse finds attached: the scan must agree with it byte for byte. */
async function parsedAttachments(raw: Buffer): Promise<Buffer[]> {
  const parsed = await parseMail(raw);
  return parsed.attachments.filter((a) => a.contentType === 'message/rfc822' || /\.eml$/i.test(a.filename ?? '')).map((a) => a.content);
}

const lfOnly = (raw: Buffer) => Buffer.from(raw.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');

describe('scanAttachedMessages', () => {
  const original = readFixture('bookmyshow.eml');

  it.each([
    ['attachment', '8bit'],
    ['attachment', 'base64'],
    ['inline', '8bit'],
    ['inline', 'base64'],
  ] as const)('finds the same bytes as the full parse in an rfc822 %s sent %s', async (disposition, encoding) => {
    const forward = await wrapAsAttachment(original, { ...wrap, disposition, encoding });
    const scanned = scanAttachedMessages(forward);
    expect(scanned).toEqual(await parsedAttachments(forward));
    expect(scanned?.[0].equals(original)).toBe(true);
  });

  it('agrees with the full parse on line feed endings, several attachments, an .eml file and nested multiparts', async () => {
    const other = readFixture('district.eml');
    const forward = await new MailComposer({
      ...wrap,
      text: 'two attached',
      html: '<p>two attached</p>',
      attachments: [
        { content: original, contentType: 'message/rfc822' },
        { content: Buffer.from('%PDF-1.4 not a message'), filename: 'ticket.pdf', contentType: 'application/pdf' },
        { content: other, filename: 'Booking.EML', contentType: 'application/octet-stream' },
      ],
    })
      .compile()
      .build();
    for (const raw of [forward, lfOnly(forward)]) {
      const scanned = scanAttachedMessages(raw);
      expect(scanned).toHaveLength(2);
      expect(scanned).toEqual(await parsedAttachments(raw));
    }
  });

  it.each([
    ['nothing attached', () => new MailComposer({ ...wrap, text: 'see below' }).compile().build()],
    ['a single part message', async () => Buffer.from('From: a@b.example\r\nContent-Type: text/plain\r\n\r\nhello\r\n')],
    ['a multipart with no boundary', async () => Buffer.from('From: a@b.example\r\nContent-Type: multipart/mixed\r\n\r\nhello\r\n')],
    [
      'a multipart never closed',
      async () => Buffer.from('Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: message/rfc822\r\n\r\nFrom: x@y.example\r\n\r\nhi\r\n'),
    ],
    [
      'an encoded file name',
      async () =>
        Buffer.from(
          "Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename*=utf-8''x.eml\r\n\r\nFrom: x@y.example\r\n\r\nhi\r\n--b--\r\n",
        ),
    ],
    [
      'a quoted-printable message part',
      async () =>
        Buffer.from('Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: message/rfc822\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nFrom: x@y.example\r\n\r\nhi=\r\n--b--\r\n'),
    ],
    [
      'two Content-Type headers',
      async () => Buffer.from('Content-Type: multipart/mixed; boundary=b\r\nContent-Type: text/plain\r\n\r\n--b\r\nContent-Type: message/rfc822\r\n\r\nFrom: x@y.example\r\n\r\nhi\r\n--b--\r\n'),
    ],
  ])('leaves %s to the full parse', async (_case, build) => {
    expect(scanAttachedMessages(await build())).toBeNull();
  });
});
