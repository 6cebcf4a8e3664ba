import { PASSWORD_RESET_MINUTES } from '../../../shared/passwordReset';
import type { EmailMessage } from '../senders/senders';

/** The e-mail that carries a reset link; an account made by Google sign-in is told the link sets its first password. */
export function resetMail(to: string, link: string, hasPassword: boolean): EmailMessage {
  const opening = hasPassword
    ? 'Someone asked to reset the password of your account. To choose a new one, open this link:'
    : 'Someone asked for a password for your account, which you sign in to with Google. To set one, open this link:';
  return {
    to,
    subject: 'Reset your password',
    text: [
      opening,
      link,
      '',
      `It works once, for ${PASSWORD_RESET_MINUTES} minutes. Setting a new password signs you out on every other device.`,
      'If you did not ask for this, ignore this e-mail: nothing changes.',
      '',
    ].join('\n'),
  };
}
