import { object, string, type InferType } from 'yup';
import { OTP_LENGTH } from '../constants';
import { otpLengthMessage } from './otpSchemas';
import { emailField } from './rules';

/** The account e-mail's rules (254 characters at most), lower-cased. */
const senderEmail = () => emailField().lowercase();

/** POST /sender-addresses/send-otp: another address the seller forwards booking e-mails from. */
export const senderAddressSchema = object({ email: senderEmail() });
export type SenderAddressValues = InferType<typeof senderAddressSchema>;

/** POST /sender-addresses/verify-otp: the address and the code e-mailed to it. */
export const senderAddressCodeSchema = object({
  email: senderEmail(),
  code: string()
    .required(otpLengthMessage(OTP_LENGTH.sender))
    .matches(new RegExp(`^\\d{${OTP_LENGTH.sender}}$`), otpLengthMessage(OTP_LENGTH.sender)),
});
export type SenderAddressCodeValues = InferType<typeof senderAddressCodeSchema>;
