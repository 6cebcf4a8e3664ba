import { msg91Mobile } from '../../src/server/services/senders/msg91Sender';
import { startHttpStandIn, type HttpStandIn } from '../../src/server/test/httpStandIn';
import { startSmtpStandIn, type SmtpStandIn } from '../../src/server/test/smtpStandIn';

/**
 * Where the cluster's codes go in production mode: an SMTP server (SMTP_URL) and MSG91's API (MSG91_BASE_URL),
 * both stand-ins on loopback that keep what they receive. Every API process sends to the same two, so a code
 * is found whichever process sent it (there is no /dev/outbox in production).
 */
export interface OutboundStandIns {
  env: Record<string, string>;
  /** The 6-digit code of the newest e-mail to `email` after the first `seenBefore` of them. */
  emailCode(email: string, seenBefore: number): Promise<string>;
  emailsTo(email: string): number;
  /** The 4-digit code of the newest SMS to `phoneNumber` after the first `seenBefore` of them. */
  smsCode(phoneNumber: string, seenBefore: number): Promise<string>;
  smsTo(phoneNumber: string): number;
  close(): Promise<void>;
}

interface Msg91Flow {
  recipients: { mobiles: string; otp: string }[];
}

async function poll<T>(what: string, read: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startOutboundStandIns(): Promise<OutboundStandIns> {
  const smtp: SmtpStandIn = await startSmtpStandIn();
  const msg91: HttpStandIn = await startHttpStandIn();
  msg91.answer = { status: 200, body: { type: 'success', message: 'queued' } };
  const mails = (email: string) => smtp.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === email.toLowerCase()));
  const texts = (phoneNumber: string) =>
    msg91.received
      .flatMap((request) => (JSON.parse(request.body) as Msg91Flow).recipients)
      .filter((recipient) => recipient.mobiles === msg91Mobile(phoneNumber));
  return {
    env: {
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'cluster-auth-key',
      MSG91_TEMPLATE_ID: 'cluster-template',
      MSG91_BASE_URL: msg91.url,
    },
    emailsTo: (email) => mails(email).length,
    emailCode: (email, seenBefore) =>
      poll(`an e-mail code to ${email}`, () => {
        const mine = mails(email);
        if (mine.length <= seenBefore) return undefined;
        const code = /Your verification code is (\d{6})\./.exec(mine[mine.length - 1].data)?.[1];
        if (code === undefined) throw new Error(`no 6-digit code in the e-mail to ${email}:\n${mine[mine.length - 1].data.slice(0, 2000)}`);
        return code;
      }),
    smsTo: (phoneNumber) => texts(phoneNumber).length,
    smsCode: (phoneNumber, seenBefore) =>
      poll(`an SMS code to ${phoneNumber}`, () => {
        const mine = texts(phoneNumber);
        return mine.length > seenBefore ? mine[mine.length - 1].otp : undefined;
      }),
    close: async () => {
      await Promise.all([smtp.close(), msg91.close()]);
    },
  };
}
