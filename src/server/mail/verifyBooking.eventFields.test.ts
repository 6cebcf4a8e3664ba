import { SHIPPED_KNOWN } from './testing/shippedProviders';
import { bms, forward, signed, verify } from './testing/verifyBookingHarness';

/** BookMyShow as an operator might set it: its events told apart by venue too. */
const byVenue = SHIPPED_KNOWN.map((p) =>
  p.definition.slug === 'bookmyshow' ? { ...p, definition: { ...p.definition, eventFields: [...p.definition.eventFields, 'venue' as const] } } : p,
);
const event = { name: bms.eventName, date: bms.eventDate, venue: bms.venue, city: bms.city };

describe("the event match compares the fields the provider names", () => {
  it('refuses a booking for the same show and day at another venue, naming both venues', async () => {
    const result = await verify(await forward(await signed('bookmyshow')), 'bookmyshow', {
      providers: byVenue,
      event: { ...event, venue: 'Jawaharlal Nehru Stadium', city: 'Kochi' },
    });
    expect(result).toEqual({
      ok: false,
      code: 'wrong-event',
      message:
        "This booking is for 'Kavya Menon Live - Coastal Nights Tour' at Bolgatty Palace Lawns, Mulavukad, Kochi, not for 'Kavya Menon Live - Coastal Nights Tour' at Jawaharlal Nehru Stadium, Kochi. Pick the matching event.",
    });
  });

  it('accepts the same venue, written with its city or without it', async () => {
    const raw = await forward(await signed('bookmyshow'));
    expect(await verify(raw, 'bookmyshow', { providers: byVenue, event })).toMatchObject({ ok: true });
    expect(await verify(raw, 'bookmyshow', { providers: byVenue, event: { ...event, venue: 'Bolgatty Palace Lawns', city: 'Kochi' } })).toMatchObject({ ok: true });
  });

  it('leaves the venue alone for a provider that does not name it', async () => {
    const raw = await forward(await signed('bookmyshow'));
    expect(await verify(raw, 'bookmyshow', { event: { ...event, venue: 'Jawaharlal Nehru Stadium', city: 'Kochi' } })).toMatchObject({ ok: true });
  });

  it('compares only the day when the provider does not name the event name', async () => {
    const byDay = SHIPPED_KNOWN.map((p) => (p.definition.slug === 'bookmyshow' ? { ...p, definition: { ...p.definition, eventFields: ['dateTime' as const] } } : p));
    const raw = await forward(await signed('bookmyshow'));
    expect(await verify(raw, 'bookmyshow', { providers: byDay, event: { ...event, name: 'Saturday Night at the Bolgatty Lawns' } })).toMatchObject({ ok: true });
    expect(await verify(raw, 'bookmyshow', { providers: byDay, event: { ...event, date: '2027-11-21T19:30:00+05:30' } })).toMatchObject({ ok: false, code: 'wrong-event' });
  });
});
