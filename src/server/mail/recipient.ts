import type { ParsedMail } from 'mailparser';
import { addressesIn } from './parseMail';

/** Whether the original was sent to one of these addresses (To or Cc, case ignored). */
export function isAddressedTo(original: ParsedMail, emails: readonly string[]): boolean {
  const recipients = [...addressesIn(original.to), ...addressesIn(original.cc)];
  return emails.some((email) => recipients.includes(email.trim().toLowerCase()));
}
