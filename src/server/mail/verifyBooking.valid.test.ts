import MailComposer from 'nodemailer/lib/mail-composer';
import type { ShippedSlug as ProviderKey } from './testing/shippedProviders';
import { buildOriginal, signOriginal, wrapAsAttachment } from './testing/bookingEmails';
import { FIXTURE_BOOKINGS } from './testing/fixtureBookings';
import { bms, domainOf, edit, forward, MAILBOX, signed, TEST_PUBLIC_KEY, verify } from './testing/verifyBookingHarness';

describe('valid forwards', () => {
  const wraps = [
    ['attachment', '8bit'],
    ['attachment', 'base64'],
    ['inline', '8bit'],
    ['inline', 'base64'],
  ] as const;
  const providers: ProviderKey[] = ['bookmyshow', 'district', 'skillbox', 'sortmyscene'];

  it.each(providers.flatMap((p) => wraps.map(([d, e]) => [p, d, e] as const)))('%s as %s, %s', async (provider, disposition, encoding) => {
    const fields = FIXTURE_BOOKINGS[provider];
    const result = await verify(await forward(await signed(provider), { disposition, encoding }), provider);
    expect(result).toEqual({
      ok: true,
      booking: expect.objectContaining({ provider, bookingId: fields.bookingId, quantity: fields.quantity, amountPaid: fields.amountPaid }),
      dkim: {
        domain: domainOf(provider),
        selector: 'mp-test',
        keyFingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        publicKey: TEST_PUBLIC_KEY,
        signedAt: expect.any(String),
      },
    });
  });

  it('accepts a subdomain of the provider signing, an .eml file attachment and a signed Cc to the seller', async () => {
    const original = edit(buildOriginal('bookmyshow', bms), /^To: .*$/m, `To: friend@example.in\r\nCc: ${bms.to.toUpperCase()}`);
    const raw = await signOriginal(original, { domain: 'mailer.bookmyshow.com', headerFieldNames: ['From', 'To', 'Cc', 'Subject', 'Date'] });
    const composer = new MailComposer({
      from: bms.to,
      to: MAILBOX,
      text: 'attached',
      attachments: [{ content: raw, filename: 'Booking.EML', contentType: 'application/octet-stream' }],
    });
    expect(await verify(await composer.compile().build())).toMatchObject({ ok: true, dkim: { domain: 'mailer.bookmyshow.com' } });
  });

  it('accepts the account e-mail as the recipient and an event name written differently', async () => {
    const raw = await forward(await signed('bookmyshow'));
    const result = await verify(raw, 'bookmyshow', {
      senderEmail: 'other@example.in',
      accountEmail: bms.to,
      event: { name: 'KAVYA MENON – Costal Nights Tour, Live!', date: '2027-11-20' },
    });
    expect(result.ok).toBe(true);
  });

  it('asks ownsAddress about each signed recipient, and only those', async () => {
    const original = edit(buildOriginal('bookmyshow', bms), /^To: .*$/m, 'To: Riya <riya@bookings.example>, friend@example.in');
    const raw = await forward(Buffer.concat([Buffer.from('Cc: unsigned@example.in\r\n'), await signed('bookmyshow', original)]));
    const asked: string[] = [];
    const result = await verify(raw, 'bookmyshow', {
      ownsAddress: (address) => {
        asked.push(address);
        return address === 'riya@bookings.example';
      },
    });
    expect(result.ok).toBe(true);
    expect(asked).toEqual(['riya@bookings.example']);
    const nobody = await verify(raw, 'bookmyshow', { ownsAddress: (address) => address === 'unsigned@example.in' });
    expect(nobody).toMatchObject({ ok: false, code: 'unsigned-recipient' });
  });

  it('finds the provider original two levels deep (a forward of a forward)', async () => {
    const firstForward = await forward(await signed('bookmyshow'));
    const secondForward = await wrapAsAttachment(firstForward, { from: bms.to, to: MAILBOX, encoding: 'base64' });
    expect((await verify(secondForward)).ok).toBe(true);
  });

  // The seat, venue, city and booking id are stored with the listing, and PostgreSQL cannot store a NUL in text.
  it.each(['bookmyshow', 'district', 'skillbox', 'sortmyscene'] as const)('reads %s values holding NUL and other control characters without them', async (provider) => {
    const fields = FIXTURE_BOOKINGS[provider];
    const hidden = { ...fields, seat: `\u0000${fields.seat}\u0007`, venue: `${fields.venue}\u001b\u0000` };
    const result = await verify(await forward(await signed(provider, buildOriginal(provider, hidden))), provider);
    expect(result).toMatchObject({
      ok: true,
      booking: { seat: fields.seat, venue: fields.venue, city: fields.city, bookingId: fields.bookingId, quantity: fields.quantity },
    });
  });
});
