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

/**
 * A stored number as people read it: an Indian mobile as +91 98765 43210 (the grouping printed on Indian SIM cards
 * and shop signs). Other countries' numbers group differently from one to the next; they are shown as stored.
 */
export function formatPhone(phone: string): string {
  const e164 = toE164(phone);
  const india = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return india ? `+91 ${india[1]} ${india[2]}` : phone.trim();
}
