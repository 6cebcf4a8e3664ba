/**
 * Where sellers forward their booking e-mails when the server does not say (GET /verification-mailbox):
 * the embedded mailbox's default address (the server's VERIFY_MAILBOX).
 */
export const DEFAULT_VERIFICATION_MAILBOX = 'verify@localhost';

/** How often the live verification stage is asked for while the create call runs. */
export const VERIFICATION_STAGE_POLL_MS = 1000;
