import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { verifyDkim } from './dkim';
import { parseMail } from './parseMail';
import { signedSubject } from './signedHeaders';
import { withSecondSubject } from './testing/headerAttacks';
import { dkimRecordFor, resolverFor, signOriginal, testKeyPair, testKeyRecords, TEST_DKIM_SELECTOR } from './testing/bookingEmails';
import { readFixture } from './testing/fixtures';
import { SHIPPED_DOMAINS } from './testing/shippedProviders';

const now = new Date();
const resolver = resolverFor(testKeyRecords(['bookmyshow.com', 'district.in', 'evil.example']));
const check = { expectedDomain: 'bookmyshow.com', providerDomains: SHIPPED_DOMAINS, now, resolver };
const original = () => readFixture('bookmyshow.eml');

describe('verifyDkim', () => {
  it('proves a whole-body signature by the provider and reports the key that did', async () => {
    const outcome = await verifyDkim(await signOriginal(original(), { domain: 'bookmyshow.com' }), check);
    const der = createPublicKey(testKeyPair().publicKey).export({ type: 'spki', format: 'der' });
    expect(outcome).toEqual({
      ok: true,
      proof: {
        domain: 'bookmyshow.com',
        selector: TEST_DKIM_SELECTOR,
        keyFingerprint: createHash('sha256').update(der).digest('hex'),
        publicKey: der.toString('base64'),
        signedAt: expect.any(String),
      },
      headers: { signed: expect.any(Array), unsigned: expect.any(Array) },
    });
  });

  it('tells the instances the signature covers (the bottom-most of each name in h=) from the ones added above', async () => {
    const withCc = Buffer.from(original().toString('utf8').replace(/^(To: .*)$/m, '$1\r\nCc: partner@example.in'));
    const signed = await signOriginal(withCc, { domain: 'bookmyshow.com', headerFieldNames: ['From', 'To', 'Cc', 'Subject', 'Date'] });
    const added = Buffer.concat([Buffer.from('To: top@evil.example\r\nCc: also@evil.example\r\n'), signed]);
    const outcome = await verifyDkim(added, check);
    if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
    const named = (name: string, fields: { name: string; value: string }[]) => fields.filter((f) => f.name === name).map((f) => f.value);
    expect(named('cc', outcome.headers.signed)).toEqual(['partner@example.in']);
    expect(named('to', outcome.headers.signed)).toHaveLength(1);
    expect(named('to', outcome.headers.signed)[0]).not.toContain('evil.example');
    expect(named('to', outcome.headers.unsigned)).toEqual(['top@evil.example']);
    expect(named('cc', outcome.headers.unsigned)).toEqual(['also@evil.example']);
  });

  it.each([
    ['To', ['From', 'Subject', 'Date']],
    ['Date', ['From', 'To', 'Subject']],
    ['Subject', ['From', 'To', 'Date']],
  ])('refuses a signature that leaves %s out of h=', async (header, names) => {
    const raw = await signOriginal(original(), { domain: 'bookmyshow.com', headerFieldNames: names });
    expect(await verifyDkim(raw, check)).toEqual({ ok: false, code: 'unsigned-header', header });
  });

  it('reports the key published under the signature\'s own selector', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const rotated = dkimRecordFor(publicKey);
    const both = resolverFor({ ...testKeyRecords(['bookmyshow.com']), 'rotated._domainkey.bookmyshow.com': rotated });
    const raw = await signOriginal(original(), { domain: 'bookmyshow.com', selector: 'rotated', privateKey });
    const outcome = await verifyDkim(raw, { ...check, resolver: both });
    const der = createPublicKey(publicKey).export({ type: 'spki', format: 'der' });
    expect(outcome).toMatchObject({
      ok: true,
      proof: { selector: 'rotated', publicKey: rotated.split('p=')[1], keyFingerprint: createHash('sha256').update(der).digest('hex') },
    });
  });

  it('passes when one of several signatures proves it', async () => {
    const byEvil = await signOriginal(original(), { domain: 'evil.example' });
    const raw = await signOriginal(byEvil, { domain: 'bookmyshow.com' });
    expect((await verifyDkim(raw, check)).ok).toBe(true);
  });

  it('refuses an l= signature even over the untouched body, and mailauth alone would pass it with text appended', async () => {
    const signedPart = await signOriginal(original(), { domain: 'bookmyshow.com', bodyLength: 400 });
    expect(await verifyDkim(signedPart, check)).toEqual({ ok: false, code: 'dkim-body-length' });
    const appended = Buffer.concat([signedPart, Buffer.from('Total Amount: Rs. 1.00\r\n')]);
    const plain = await dkimVerify(appended, { resolver, curTime: now });
    expect(plain.results[0].status.result).toBe('pass');
  });

  it('refuses an rsa-sha1 signature (RFC 8301 §3.1), which mailauth alone passes', async () => {
    const raw = await signOriginal(original(), { domain: 'bookmyshow.com', algorithm: 'rsa-sha1' });
    const [plain] = (await dkimVerify(raw, { resolver, curTime: now })).results as unknown as { algo: string; status: { result: string } }[];
    expect([plain.algo, plain.status.result]).toEqual(['rsa-sha1', 'pass']);
    expect(await verifyDkim(raw, check)).toEqual({ ok: false, code: 'dkim-sha1' });
  });

  it('refuses a signature whose From is not the signing domain', async () => {
    const forged = Buffer.from(original().toString('utf8').replace('tickets@bookmyshow.com', 'tickets@evil.example'));
    const outcome = await verifyDkim(await signOriginal(forged, { domain: 'bookmyshow.com' }), check);
    expect(outcome).toEqual({ ok: false, code: 'dkim-domain' });
  });

  it('calls an expired signature expired, not failed', async () => {
    const day = 24 * 60 * 60 * 1000;
    const raw = await signOriginal(original(), { domain: 'bookmyshow.com', signTime: new Date(now.getTime() - 9 * day), expires: new Date(now.getTime() - day) });
    expect(await verifyDkim(raw, check)).toEqual({ ok: false, code: 'dkim-expired' });
  });

  it('fails when no key is published for the selector', async () => {
    const raw = await signOriginal(original(), { domain: 'bookmyshow.com', selector: 'unknown' });
    expect(await verifyDkim(raw, check)).toEqual({ ok: false, code: 'dkim-fail' });
  });

  it('names the other provider whose signature it carries', async () => {
    const raw = await signOriginal(readFixture('district.eml'), { domain: 'district.in' });
    expect(await verifyDkim(raw, check)).toEqual({ ok: false, code: 'wrong-provider', signingDomain: 'district.in' });
  });

  it('names a provider an operator added, from the table, and not one the table lacks', async () => {
    const fromTixHub = Buffer.from(original().toString('utf8').replace(/^From: .*$/m, 'From: TixHub <orders@tixhub.example>'));
    const raw = await signOriginal(fromTixHub, { domain: 'tixhub.example' });
    const added = { ...check, resolver: resolverFor(testKeyRecords(['tixhub.example'])) };
    expect(await verifyDkim(raw, { ...added, providerDomains: [...SHIPPED_DOMAINS, 'tixhub.example'] })).toEqual({ ok: false, code: 'wrong-provider', signingDomain: 'tixhub.example' });
    expect(await verifyDkim(raw, added)).toEqual({ ok: false, code: 'dkim-domain', signingDomain: 'tixhub.example' });
  });

  it.each(['Date', 'Subject', 'From'])('refuses a second %s header', async (header) => {
    const signed = await signOriginal(original(), { domain: 'bookmyshow.com' });
    const doubled = signed.toString('utf8').replace(/\r\n\r\n/, `\r\n${header}: x@y.example\r\n\r\n`);
    expect(await verifyDkim(Buffer.from(doubled), check)).toEqual({ ok: false, code: 'duplicate-header', header });
  });

  describe('the Subject it hands over', () => {
    const subjectOf = async (raw: Buffer) => {
      const outcome = await verifyDkim(raw, check);
      if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
      return signedSubject(outcome.headers);
    };

    it('is the instance the signature covers, not a line it folded that mailparser takes for a second Subject', async () => {
      const signed = await signOriginal(original(), { domain: 'bookmyshow.com' });
      const folded = withSecondSubject(signed, '\f', 'Booking Confirmed - Another Show - Booking ID X1');
      expect((await parseMail(folded)).subject).toBe('Booking Confirmed - Another Show - Booking ID X1');
      expect(await subjectOf(folded)).toBe('Booking Confirmed - Kavya Menon Live - Coastal Nights Tour - Booking ID BMS4RT8WZ2Q');
    });

    it('is decoded as mailparser decodes it: encoded words, folded over lines', async () => {
      const subject = 'Booking Confirmed - Kavya Menon Live – Coastal Nights ✨ - Booking ID BMS4RT8WZ2Q';
      const encoded = `=?UTF-8?B?${Buffer.from(subject.slice(0, 30)).toString('base64')}?=\r\n =?UTF-8?Q?${[...Buffer.from(subject.slice(30))].map((b) => `=${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')}?=`;
      const raw = await signOriginal(Buffer.from(original().toString('utf8').replace(/^Subject: .*$/m, `Subject: ${encoded}`)), { domain: 'bookmyshow.com' });
      expect(await subjectOf(raw)).toBe(subject);
      expect((await parseMail(raw)).subject).toBe(subject);
    });

    it('is decoded as mailparser decodes it: raw UTF-8, no encoded words', async () => {
      const subject = 'Booking Confirmed - Kavya Menon Live – Coastal Nights ✨ - Booking ID BMS4RT8WZ2Q';
      const raw = await signOriginal(Buffer.from(original().toString('utf8').replace(/^Subject: .*$/m, `Subject: ${subject}`)), { domain: 'bookmyshow.com' });
      expect(await subjectOf(raw)).toBe(subject);
      expect((await parseMail(raw)).subject).toBe(subject);
    });
  });
});

