import type { ParsedMail } from 'mailparser';
import { htmlToLines, textToLines } from './parsers/lines';

/**
 * Lines a mail client writes above an original it forwards inline ("Forward" rather than "Forward as
 * attachment"). Each is tried on one tidied line, anchored at its start, so a long run of dashes stays linear.
 */
const MARKERS = [
  // Gmail: "---------- Forwarded message ---------"
  /^-{3,} ?Forwarded message ?-{3,}$/i,
  // mutt and NeoMutt: "----- Forwarded message from Name <address> -----"
  /^-{3,} ?Forwarded message from /i,
  // Apple Mail: "Begin forwarded message:"
  /^Begin forwarded message:?$/i,
  // Outlook before 2010: "-----Original Message-----"
  /^-{3,} ?Original Message ?-{3,}$/i,
];

/** Outlook: the original's "From:" line straight above its "Sent:" line, in text or (bold labels) HTML. */
function outlookBlock(lines: readonly string[]): boolean {
  return lines.some((line, i) => /^From: ?\S/i.test(line) && /^Sent: ?\S/i.test(lines[i + 1] ?? ''));
}

/** Whether the message's own text quotes a forwarded original, as mutt, Gmail, Outlook or Apple Mail write it. */
export function forwardedInline(parsed: ParsedMail): boolean {
  for (const lines of [textToLines(parsed.text ?? ''), htmlToLines(typeof parsed.html === 'string' ? parsed.html : '')]) {
    if (lines.some((line) => MARKERS.some((marker) => marker.test(line))) || outlookBlock(lines)) return true;
  }
  return false;
}
