import { buildOriginal } from './testing/bookingEmails';
import { FIXTURE_BOOKINGS } from './testing/fixtureBookings';
import { FOLDING_STARTS, withControlIn, withFoldedLine, withSecondSubject, withSpaceBeforeColon } from './testing/headerAttacks';
import { bms, edit, forward, signed, verify } from './testing/verifyBookingHarness';

/*
 * One reading of every header (issue 40): a header line the DKIM checker and the booking parser could read
 * differently is refused, in the original and in the forward, before either reads it.
 */

const MALFORMED =
  "The e-mail you forwarded has a header line that mail programs read in different ways: it starts with an invisible character (a form feed, a vertical tab or a no-break space), holds a control character, or has a space before its colon. Forward the BookMyShow confirmation e-mail again with 'Forward as attachment', without editing it.";

const CONFIRMED = `Booking Confirmed - ${bms.eventName} - Booking ID ${bms.bookingId}`;

/** The genuine booking as its provider signed it once the booking was cancelled. */
const cancelled = () => signed('bookmyshow', edit(buildOriginal('bookmyshow', bms), /^Subject: .*$/m, 'Subject: Booking Cancelled - refund initiated'));

describe('a header line read two ways', () => {
  it.each(FOLDING_STARTS)('refuses a second Subject that starts with %s under a signed cancellation', async (_name, start) => {
    const raw = await forward(withSecondSubject(await cancelled(), start, CONFIRMED));
    expect(await verify(raw)).toEqual({ ok: false, code: 'header-malformed', message: MALFORMED });
  });

  it.each(FOLDING_STARTS)('refuses a District booking renamed, through a Subject starting with %s, as another event that day', async (_name, start) => {
    const district = FIXTURE_BOOKINGS.district;
    const other = 'Monsoon Frequencies 2027';
    const raw = await forward(withSecondSubject(await signed('district'), start, `Your tickets for ${other} are confirmed`));
    expect(await verify(raw, 'district', { event: { name: other, date: district.eventDate } })).toEqual({
      ok: false,
      code: 'header-malformed',
      message: MALFORMED.replace('BookMyShow', 'District'),
    });
  });

  it.each(['From', 'Subject', 'To', 'Date'])('refuses a signed %s given a space before its colon', async (field) => {
    expect(await verify(await forward(withSpaceBeforeColon(await signed('bookmyshow'), field)))).toEqual({ ok: false, code: 'header-malformed', message: MALFORMED });
  });

  it.each([
    ['an escape', '\x1b'],
    ['a backspace', '\b'],
    ['a delete', '\x7f'],
  ])('refuses %s inside an unsigned header field of the original', async (_name, control) => {
    const raw = await forward(withControlIn(await signed('bookmyshow'), 'MIME-Version', control));
    expect(await verify(raw)).toEqual({ ok: false, code: 'header-malformed', message: MALFORMED });
  });

  it.each(FOLDING_STARTS)('refuses a forward whose own header has a line starting with %s', async (_name, start) => {
    const raw = withFoldedLine(await forward(await signed('bookmyshow')), start, 'X-Mailer: Folded 1.0');
    expect(await verify(raw)).toEqual({ ok: false, code: 'header-malformed', message: MALFORMED });
  });
});

describe('rsa-sha1', () => {
  it('refuses a booking the provider signed with rsa-sha1, naming it (RFC 8301 §3.1)', async () => {
    const raw = await forward(await signed('bookmyshow', undefined, { algorithm: 'rsa-sha1' }));
    expect(await verify(raw)).toEqual({
      ok: false,
      code: 'dkim-sha1',
      message:
        "The booking e-mail is signed with rsa-sha1, a method too weak to prove who sent it, so we do not accept it. Use 'Resend confirmation mail' on BookMyShow to get a freshly signed e-mail and forward it as an attachment.",
    });
  });

  it('lists the same booking signed with rsa-sha256 too', async () => {
    const sha1 = await signed('bookmyshow', undefined, { algorithm: 'rsa-sha1' });
    const both = await signed('bookmyshow', sha1);
    expect(await verify(await forward(both))).toMatchObject({ ok: true, booking: { bookingId: bms.bookingId } });
  });
});
