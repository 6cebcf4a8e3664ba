import { OTP_LENGTH } from '../../../shared/constants';
import { FormTextField } from '../auth/FormTextField';
import { EmailCodeSender } from './EmailCodeSender';

/** The proof an account without a password gives: a code sent to its e-mail, and the field to type it in (`emailCode`). */
export function EmailCodeProof({ email }: { email: string }) {
  return (
    <>
      <EmailCodeSender email={email} />
      <FormTextField name="emailCode" label="Code from your email" autoComplete="one-time-code" inputProps={{ inputMode: 'numeric', maxLength: OTP_LENGTH.email }} />
    </>
  );
}
