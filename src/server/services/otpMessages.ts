import type { OtpChannel } from '../../shared/constants';
import type { Senders } from './senders/senders';

const VALID_FOR = 'It expires in 10 minutes.';

/** The e-mail or SMS that carries a one-time code. */
export async function deliverCode(senders: Senders, channel: OtpChannel, to: string, code: string): Promise<void> {
  if (channel === 'email') {
    await senders.email.sendEmail({
      to,
      // Never the code: a subject shows in notifications and mail lists, and is kept where the text is not.
      subject: 'Your verification code',
      text: `Your verification code is ${code}.\n\n${VALID_FOR} If you did not ask for it, you can ignore this e-mail.\n`,
    });
    return;
  }
  await senders.sms.sendSms({ to, code, text: `${code} is your verification code. ${VALID_FOR}` });
}
