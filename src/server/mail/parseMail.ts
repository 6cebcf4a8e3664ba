import { simpleParser, type AddressObject, type EmailAddress, type ParsedMail, type SimpleParserOptions } from 'mailparser';
import { MAX_HEADER_BYTES, MAX_MIME_PARTS } from './mailLimits';

/**
 * `ignoreEmbedded` is a mailsplit option that @types/mailparser does not list. Without it, an rfc822 part
 * marked inline and sent as 7bit/8bit is merged into the forwarding message's own text and the attached
 * original disappears; with it, every rfc822 part comes back as an attachment holding its exact bytes.
 */
const OPTIONS: SimpleParserOptions & { ignoreEmbedded: boolean; maxChildNodes: number; maxHeadSize: number } = {
  ignoreEmbedded: true,
  // mailsplit options too: past either it fails with code EMAXLEN instead of reading on.
  maxChildNodes: MAX_MIME_PARTS,
  maxHeadSize: MAX_HEADER_BYTES,
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipImageLinks: true,
  skipTextLinks: true,
};

export function parseMail(raw: Buffer): Promise<ParsedMail> {
  return simpleParser(raw, OPTIONS);
}

function flatten(addresses: EmailAddress[]): string[] {
  return addresses.flatMap((a) => [...(a.address ? [a.address] : []), ...flatten(a.group ?? [])]);
}

/** Every address in a To/Cc/From field, groups included, lower-cased. */
export function addressesIn(field: AddressObject | AddressObject[] | undefined): string[] {
  if (!field) return [];
  return ([] as AddressObject[]).concat(field).flatMap((f) => flatten(f.value)).map((a) => a.toLowerCase());
}

export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

export function isDomainOrSubdomain(domain: string, parent: string): boolean {
  const d = domain.toLowerCase();
  const p = parent.toLowerCase();
  return d === p || d.endsWith(`.${p}`);
}
