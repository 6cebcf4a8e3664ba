import type { OtpKind } from '../../../shared/constants';

/** SPEC §8 OTP texts, per channel where they differ. */
export const OTP_TEXT = {
  email: {
    title: 'Verify Email',
    sent: 'OTP sent to your email',
    verified: 'Email verified successfully!',
  },
  phone: {
    title: 'Verify Phone Number',
    sent: 'OTP sent to your phone',
    verified: 'Phone number verified successfully!',
  },
  sender: {
    title: 'Verify Sender Email',
    sent: 'OTP sent to this address',
    verified: 'Sender email verified successfully!',
  },
} as const satisfies Record<OtpKind, Record<string, string>>;

export const SEND_FAILED = 'Failed to send OTP. Please try again.';
export const RESEND_FAILED = 'Failed to resend OTP. Please try again.';
export const VERIFY_FAILED = 'Verification failed. Please try again.';
export const PHONE_ID_MISSING = 'Phone verification ID is required';
