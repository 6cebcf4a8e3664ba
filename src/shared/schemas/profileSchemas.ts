import { object, string, type InferType } from 'yup';
import { MAX_PROFILE_IMAGE_BYTES, MIN_PASSWORD, OTP_LENGTH } from '../constants';
import { otpLengthMessage } from './otpSchemas';
import { nameField, PHONE_PATTERN } from './rules';

export type ProfileField = 'name' | 'email' | 'phoneNumber';

/** SPEC §5/§8 wording: '{Name|Email|Phone number} …'. */
export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  name: 'Name',
  email: 'Email',
  phoneNumber: 'Phone number',
};

export function emptyFieldMessage(field: ProfileField): string {
  return `${PROFILE_FIELD_LABELS[field]} cannot be empty`;
}

const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD} characters long`;
export const NEW_PASSWORD_REQUIRED = 'Please enter a new password';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';
export const EMAIL_CODE_REQUIRED = 'Please enter the code we sent to your email';

/**
 * PUT /users/{id}: every field optional, but a present one must be valid. A new password comes with proof
 * that the owner is asking, not just their session: `currentPassword`, or for an account made by Google
 * sign-in (no password yet) `emailCode`, a code sent to its verified e-mail. The service knows which applies.
 */
export const updateUserSchema = object({
  name: nameField(emptyFieldMessage('name')),
  phoneNumber: string()
    .trim()
    .test('not-empty', emptyFieldMessage('phoneNumber'), (v) => v === undefined || v.length > 0).matches(PHONE_PATTERN, 'Please enter a valid phone number'),
  password: string().min(MIN_PASSWORD, PASSWORD_TOO_SHORT),
  currentPassword: string(),
  emailCode: string().trim(),
});
export type UpdateUserValues = InferType<typeof updateUserSchema>;

const newPasswordField = () => string().required(NEW_PASSWORD_REQUIRED).min(MIN_PASSWORD, PASSWORD_TOO_SHORT);

/** The profile's password form for an account that has a password. */
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

export const IMAGE_TYPE_MESSAGE = 'Please select a valid image file';
export const IMAGE_SIZE_MESSAGE = 'Image size should be less than 5MB';

/** The SPEC §5 checks a picture passes before upload; returns the first failing message. */
export function profilePictureError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_TYPE_MESSAGE;
  if (file.size >= MAX_PROFILE_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}
