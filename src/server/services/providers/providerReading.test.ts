import { signOriginal } from '../../mailbox/demoBooking';
import { resolverFor, TEST_DKIM_SELECTOR, testKeyPair, testKeyRecords } from '../../mail/testing/bookingEmails';
import { TIXHUB } from '../../test/providerFixtures';
import { tryDefinition } from './providerReading';

const DOMAIN = TIXHUB.dkimDomains[0];

const signed = () =>
  signOriginal(
    Buffer.from(
      [`From: TixHub <orders@${DOMAIN}>`, 'To: fan@example.com', 'Subject: TixHub order TH-1', 'Date: Mon, 01 Feb 2027 10:00:00 +0530', '', 'Reference: TH-1', ''].join('\r\n'),
    ),
    { domain: DOMAIN, selector: TEST_DKIM_SELECTOR, privateKey: testKeyPair().privateKey },
  );

describe("Try it's key source", () => {
  const keys = resolverFor(testKeyRecords([DOMAIN]));
  const now = new Date('2027-02-01T05:00:00Z');

  it('says DNS when DNS publishes the very key that verified the signature, whatever its selector', async () => {
    const tried = await tryDefinition(TIXHUB, await signed(), { resolver: keys, dns: keys }, now, false);
    expect(tried.dkim).toEqual({ pass: true, domain: DOMAIN, selector: TEST_DKIM_SELECTOR, keySource: 'dns' });
  });

  it('says a test key when DNS has no such key, or another one', async () => {
    const nothing = resolverFor({});
    const another = resolverFor({ [`${TEST_DKIM_SELECTOR}._domainkey.${DOMAIN}`]: 'v=DKIM1; k=rsa; p=AAAA' });
    for (const dns of [nothing, another]) {
      const tried = await tryDefinition(TIXHUB, await signed(), { resolver: keys, dns }, now, false);
      expect(tried.dkim).toMatchObject({ pass: true, keySource: 'test-key' });
    }
  });
});
