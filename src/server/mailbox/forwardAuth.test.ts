import MailComposer from 'nodemailer/lib/mail-composer';
import { resolverFor, signOriginal, testKeyRecords } from '../mail/testing/bookingEmails';
import { authenticateForward, authenticateReceived, forwardProvesSender } from './forwardAuth';

const ORIGIN = { ip: '192.0.2.10', helo: 'mail.example.com', sender: 'seller@example.com', mta: 'localhost' };
const resolver = resolverFor({ ...testKeyRecords(['example.com']), '_dmarc.example.com': 'v=DMARC1; p=reject' });

function forward(from: string): Promise<Buffer> {
  return new MailComposer({ from, to: 'verify@localhost', subject: 'Fwd: booking', text: 'attached' }).compile().build();
}

describe('the production check on the forwarding message itself', () => {
  it('passes DMARC for a message signed by its From domain, and fails an unsigned one', async () => {
    const signed = await signOriginal(await forward('Seller@Example.com'), { domain: 'example.com' });
    expect(await authenticateForward(signed, ORIGIN, resolver)).toEqual({ dmarc: 'pass', headerFrom: 'seller@example.com' });
    expect(await authenticateForward(await forward('seller@example.com'), ORIGIN, resolver)).toEqual({ dmarc: 'fail', headerFrom: 'seller@example.com' });
  });

  it('reads who delivered mail taken over IMAP from the hosted mailbox\'s own Received header', async () => {
    const received = Buffer.from('Received: from mail.example.com (mail.example.com [192.0.2.10]) by mx.hosted.example with ESMTPS; Sat, 21 Nov 2026 10:00:00 +0000\r\n');
    const signed = await signOriginal(await forward('seller@example.com'), { domain: 'example.com' });
    expect(await authenticateReceived(Buffer.concat([received, signed]), resolver)).toEqual({ dmarc: 'pass', headerFrom: 'seller@example.com' });
    expect((await authenticateReceived(Buffer.concat([received, await forward('seller@example.com')]), resolver)).dmarc).toBe('fail');
  });

  it.each([
    ['passes: DMARC pass from the sender itself', { dmarc: 'pass', headerFrom: 'seller@example.com' }, true],
    ['refuses: DMARC failed', { dmarc: 'fail', headerFrom: 'seller@example.com' }, false],
    ['refuses: DMARC pass, but for someone else', { dmarc: 'pass', headerFrom: 'attacker@evil.example' }, false],
    ['refuses: never checked', { dmarc: null, headerFrom: null }, false],
  ])('in production it %s', (_case, auth, proves) => {
    expect(forwardProvesSender(auth, 'Seller@example.com', true)).toBe(proves);
  });

  it('checks nothing outside production', () => {
    expect(forwardProvesSender({ dmarc: null, headerFrom: null }, 'seller@example.com', false)).toBe(true);
  });
});
