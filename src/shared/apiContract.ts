/**
 * The JSON the API answers beyond the SPEC §3 entities (SPEC §7 leaves these shapes to us).
 * Paths here are as the client writes them; the base query adds /api where SPEC §7 says.
 */
import type { Concert, User } from './entities';

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

/** Explore filters, as query parameters of GET /concerts (dates are yyyy-mm-dd, Asia/Kolkata). */
export interface ConcertFilters {
  city?: string;
  categoryId?: number;
  from?: string;
  to?: string;
}

/**
 * The identity-provider callback ends at the SPA with `?loginResult=success` or
 * `?loginResult=failure&loginMessage=…`; the SPA saves that result locally and reads it at start (SPEC §3/§4).
 */
export const LOGIN_RESULT_PARAM = 'loginResult';
export const LOGIN_MESSAGE_PARAM = 'loginMessage';

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
export const SESSION_COOKIE = 'sid';
