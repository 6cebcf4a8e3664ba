import { verifyDkim } from '../dkim';
import { findForwardedOriginal } from '../forwarded';
import { FIXTURE_NAMES, fixtureExpectations, readFixture } from './fixtures';
import { FIXTURE_BOOKINGS } from './fixtureBookings';
import { buildOriginal, signOriginal, testKeyPair, testResolver, wrapAsAttachment } from './bookingEmails';

const expected = fixtureExpectations();

describe('buildOriginal', () => {
  it.each(FIXTURE_NAMES)('reproduces %s byte for byte from its values', (name) => {
    const provider = expected[name].provider;
    expect(buildOriginal(provider, FIXTURE_BOOKINGS[provider]).toString('utf8')).toBe(readFixture(name).toString('utf8'));
  });
});

describe('signing and wrapping', () => {
  it('caches one key pair per process', () => {
    expect(testKeyPair()).toBe(testKeyPair());
    expect(testKeyPair().dnsRecord).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]+$/);
  });

  it.each([
    ['attachment', '8bit'],
    ['attachment', 'base64'],
    ['inline', '8bit'],
    ['inline', 'base64'],
  ] as const)('keeps the signed bytes exact as an %s in %s', async (disposition, encoding) => {
    const signed = await signOriginal(readFixture('district.eml'), { domain: 'district.in' });
    const forward = await wrapAsAttachment(signed, { from: 'kabir.m@example.com', to: 'verify@tickets.example', disposition, encoding });
    const found = await findForwardedOriginal(forward);
    expect(found.ok && found.raw.equals(signed)).toBe(true);
    const dkim = await verifyDkim(signed, { expectedDomain: 'district.in', now: new Date(), resolver: testResolver() });
    expect(dkim.ok).toBe(true);
  });
});

describe('signOriginal', () => {
  it('writes the t= it signed even when the clock moves while signing', async () => {
    let clock = Date.UTC(2026, 10, 22, 10, 0, 0, 400);
    const now = jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
    try {
      const signed = await signOriginal(readFixture('skillbox.eml'), { domain: 'skillboxes.com' });
      const dkim = await verifyDkim(signed, { expectedDomain: 'skillboxes.com', now: new Date(clock), resolver: testResolver() });
      expect(dkim.ok).toBe(true);
    } finally {
      now.mockRestore();
    }
  });
});
