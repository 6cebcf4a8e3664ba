/** Where the server is in checking a forwarded booking e-mail (GET /api/verification-status). */
export type VerificationStage = 'waiting' | 'checking' | 'reading' | 'done' | 'failed';

/** SPEC §4: why a user may not list tickets yet; the server refuses listing creation with the same words. */
export const SELLING_GATE_MESSAGES = {
  noPhone: 'Please add your phone number to list tickets',
  emailPending: 'Please verify your email to list tickets',
  phonePending: 'Please verify your phone number to list tickets',
} as const;

/**
 * A graceful stop ends a Verify that is waiting for the forwarded e-mail with a 503 saying this. Nothing was
 * listed and the forward stays unused, so pressing Verify again (the wizard does it once by itself) finds it.
 */
export const SERVER_RESTARTED = "The server restarted while it waited for your e-mail. Nothing was listed: press 'I've forwarded the email' again.";

/**
 * create-from-verified-email's `sinceForwardingMs`: how long ago the seller was shown where to forward the
 * e-mail, as a duration so that neither clock's setting matters. The server counts only mail received since
 * then (never before the seller's session began, nor more than 30 minutes back); the client sends at most this.
 */
export const MAX_SINCE_FORWARDING_MS = 7 * 24 * 60 * 60 * 1000;
