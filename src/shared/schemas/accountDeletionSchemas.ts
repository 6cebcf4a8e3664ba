import { object, string, type InferType } from 'yup';
import { OTP_LENGTH } from '../constants';
import { otpLengthMessage } from './otpSchemas';
import { CURRENT_PASSWORD_REQUIRED, EMAIL_CODE_REQUIRED } from './passwordSchemas';

/** What the fan types to confirm: one word, the same in every account (an e-mail would be one more thing to mistype). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const CONFIRMATION_MISMATCH = `Please type ${DELETE_CONFIRMATION_WORD} to confirm`;

const confirmation = () => string().trim().required(CONFIRMATION_MISMATCH).oneOf([DELETE_CONFIRMATION_WORD], CONFIRMATION_MISMATCH);

/**
 * DELETE /users/me: the typed word, and proof that the owner is asking (see passwordChange.service on the
 * server): `currentPassword`, or for an account made by Google sign-in `emailCode`, a code sent to its e-mail.
 */
export const deleteAccountSchema = object({
  confirmation: confirmation(),
  currentPassword: string(),
  emailCode: string().trim(),
});
export type DeleteAccountValues = InferType<typeof deleteAccountSchema>;

/** The dialog's form for an account with a password. */
export const deleteWithPasswordSchema = object({
  confirmation: confirmation(),
  currentPassword: string().required(CURRENT_PASSWORD_REQUIRED),
});
export type DeleteWithPasswordValues = InferType<typeof deleteWithPasswordSchema>;

/** The dialog's form for an account made by Google sign-in (no password). */
export const deleteWithCodeSchema = object({
  confirmation: confirmation(),
  emailCode: string()
    .trim()
    .required(EMAIL_CODE_REQUIRED)
    .matches(new RegExp(`^\\d{${OTP_LENGTH.email}}$`), otpLengthMessage(OTP_LENGTH.email)),
});
export type DeleteWithCodeValues = InferType<typeof deleteWithCodeSchema>;
