import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testKeyRecords } from '../mail/testing/bookingEmails';
import { SHIPPED, SHIPPED_KNOWN, shippedProvider } from '../mail/testing/shippedProviders';
import { verifyForwardedBooking } from '../mail/verifyBooking';
import { TIXHUB } from '../test/providerFixtures';
import { buildDemoForward } from './demoForward';
import { verificationResolver, verificationResolvers } from './trustedKeys';

const EVENT = {
  concertName: 'Sunburn Arena ft. Alan Walker',
  concertDate: '2027-03-21T17:00:00+05:30',
  concertVenue: 'NESCO Grounds, Goregaon',
  concertCity: 'Mumbai',
};

describe('the demo forward and the keys the server trusts', () => {
  it('builds a forward the server verifies outside production with no setup, and never in production', async () => {
    const { raw, booking } = await buildDemoForward({ provider: shippedProvider('district'), event: EVENT, from: 'you@example.com', to: 'verify@localhost' });
    const check = (resolver: ReturnType<typeof verificationResolver>) =>
      verifyForwardedBooking({
        raw,
        providerDomain: 'district.in',
        providers: SHIPPED_KNOWN,
        senderEmail: 'you@example.com',
        event: { name: EVENT.concertName, date: EVENT.concertDate },
        resolver,
      });
    expect(await check(verificationResolver({ nodeEnv: 'development', dkimTestKeys: null }))).toMatchObject({
      ok: true,
      booking: { bookingId: booking.bookingId, seat: booking.seat, quantity: booking.quantity, amountPaid: booking.amountPaid },
      dkim: { domain: 'district.in', selector: 'mp-demo' },
    });
    const dns = jest.fn().mockRejectedValue(Object.assign(new Error('no such name'), { code: 'ENOTFOUND' }));
    const production = await check(verificationResolver({ nodeEnv: 'production', dkimTestKeys: null }, dns));
    expect(production).toMatchObject({ ok: false, code: 'dkim-fail' });
    expect(dns).toHaveBeenCalledWith('mp-demo._domainkey.district.in', 'TXT');
  });

  it('trusts the demo key for a caller on this machine only: its private half is public', async () => {
    const dns = jest.fn().mockRejectedValue(Object.assign(new Error('no such name'), { code: 'ENOTFOUND' }));
    const { loopback, network } = verificationResolvers({ nodeEnv: 'development', dkimTestKeys: null }, dns);
    expect(await loopback?.('mp-demo._domainkey.district.in', 'TXT')).toHaveLength(1);
    await expect(network?.('mp-demo._domainkey.district.in', 'TXT')).rejects.toThrow('no such name');
    expect(dns).toHaveBeenCalledWith('mp-demo._domainkey.district.in', 'TXT');
  });

  it('also trusts the keys a DKIM_TEST_KEYS file lists', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dkim-keys-'));
    try {
      const file = join(dir, 'keys.json');
      await writeFile(file, JSON.stringify(testKeyRecords(['district.in'])));
      const resolver = verificationResolver({ nodeEnv: 'test', dkimTestKeys: file });
      expect(await resolver?.('mp-test._domainkey.district.in', 'TXT')).toEqual([[testKeyRecords(['district.in'])['mp-test._domainkey.district.in']]]);
      expect(await resolver?.('mp-demo._domainkey.district.in', 'TXT')).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('books varied seats, quantities and prices, each event at its own price scale, and every provider reads them back', async () => {
    const other = { ...EVENT, concertName: 'Zakir Khan: Papa Yaar' };
    const bookings = await Promise.all(
      Array.from({ length: 12 }, (_, i) => buildDemoForward({ provider: shippedProvider('bookmyshow'), event: i % 2 === 0 ? EVENT : other, from: 'you@example.com', to: 'verify@localhost' })),
    );
    expect(new Set(bookings.map(({ booking }) => `${booking.seat} × ${booking.quantity} ₹${booking.amountPaid}`)).size).toBeGreaterThan(6);
    for (const { booking } of bookings) {
      expect(booking.quantity).toBeGreaterThanOrEqual(1);
      expect(booking.quantity).toBeLessThanOrEqual(4);
      expect(booking.amountPaid % (booking.quantity * 50)).toBe(0);
    }
    for (const provider of SHIPPED) {
      const { raw, booking } = await buildDemoForward({ provider, event: EVENT, from: 'you@example.com', to: 'verify@localhost' });
      const result = await verifyForwardedBooking({
        raw,
        providerDomain: provider.dkimDomains[0],
        providers: SHIPPED_KNOWN,
        senderEmail: 'you@example.com',
        event: { name: EVENT.concertName, date: EVENT.concertDate },
        resolver: verificationResolver({ nodeEnv: 'development', dkimTestKeys: null }),
      });
      expect(result).toMatchObject({ ok: true, booking: { seat: booking.seat, quantity: booking.quantity, amountPaid: booking.amountPaid } });
    }
  });
  it('gives a provider an operator added a demo forward from its definition, which its rules read back', async () => {
    const providers = [...SHIPPED_KNOWN, { definition: TIXHUB, version: 1 }];
    const { raw, booking } = await buildDemoForward({ provider: TIXHUB, event: EVENT, from: 'you@example.com', to: 'verify@localhost' });
    expect(booking.bookingId).toMatch(/^TH-\d{10}$/);
    const result = await verifyForwardedBooking({
      raw,
      providerDomain: 'tixhub.example',
      providers,
      senderEmail: 'you@example.com',
      event: { name: EVENT.concertName, date: EVENT.concertDate },
      resolver: verificationResolver({ nodeEnv: 'development', dkimTestKeys: null }),
    });
    expect(result).toMatchObject({ ok: true, booking: { bookingId: booking.bookingId, eventName: EVENT.concertName, seat: booking.seat, amountPaid: booking.amountPaid } });
  });

  it("says so when a provider's rules cannot be demoed: a body pattern with no label", async () => {
    const unlabelled = { ...TIXHUB, fields: { ...TIXHUB.fields, bookingId: { pattern: '^Ref (?P<bookingId>TH-\\d+)$' } } };
    await expect(buildDemoForward({ provider: unlabelled, event: EVENT, from: 'you@example.com', to: 'verify@localhost' })).rejects.toThrow(
      "TixHub has no demo forward: an e-mail written from its definition (the subject 'TixHub order TH-… for {event}', a line per label) does not read back every field with its own rules. Send a real TixHub confirmation instead.",
    );
  });
});
