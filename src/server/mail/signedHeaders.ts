import addressparser from 'nodemailer/lib/addressparser';
import { parseMail } from './parseMail';

/** One header field instance of the original: its name lower-cased, its value unfolded. */
export interface HeaderField {
  name: string;
  value: string;
}

/**
 * The original's header instances split by whether the proving DKIM signature covers them. mailauth picks
 * the signed ones as RFC 6376 §5.4.2 says (for each name in h=, the bottom-most instance not yet taken);
 * every other instance, wherever it stands, could have been added by anyone after the provider signed.
 */
export interface SignedHeaders {
  signed: HeaderField[];
  unsigned: HeaderField[];
}

export function headerField(line: string): HeaderField {
  const colon = line.indexOf(':');
  return {
    name: line.slice(0, Math.max(colon, 0)).trim().toLowerCase(),
    value: line.slice(colon + 1).replace(/\r?\n(?=[ \t])/g, '').trim(),
  };
}

/** Every line of `all` not in `signed` (counted, so one of two identical lines stays unsigned). */
export function splitSigned(all: readonly string[], signed: readonly string[]): SignedHeaders {
  const left = [...signed];
  const unsigned: string[] = [];
  for (const line of all) {
    const at = left.indexOf(line);
    if (at === -1) unsigned.push(line);
    else left.splice(at, 1);
  }
  return { signed: signed.map(headerField), unsigned: unsigned.map(headerField) };
}

/** The value of the signed instance of a field (From, Subject, Date: each appears once), folds undone. */
export function signedValue(headers: SignedHeaders, name: string): string | undefined {
  return headers.signed.find((field) => field.name === name)?.value;
}

/**
 * The signed Subject as text: the DKIM check's instance, its encoded words (if any) decoded by mailparser,
 * given that one line alone so that no other instance can stand in for it.
 */
export async function signedSubject(headers: SignedHeaders): Promise<string> {
  const value = signedValue(headers, 'subject') ?? '';
  if (!value.includes('=?')) return value;
  return (await parseMail(Buffer.from(`Subject: ${value}\r\n\r\n`, 'utf8'))).subject ?? '';
}

/** Every address in these fields named `names` (To, Cc…), groups included, lower-cased. */
export function addressesIn(fields: readonly HeaderField[], names: readonly string[]): string[] {
  return fields
    .filter((field) => names.includes(field.name))
    .flatMap((field) => addressparser(field.value, { flatten: true }))
    .map((address) => address.address.trim().toLowerCase())
    .filter((address) => address !== '');
}
