import { object, string, type InferType } from 'yup';
import { MAX_PROFILE_IMAGE_BYTES, MIN_PASSWORD } from '../constants';
import { toE164 } from '../phone';
import { PHONE_PATTERN } from './patterns';
import { nameField } from './nameRules';

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

/**
 * PUT /users/{id}: every field optional, but a present one must be valid. A new password comes with proof
 * that the owner is asking, not just their session: `currentPassword`, or for an account made by Google
 * sign-in (no password yet) `emailCode`, a code sent to its verified e-mail (see passwordSchemas.ts).
 */
export const updateUserSchema = object({
  name: nameField(emptyFieldMessage('name')),
  phoneNumber: string()
    .trim()
    // E.164, as sign-up stores it: a number typed another way is still the same number.
    .transform((value: unknown) => (typeof value === 'string' && value !== '' ? toE164(value) : value))
    .test('not-empty', emptyFieldMessage('phoneNumber'), (v) => v === undefined || v.length > 0).matches(PHONE_PATTERN, 'Please enter a valid phone number'),
  password: string().min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters long`),
  currentPassword: string(),
  emailCode: string().trim(),
});
export type UpdateUserValues = InferType<typeof updateUserSchema>;

export const IMAGE_TYPE_MESSAGE = 'Please select a valid image file';
export const IMAGE_SIZE_MESSAGE = 'Image size should be less than 5MB';

/** The SPEC §5 checks a picture passes before upload; returns the first failing message. */
export function profilePictureError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_TYPE_MESSAGE;
  if (file.size >= MAX_PROFILE_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}
