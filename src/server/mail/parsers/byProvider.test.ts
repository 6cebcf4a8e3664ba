import { parseMail } from '../parseMail';
import { FIXTURE_NAMES, fixtureExpectations, readFixture } from '../testing/fixtures';
import { shippedProvider } from '../testing/shippedProviders';
import { parseBooking } from './byProvider';

const expected = fixtureExpectations();

describe.each(FIXTURE_NAMES)('the %s fixture', (name) => {
  it('yields exactly what expected.json says', async () => {
    const want = expected[name];
    const booking = parseBooking(shippedProvider(want.provider), await parseMail(readFixture(name)));
    expect(booking).toEqual({
      provider: want.provider,
      bookingId: want.bookingId,
      eventName: want.eventName,
      eventDate: want.eventDate,
      eventDateIso: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      venue: want.venue,
      city: want.city,
      seat: want.seat,
      quantity: want.quantity,
      amountPaid: want.amountPaid,
    });
  });

  it('is not read by the other providers’ parsers', async () => {
    const parsed = await parseMail(readFixture(name));
    const others = (['bookmyshow', 'district', 'skillbox', 'sortmyscene'] as const).filter((p) => p !== expected[name].provider);
    for (const other of others) expect(parseBooking(shippedProvider(other), parsed)).toBeNull();
  });
});

it('gives the ISO day of each fixture', async () => {
  const days = await Promise.all(
    FIXTURE_NAMES.map(async (name) => parseBooking(shippedProvider(expected[name].provider), await parseMail(readFixture(name)))?.eventDateIso),
  );
  expect(days).toEqual(['2027-11-20', '2027-12-11', '2028-01-15', '2028-02-26']);
});
