import { string } from 'yup';
import { toE164 } from '../phone';

/** SPEC §5: an e-mail address with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5: optional +, first digit 1-9, up to 16 digits in total. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
/** The longest address SMTP can carry (RFC 5321: a 256-octet path less its angle brackets). */
export const MAX_EMAIL = 254;

export const emailField = () =>
  string().trim().required('Email is required').max(MAX_EMAIL, `Email cannot exceed ${MAX_EMAIL} characters`).matches(EMAIL_PATTERN, 'Please enter a valid email address');

/** Stored and texted in E.164 (+91… for a 10-digit Indian number), however it was typed. */
export const phoneField = () =>
  string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' && value !== '' ? toE164(value) : value))
    .required('Phone number is required')
    .matches(PHONE_PATTERN, 'Please enter a valid phone number');
