// The address rules as plain values, apart from the yup fields built on them (rules.ts): a page that only tests an
// address (the sell wizard's "does this sender need a code?") then loads no yup.

/** SPEC §5: an e-mail address with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5: optional +, first digit 1-9, up to 16 digits in total. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
/** The longest address SMTP can carry (RFC 5321: a 256-octet path less its angle brackets). */
export const MAX_EMAIL = 254;
