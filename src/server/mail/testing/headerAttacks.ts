/**
 * Header lines two readers can read two ways (issue 40): mailauth, which checks the signature, folds any line
 * that starts with white space (`/^\s/`: a form feed, a vertical tab, a no-break space) into the line above;
 * mailparser folds only on space and tab and reads such a line as a field of its own. No jest here.
 */

/** The first characters a line can fold on for one reader and not for the other. */
export const FOLDING_STARTS = [
  ['a form feed', '\f'],
  ['a vertical tab', '\v'],
  ['a no-break space (0xA0)', '\xa0'],
] as const;

function editHeader(raw: Buffer, edit: (header: string) => string): Buffer {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const header = text.slice(0, end);
  const edited = edit(header);
  if (edited === header) throw new Error('editHeader: nothing changed');
  return Buffer.from(edited + text.slice(end), 'latin1');
}

/**
 * After the Subject: an unsigned `X-Pad` line, then `line` starting with `start`. The DKIM checker folds that
 * line into X-Pad, which no signature covers, so a signature holds on whatever it covered.
 */
export function withFoldedLine(raw: Buffer, start: string, line: string): Buffer {
  return editHeader(raw, (header) => header.replace(/^(Subject: .*)$/m, `$1\r\nX-Pad: 1\r\n${start}${line}`));
}

/** withFoldedLine with a second Subject: the signature holds on the first, the one it covers. */
export function withSecondSubject(signed: Buffer, start: string, subject: string): Buffer {
  return withFoldedLine(signed, start, `Subject: ${subject}`);
}

/** A field's name followed by a space before its colon: relaxed canonicalization drops it, the signature holds. */
export function withSpaceBeforeColon(raw: Buffer, field: string): Buffer {
  return editHeader(raw, (header) => header.replace(new RegExp(`^${field}:`, 'm'), `${field} :`));
}

/** A control character inside a field's value (after its first word). */
export function withControlIn(raw: Buffer, field: string, control: string): Buffer {
  return editHeader(raw, (header) => header.replace(new RegExp(`^(${field}: \\S+)`, 'm'), `$1${control}`));
}
