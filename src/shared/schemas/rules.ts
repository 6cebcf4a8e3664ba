import { string } from 'yup';

/** SPEC §5: an e-mail address with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5: optional +, first digit 1-9, up to 16 digits in total. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

export const emailField = () =>
  string().trim().required('Email is required').matches(EMAIL_PATTERN, 'Please enter a valid email address');

export const phoneField = () =>
  string().trim().required('Phone number is required').matches(PHONE_PATTERN, 'Please enter a valid phone number');
