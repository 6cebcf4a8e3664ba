import MailComposer from 'nodemailer/lib/mail-composer';
import type { ShippedSlug as ProviderKey } from './testing/shippedProviders';
import { buildOriginal, wrapInline } from './testing/bookingEmails';
import { FIXTURE_BOOKINGS } from './testing/fixtureBookings';
import type { VerifyBookingInput } from './verifyBooking';
import { bms, DAY_MS, edit, forward, MAILBOX, NOW, signed, verify } from './testing/verifyBookingHarness';

interface RefusalCase {
  name: string;
  build: () => Promise<Buffer>;
  code: string;
  message: string;
  /** The chosen event's provider; BookMyShow when absent. */
  provider?: ProviderKey;
  overrides?: Partial<VerifyBookingInput>;
}

describe('refusals', () => {
  const bmsMessages = {
    'dkim-fail':
      "The booking e-mail's signature does not check out: it was changed after BookMyShow sent it, or it did not come from BookMyShow. Forward the original confirmation e-mail as an attachment.",
  };

  const cases: RefusalCase[] = [
    {
      name: 'forwarded inline',
      build: async () => wrapInline(await signed('bookmyshow')),
      code: 'forwarded-inline',
      message: "We found your e-mail but the booking inside was forwarded inline. Use 'Forward as attachment' and send it again.",
    },
    {
      name: 'no attachment at all',
      build: () => new MailComposer({ from: bms.to, to: MAILBOX, subject: 'my tickets', text: 'Here are my tickets.' }).compile().build(),
      code: 'no-attachment',
      message: "We found your e-mail but no booking e-mail was attached to it. Open the BookMyShow confirmation e-mail, use 'Forward as attachment' and send it again.",
    },
    {
      name: 'unsigned original',
      build: () => forward(buildOriginal('bookmyshow', bms)),
      code: 'dkim-fail',
      message: bmsMessages['dkim-fail'],
    },
    {
      name: 'body changed after signing',
      build: async () => forward(edit(await signed('bookmyshow'), 'Total Amount: Rs. 7,350.00', 'Total Amount: Rs. 17,350.00')),
      code: 'dkim-fail',
      message: bmsMessages['dkim-fail'],
    },
    {
      name: 'signature without Subject',
      build: async () => forward(await signed('bookmyshow', undefined, { headerFieldNames: ['From', 'To', 'Date'] })),
      code: 'unsigned-header',
      message:
        "The booking e-mail's signature does not cover its 'Subject' line, so that line could have been changed after BookMyShow sent it. Forward the original confirmation e-mail as an attachment, or use 'Resend confirmation mail' on BookMyShow to get a fresh one.",
    },
    {
      name: 'a Cc to the seller the signature does not cover, on an original to someone else',
      build: async () => {
        const original = await signed('bookmyshow', buildOriginal('bookmyshow', { ...bms, to: 'someone.else@example.in' }));
        return forward(edit(original, /^(To: .*)$/m, `$1\r\nCc: ${bms.to}`));
      },
      code: 'unsigned-recipient',
      message:
        "The booking e-mail's signature does not cover who it was sent to: the To or Cc line naming your address was added after BookMyShow signed it. Forward your own BookMyShow confirmation e-mail, unedited, from the address the booking was made with.",
    },
    {
      name: 'text appended under an l= signature',
      build: async () => {
        const original = buildOriginal('skillbox', FIXTURE_BOOKINGS.skillbox);
        const raw = await signed('skillbox', original, { bodyLength: original.length });
        return forward(Buffer.concat([raw, Buffer.from('\r\nQty           : 10\r\n')]));
      },
      code: 'dkim-body-length',
      provider: 'skillbox',
      message: "The booking e-mail's signature covers only part of its text, so the rest could have been added later. Use 'Resend confirmation mail' on Skillbox and forward the fresh e-mail as an attachment.",
    },
    {
      name: 'wrong signing domain',
      build: async () => forward(await signed('bookmyshow', undefined, { domain: 'evil.example' })),
      code: 'dkim-domain',
      message: 'The booking e-mail was not signed by BookMyShow but by evil.example. Forward the confirmation e-mail that BookMyShow sent you, as an attachment.',
    },
    {
      name: 'a mail service (sendgrid.net) signing for the provider',
      build: async () => forward(await signed('bookmyshow', undefined, { domain: 'sendgrid.net' })),
      code: 'dkim-domain',
      message: 'The booking e-mail was not signed by BookMyShow but by sendgrid.net. Forward the confirmation e-mail that BookMyShow sent you, as an attachment.',
    },
    {
      name: 'another provider’s e-mail (signed by district.in)',
      build: async () => forward(await signed('district')),
      code: 'wrong-provider',
      message: 'This is a booking e-mail from District, but tickets for this event are sold on BookMyShow. Forward the BookMyShow confirmation e-mail, or pick the event you booked on District.',
    },
    {
      name: 'subject of another provider',
      build: async () => forward(await signed('bookmyshow', edit(buildOriginal('bookmyshow', bms), /^Subject: .*$/m, 'Subject: Your tickets for Kavya Menon Live - Coastal Nights Tour are confirmed'))),
      code: 'wrong-provider',
      message: 'This is a booking e-mail from District, but tickets for this event are sold on BookMyShow. Forward the BookMyShow confirmation e-mail, or pick the event you booked on District.',
    },
    {
      name: 'subject of no provider',
      build: async () => forward(await signed('bookmyshow', edit(buildOriginal('bookmyshow', bms), /^Subject: .*$/m, 'Subject: Your BookMyShow receipt'))),
      code: 'wrong-subject',
      message: "This is not a BookMyShow booking confirmation: its subject should read 'Booking Confirmed - {event} - Booking ID …'. Find that e-mail in your inbox and forward it as an attachment.",
    },
    {
      name: 'original addressed to someone else',
      build: async () => forward(await signed('bookmyshow', buildOriginal('bookmyshow', { ...bms, to: 'someone.else@example.in' }))),
      code: 'wrong-recipient',
      message: 'This booking e-mail was sent to someone else, not to conceicao.f@example.in. Forward your own BookMyShow confirmation e-mail, from the address the booking was made with.',
    },
    {
      name: 'expired signature',
      build: async () => forward(await signed('bookmyshow', undefined, { signTime: new Date(NOW.getTime() - 60 * DAY_MS), expires: new Date(NOW.getTime() - DAY_MS) })),
      code: 'dkim-expired',
      message: "This confirmation e-mail is old and its signature has expired. Use 'Resend confirmation mail' on BookMyShow to get a fresh one.",
    },
    {
      name: 'a 12 MB message',
      build: async () => Buffer.concat([Buffer.from(`From: ${bms.to}\r\nTo: ${MAILBOX}\r\nSubject: big\r\n\r\n`), Buffer.alloc(12 * 1024 * 1024, 'a')]),
      code: 'too-large',
      message: 'The e-mail you forwarded is larger than 10 MB. Forward only the BookMyShow confirmation e-mail, as an attachment, with nothing else attached.',
    },
    {
      name: 'malformed MIME (multipart without its boundary)',
      build: async () => Buffer.from(`From: ${bms.to}\r\nTo: ${MAILBOX}\r\nContent-Type: multipart/mixed; boundary="zzz"\r\n\r\n--yyy\r\nbroken\r\n`),
      code: 'malformed',
      message: "We could not read the e-mail you forwarded: it is damaged or not a standard e-mail. Forward the BookMyShow confirmation e-mail again with 'Forward as attachment'.",
    },
    {
      name: 'malformed MIME (attached message is not an e-mail)',
      build: () => forward(Buffer.from([0x00, 0xff, 0x13, 0x37, 0x0d, 0x0a, 0x00])),
      code: 'malformed',
      message: "We could not read the e-mail you forwarded: it is damaged or not a standard e-mail. Forward the BookMyShow confirmation e-mail again with 'Forward as attachment'.",
    },
    {
      name: 'an original three levels deep',
      build: async () => {
        let raw = await signed('bookmyshow');
        for (let i = 0; i < 3; i += 1) raw = await forward(raw);
        return raw;
      },
      code: 'dkim-fail',
      message: bmsMessages['dkim-fail'],
    },
    {
      name: 'two From headers',
      build: async () => forward(Buffer.concat([Buffer.from('From: BookMyShow <tickets@bookmyshow.com.evil.example>\r\n'), await signed('bookmyshow')])),
      code: 'duplicate-header',
      message: "The booking e-mail has two 'From' lines, which a genuine BookMyShow e-mail never has. Forward the original confirmation e-mail as an attachment.",
    },
    {
      name: 'two Subject headers',
      build: async () => forward(Buffer.concat([Buffer.from('Subject: Booking Confirmed - Other - Booking ID X1\r\n'), await signed('bookmyshow')])),
      code: 'duplicate-header',
      message: "The booking e-mail has two 'Subject' lines, which a genuine BookMyShow e-mail never has. Forward the original confirmation e-mail as an attachment.",
    },
    {
      name: 'booking for another event',
      build: async () => forward(await signed('bookmyshow')),
      code: 'wrong-event',
      message: "This booking is for 'Kavya Menon Live - Coastal Nights Tour', not for 'Neon Tide Festival 2027 - Night 2'. Pick the matching event.",
      overrides: { event: { name: 'Neon Tide Festival 2027 - Night 2', date: '2027-12-11T18:00:00+05:30' } },
    },
    {
      name: 'booking for the same show on another day',
      build: async () => forward(await signed('bookmyshow')),
      code: 'wrong-event',
      message:
        "This booking is for 'Kavya Menon Live - Coastal Nights Tour' on Sat, 20 Nov 2027, not for 'Kavya Menon Live - Coastal Nights Tour' on Sun, 21 Nov 2027. Pick the matching event.",
      overrides: { event: { name: 'Kavya Menon Live - Coastal Nights Tour', date: '2027-11-21T19:30:00+05:30' } },
    },
    {
      name: 'a quantity above 10',
      build: async () => forward(await signed('bookmyshow', buildOriginal('bookmyshow', { ...bms, quantity: 11 }))),
      code: 'parse-failed',
      message: 'We could not read the booking details in this BookMyShow e-mail. Forward the original confirmation e-mail as an attachment, without editing it.',
    },
  ];

  it.each(cases)('$name', async ({ build, code, message, provider, overrides }) => {
    expect(await verify(await build(), provider, overrides)).toEqual({ ok: false, code, message });
  });
});
