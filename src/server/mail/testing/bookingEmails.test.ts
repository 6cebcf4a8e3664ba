import { verifyDkim } from '../dkim';
import { findForwardedOriginal } from '../forwarded';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_BOOKINGS } from './fixtureBookings';
import { FIXTURE_DIR, readFixture } from './fixtures';
import { signOriginal, testKeyPair, testResolver, wrapAsAttachment } from './bookingEmails';
import { renderOriginals } from './renderOriginals';
import { SHIPPED_DOMAINS } from './shippedProviders';

describe('the committed originals', () => {
  it('are what scripts/writeBookingOriginals.ts writes, byte for byte', async () => {
    const rendered = await renderOriginals();
    const committed = readdirSync(FIXTURE_DIR).filter((name) => name !== 'README.md');
    expect(committed.sort()).toEqual([...rendered.keys()].sort());
    for (const [name, bytes] of rendered) {
      expect({ name, text: readFileSync(join(FIXTURE_DIR, name), 'latin1') }).toEqual({ name, text: bytes.toString('latin1') });
    }
  });

  it('keep CRLF line ends and carry a non-ASCII name and an amount in Indian grouping', () => {
    for (const name of ['bookmyshow.eml', 'district.eml', 'skillbox.eml', 'sortmyscene.eml'] as const) {
      expect(readFixture(name).toString('latin1')).not.toMatch(/[^\r]\n/);
    }
    expect(readFixture('skillbox.eml').toString('utf8')).toContain('Dear Zoë Mascarenhas,');
    expect(readFixture('skillbox.eml').toString('utf8')).toContain('INR 1,25,000.00');
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
    const forward = await wrapAsAttachment(signed, { from: FIXTURE_BOOKINGS.district.to, to: 'verify@tickets.example', disposition, encoding });
    const found = await findForwardedOriginal(forward, SHIPPED_DOMAINS);
    expect(found.ok && found.raw.equals(signed)).toBe(true);
    const dkim = await verifyDkim(signed, { expectedDomain: 'district.in', now: new Date(), providerDomains: SHIPPED_DOMAINS, resolver: testResolver() });
    expect(dkim.ok).toBe(true);
  });
});

describe('signOriginal', () => {
  it('writes the t= it signed even when the clock moves while signing', async () => {
    let clock = Date.UTC(2026, 10, 22, 10, 0, 0, 400);
    const now = jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
    try {
      const signed = await signOriginal(readFixture('skillbox.eml'), { domain: 'skillboxes.com' });
      const dkim = await verifyDkim(signed, { expectedDomain: 'skillboxes.com', now: new Date(clock), providerDomains: SHIPPED_DOMAINS, resolver: testResolver() });
      expect(dkim.ok).toBe(true);
    } finally {
      now.mockRestore();
    }
  });
});
