import MailComposer from 'nodemailer/lib/mail-composer';
import { findForwardedOriginal, MAX_FORWARD_BYTES } from './forwarded';
import { wrapAsAttachment } from './testing/bookingEmails';
import { readFixture } from './testing/fixtures';
import { SHIPPED_DOMAINS } from './testing/shippedProviders';

const wrap = { from: 'seller@example.com', to: 'verify@tickets.example' };

function plainMail(text: string): Promise<Buffer> {
  return new MailComposer({ ...wrap, subject: 'Fwd: tickets', text }).compile().build();
}

describe('findForwardedOriginal', () => {
  it.each([
    ['attachment', '8bit'],
    ['attachment', 'base64'],
    ['inline', '8bit'],
    ['inline', 'base64'],
  ] as const)('returns the exact bytes of an rfc822 %s sent %s', async (disposition, encoding) => {
    const original = readFixture('sortmyscene.eml');
    const found = await findForwardedOriginal(await wrapAsAttachment(original, { ...wrap, disposition, encoding }), SHIPPED_DOMAINS);
    expect(found).toMatchObject({ ok: true, depth: 1 });
    expect(found.ok && found.raw.equals(original)).toBe(true);
  });

  it('prefers the provider original when something else is attached first', async () => {
    const note = await plainMail('unrelated');
    const forward = await new MailComposer({
      ...wrap,
      text: 'two attachments',
      attachments: [
        { content: note, contentType: 'message/rfc822' },
        { content: readFixture('skillbox.eml'), contentType: 'message/rfc822' },
      ],
    })
      .compile()
      .build();
    const found = await findForwardedOriginal(forward, SHIPPED_DOMAINS);
    expect(found.ok && found.raw.equals(readFixture('skillbox.eml'))).toBe(true);
  });

  it('looks two levels deep, not three', async () => {
    const once = await wrapAsAttachment(readFixture('district.eml'), wrap);
    const twice = await wrapAsAttachment(once, wrap);
    expect(await findForwardedOriginal(twice, SHIPPED_DOMAINS)).toMatchObject({ ok: true, depth: 2 });
    const thrice = await wrapAsAttachment(twice, wrap);
    const found = await findForwardedOriginal(thrice, SHIPPED_DOMAINS);
    expect(found).toMatchObject({ ok: true, depth: 1 });
    expect(found.ok && found.raw.equals(twice)).toBe(true);
  });

  it.each([
    ['Gmail', '---------- Forwarded message ---------\nFrom: BookMyShow <tickets@bookmyshow.com>'],
    ['Apple Mail', 'Begin forwarded message:\n\nFrom: District <noreply@district.in>'],
    ['Outlook', '-----Original Message-----\nFrom: SortMyScene'],
  ])('recognises an inline forward from %s', async (_client, text) => {
    expect(await findForwardedOriginal(await plainMail(text), SHIPPED_DOMAINS)).toEqual({ ok: false, code: 'forwarded-inline' });
  });

  it('tells a mail with nothing attached from an inline forward', async () => {
    expect(await findForwardedOriginal(await plainMail('my tickets are below, thanks'), SHIPPED_DOMAINS)).toEqual({ ok: false, code: 'no-attachment' });
  });

  it('refuses anything over 10 MB before parsing it', async () => {
    const big = Buffer.concat([Buffer.from('From: a@b.example\r\n\r\n'), Buffer.alloc(MAX_FORWARD_BYTES, 'x')]);
    expect(await findForwardedOriginal(big, SHIPPED_DOMAINS)).toEqual({ ok: false, code: 'too-large' });
  });

  it.each([
    ['binary noise', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a multipart with no boundary', Buffer.from('From: a@b.example\r\nContent-Type: multipart/mixed\r\n\r\nhello\r\n')],
  ])('calls %s malformed', async (_name, raw) => {
    expect(await findForwardedOriginal(raw, SHIPPED_DOMAINS)).toEqual({ ok: false, code: 'malformed' });
  });
});
