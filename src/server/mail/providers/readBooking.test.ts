import type { ProviderDefinition } from '../../../shared/providerDefinition';
import { shippedProvider } from '../testing/shippedProviders';
import { compileProvider, ProviderRuleError } from './compileProvider';
import { readSample } from './readBooking';

/** An operator's rule runs on whatever an attacker forwards: it must finish, and a rule that cannot compile is never saved. */
const base = shippedProvider('skillbox');
const withField = (field: keyof ProviderDefinition['fields'], rule: ProviderDefinition['fields']['seat']): ProviderDefinition => ({
  ...base,
  fields: { ...base.fields, [field]: rule },
});

describe('rules that cannot hurt the server', () => {
  it('runs a catastrophic-backtracking pattern on a huge line in bounded time (RE2: linear)', () => {
    const provider = compileProvider(withField('seat', { pattern: '^(a+)+$' }));
    const line = `${'a'.repeat(200_000)}!`;
    const started = Date.now();
    const reading = readSample(provider, { subject: `${'a'.repeat(5_000)}!`, text: Array.from({ length: 20 }, () => line).join('\n'), html: `<p>${line}</p>`.repeat(5) });
    // A runaway bound only: a backtracking engine would not finish this in years.
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(reading.missing).toContain('seat');
  });

  it('reads a label on a huge e-mail without backtracking', () => {
    const provider = compileProvider(base);
    const started = Date.now();
    const reading = readSample(provider, { subject: '', text: `${'Order ID '.repeat(100_000)}\n`.repeat(10), html: '' });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(reading.missing).toEqual(['bookingId', 'eventName', 'dateTime', 'venue', 'quantity', 'amountPaid', 'seat']);
  });

  it.each([
    ['a back-reference', '(a)\\1', 'The seat pattern is not a valid pattern (RE2 syntax, no back-references or look-around): error parsing regexp: invalid escape sequence: `\\1`'],
    ['a look-ahead', 'a(?=b)', 'The seat pattern is not a valid pattern (RE2 syntax, no back-references or look-around): error parsing regexp: invalid or unsupported Perl syntax: `(?=`'],
    ['an unclosed group', '(a', 'The seat pattern is not a valid pattern (RE2 syntax, no back-references or look-around): error parsing regexp: missing closing ): `(a`'],
  ])('refuses %s with a message naming the rule', (_name, pattern, message) => {
    expect(() => compileProvider(withField('seat', { pattern }))).toThrow(new ProviderRuleError(message));
  });

  it.each(['gmail.com', 'mail.yahoo.com', 'outlook.com'])('refuses %s as a signing domain: anyone can send mail it signs', (domain) => {
    expect(() => compileProvider({ ...base, dkimDomains: [domain], fromDomains: [domain] })).toThrow(/is a public mail service .*anyone can send mail it signs/);
  });

  it('refuses a From domain that does not align with a signing domain', () => {
    expect(() => compileProvider({ ...base, fromDomains: ['evil.example'] })).toThrow('The From domain evil.example does not align with any DKIM domain (skillboxes.com)');
  });
});

describe('reading a layout as data', () => {
  it('says where each field came from and what is missing', () => {
    const provider = compileProvider(withField('seat', { label: 'Pass', pattern: '^(?P<seat>[A-Z]+) zone$' }));
    const reading = readSample(provider, {
      subject: 'Skillbox: Order #SKB-9 confirmed for Jazz Night',
      text: 'Order ID : SKB-9\nEvent : Jazz Night\nDate : Sat, 13 Feb 2027, 07:00 PM\nVenue : Blue Frog, Mumbai\nQty : 2\nTotal Paid : INR 1,000.00\nPass : GOLD zone',
      html: '',
    });
    expect(reading).toEqual({
      subject: 'confirmation',
      missing: [],
      fields: [
        { field: 'bookingId', value: 'SKB-9', from: { part: 'text', text: 'Order ID : SKB-9' } },
        { field: 'eventName', value: 'Jazz Night', from: { part: 'text', text: 'Event : Jazz Night' } },
        { field: 'dateTime', value: 'Sat, 13 Feb 2027, 07:00 PM', from: { part: 'text', text: 'Date : Sat, 13 Feb 2027, 07:00 PM' } },
        { field: 'venue', value: 'Blue Frog, Mumbai', from: { part: 'text', text: 'Venue : Blue Frog, Mumbai' } },
        { field: 'quantity', value: '2', from: { part: 'text', text: 'Qty : 2' } },
        { field: 'amountPaid', value: 'INR 1,000.00', from: { part: 'text', text: 'Total Paid : INR 1,000.00' } },
        { field: 'seat', value: 'GOLD', from: { part: 'text', text: 'Pass : GOLD zone' } },
      ],
    });
  });
});
