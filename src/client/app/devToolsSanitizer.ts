import type { Action } from '@reduxjs/toolkit';

export const REDACTED = '[redacted]';

/** Keys whose values are secrets: passwords, OTP codes, tokens, CSRF values, session ids. */
const SECRET_KEY = /pass(word)?|otp|code|token|csrf|secret|authori[sz]ation|cookie|session.?id|verification.?id/i;
/** The same secrets inside strings: query strings (`otp=1234`) and serialised cache keys (`"code":"1234"`). */
const SECRET_IN_TEXT =
  /((?:pass(?:word)?|otp|code|token|csrf|secret|verificationId)["']?\s*[:=]\s*["']?)([^&"',}\s]+)/gi;

/** A code quoted in words, as server messages do: `Code 771955 has expired`. */
const CODE_IN_WORDS = /\b((?:otp|code)\s+)\d{4,8}\b/gi;

/** Keys that hold a person's e-mail address or phone number (not `emailVerificationStatus` and the like). */
const CONTACT_KEY = /(?:e-?mail(?:address)?|phone(?:number)?|mobile(?:number)?)$/i;
/** An e-mail address, an international number (+91…) or an Indian mobile number anywhere in a string. */
const CONTACT_IN_TEXT = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|\+\d{10,15}\b|\b[6-9]\d{9}\b/g;

const MAX_DEPTH = 30;

/** `text` with every secret and every e-mail address or phone number in it replaced. */
export function redactText(text: string): string {
  return text
    .replace(SECRET_IN_TEXT, `$1${REDACTED}`)
    .replace(CODE_IN_WORDS, `$1${REDACTED}`)
    .replace(CONTACT_IN_TEXT, REDACTED);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of `value` with every secret and contact detail replaced; the original is never touched. */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH) return REDACTED as T;
  if (typeof value === 'string') return redactText(value) as T;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1)) as T;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // Only leaf values are blanked, so containers such as `otpThrottle` keep their shape.
    const isLeaf = typeof item === 'string' || typeof item === 'number';
    const isSecretLeaf = isLeaf && (SECRET_KEY.test(key) || CONTACT_KEY.test(key));
    copy[redactText(key)] = isSecretLeaf ? REDACTED : redactSecrets(item, depth + 1);
  }
  return copy as T;
}

/** Redux DevTools hooks: what the extension sees, never what the store holds. */
export const actionSanitizer = <A extends Action>(action: A): A => redactSecrets(action);
export const stateSanitizer = <S>(state: S): S => redactSecrets(state);
