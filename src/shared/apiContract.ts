/**
 * The JSON the API answers beyond the SPEC §3 entities (SPEC §7 leaves these shapes to us).
 * Paths here are as the client writes them; the base query adds /api where SPEC §7 says.
 */
import type { Concert, User } from './entities';
import { ACCOUNT_SUSPENDED } from './suspension';

/** POST /auth/signin, POST /auth/signup, GET /auth/session, confirm-email, verify-otp, profile calls. */
export interface UserEnvelope {
  user: User;
}

/** GET /auth/google/login */
export interface AuthUrlResponse {
  authUrl: string;
}

/** POST /auth/resend-otp, POST /phone-verification/send-otp and POST /sender-addresses/send-otp */
export interface OtpSentResponse {
  message: string;
  /** phone only */
  verificationId?: string;
  /** seconds until another send is accepted */
  retryAfterSeconds: number;
}

/** GET /sender-addresses and POST /sender-addresses/verify-otp: the account's proven extra sender addresses. */
export interface SenderAddressesResponse {
  addresses: string[];
}

/** POST /sender-addresses/send-otp and POST /sender-addresses/verify-otp */
export interface SenderAddressRequest {
  email: string;
}
export interface SenderAddressCodeRequest extends SenderAddressRequest {
  code: string;
}

/** GET /concerts/{id}/subscription-status */
export interface SubscriptionStatus {
  subscribed: boolean;
}

/** GET /alerts/unsubscribe?token=: which event an alert e-mail's unsubscribe link would stop, and whether it still would. */
export interface UnsubscribeTarget {
  eventName: string;
  subscribed: boolean;
}

/** The answer to an unsubscribe token that is not one of ours; the page says the same of a link without one. */
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Open the event and turn its alerts off there.';

/** GET /manual-ticket-request/concert/{id}: whether the signed-in account asked for the event's tickets. */
export interface TicketRequestStatus {
  requested: boolean;
}

/** Explore filters, as query parameters of GET /concerts (dates are yyyy-mm-dd, Asia/Kolkata). */
export interface ConcertFilters {
  city?: string;
  categoryId?: number;
  from?: string;
  to?: string;
}

/**
 * The identity-provider callback ends at the SPA with `?loginResult=success` or
 * `?loginResult=failure&loginError=<code>`; the SPA saves that result locally and reads it at start (SPEC §3/§4).
 * The address is anyone's to write, so a failure carries a code from this fixed set, never text: the SPA shows
 * the code's text, or 'Authentication failed.' for anything else.
 */
export const LOGIN_RESULT_PARAM = 'loginResult';
export const LOGIN_ERROR_PARAM = 'loginError';
/** What the callback once sent as free text; the SPA now ignores it and only takes it out of the address. */
export const LEGACY_LOGIN_MESSAGE_PARAM = 'loginMessage';

export const LOGIN_FAILURES = {
  'not-set-up': 'Google sign-in is not enabled on this server',
  expired: 'Your Google sign-in took too long. Please try again.',
  failed: 'Google sign-in failed. Please try again.',
  'email-not-verified': 'Your Google account has no verified email address',
  suspended: ACCOUNT_SUSPENDED,
} as const;
export type LoginFailureCode = keyof typeof LOGIN_FAILURES;
export const AUTHENTICATION_FAILED = 'Authentication failed.';

/** The text for a login failure code; anything not in the fixed set (or no code) is SPEC §8's 'Authentication failed.'. */
export function loginFailureText(code: unknown): string {
  return typeof code === 'string' && Object.hasOwn(LOGIN_FAILURES, code) ? LOGIN_FAILURES[code as LoginFailureCode] : AUTHENTICATION_FAILED;
}

/** The header search suggestion (SPEC §2): text, optional image, optional subtext. */
export interface SearchSuggestion {
  text: string;
  image?: string | null;
  subtext?: string | null;
  concert: Concert;
}

/** Header names the API reads and writes. */
export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'X-Csrf-Token';
/** The secret a browser made with its device id: reading or changing that device's alerts needs it (or its account). */
export const DEVICE_SECRET_HEADER = 'X-Device-Secret';
export const SESSION_COOKIE = 'sid';
