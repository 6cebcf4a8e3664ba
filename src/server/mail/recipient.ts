import { addressesIn, type SignedHeaders } from './signedHeaders';

const RECIPIENT_FIELDS = ['to', 'cc'];
/** A booking goes to one or two people; each address costs a look-up, so a padded Cc costs no more than this. */
const MAX_CHECKED = 20;

/** Whether the account has proven it reads this (lower-cased) address. */
export type OwnsAddress = (address: string) => boolean | Promise<boolean>;

/**
 * Who the original was sent to, as far as the signature proves it: 'addressed' when a signed To or Cc
 * instance names an address the account owns; 'unsigned' when only an instance the signature does not
 * cover does (a Cc added, a To put above the signed one); 'someone-else' otherwise.
 */
export async function recipientOf(headers: SignedHeaders, owns: OwnsAddress): Promise<'addressed' | 'unsigned' | 'someone-else'> {
  const anyOwned = async (addresses: string[]) => {
    for (const address of [...new Set(addresses)].slice(0, MAX_CHECKED)) if (await owns(address)) return true;
    return false;
  };
  if (await anyOwned(addressesIn(headers.signed, RECIPIENT_FIELDS))) return 'addressed';
  if (await anyOwned(addressesIn(headers.unsigned, RECIPIENT_FIELDS))) return 'unsigned';
  return 'someone-else';
}
