/** Where the server is in checking a forwarded booking e-mail (GET /api/verification-status). */
export type VerificationStage = 'waiting' | 'checking' | 'reading' | 'done' | 'failed';

/** SPEC §4: why a user may not list tickets yet; the server refuses listing creation with the same words. */
export const SELLING_GATE_MESSAGES = {
  noPhone: 'Please add your phone number to list tickets',
  emailPending: 'Please verify your email to list tickets',
  phonePending: 'Please verify your phone number to list tickets',
} as const;
