import { string } from 'yup';
import { toE164 } from '../phone';
import { EMAIL_PATTERN, MAX_EMAIL, PHONE_PATTERN } from './patterns';

export const emailField = () =>
  string().trim().required('Email is required').max(MAX_EMAIL, `Email cannot exceed ${MAX_EMAIL} characters`).matches(EMAIL_PATTERN, 'Please enter a valid email address');

/** Stored and texted in E.164 (+91… for a 10-digit Indian number), however it was typed. */
export const phoneField = () =>
  string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' && value !== '' ? toE164(value) : value))
    .required('Phone number is required')
    .matches(PHONE_PATTERN, 'Please enter a valid phone number');
