import { object, string, type InferType } from 'yup';
import { MIN_PASSWORD, OTP_LENGTH } from '../constants';
import { otpLengthMessage } from './otpSchemas';

export const NEW_PASSWORD_REQUIRED = 'Please enter a new password';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';
export const EMAIL_CODE_REQUIRED = 'Please enter the code we sent to your email';

const newPasswordField = () =>
  string().required(NEW_PASSWORD_REQUIRED).min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters long`);

/**
 * The profile's password form for an account that has a password. The server (PUT /users/{id}) asks for
 * the same proof, with these messages: a session alone must not be able to change the password.
 */
export const changePasswordSchema = object({
  currentPassword: string().required(CURRENT_PASSWORD_REQUIRED),
  password: newPasswordField(),
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;

/** The profile's password form for an account made by Google sign-in: its first password, proved by an e-mail code. */
export const setFirstPasswordSchema = object({
  emailCode: string()
    .trim()
    .required(EMAIL_CODE_REQUIRED)
    .matches(new RegExp(`^\\d{${OTP_LENGTH.email}}$`), otpLengthMessage(OTP_LENGTH.email)),
  password: newPasswordField(),
});
export type SetFirstPasswordValues = InferType<typeof setFirstPasswordSchema>;
