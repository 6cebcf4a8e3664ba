import addressparser from 'nodemailer/lib/addressparser';

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

/** Every address in these fields named `names` (To, Cc…), groups included, lower-cased. */
export function addressesIn(fields: readonly HeaderField[], names: readonly string[]): string[] {
  return fields
    .filter((field) => names.includes(field.name))
    .flatMap((field) => addressparser(field.value, { flatten: true }))
    .map((address) => address.address.trim().toLowerCase())
    .filter((address) => address !== '');
}
