/**
 * A phone number in E.164, the one form stored and texted: a 10-digit Indian mobile gains +91, a number
 * written with its country code gains the +. Spaces, dashes, dots and brackets are dropped first. Input the
 * SPEC §5 pattern refuses (letters, a leading 0) is returned trimmed and unchanged, for the validation to reject.
 */
export function toE164(phone: string): string {
  const compact = phone.trim().replace(/[\s\-.()]/g, '');
  if (!/^\+?[1-9]\d*$/.test(compact)) return phone.trim();
  if (compact.startsWith('+')) return compact;
  if (compact.length === 10) return `+91${compact}`;
  return `+${compact}`;
}
