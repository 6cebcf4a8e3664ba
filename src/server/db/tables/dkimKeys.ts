import type { Generated, Insertable, Selectable } from 'kysely';
import type { Timestamp } from './accounts';

/** A provider's DKIM public key as a verification found it published at `selector._domainkey.domain`. */
export interface DkimKeyTable {
  id: Generated<number>;
  /** Lower-cased, as are selectors: DNS names ignore case. */
  domain: string;
  selector: string;
  /** sha256 (hex) of the public key, DER SubjectPublicKeyInfo. */
  key_fingerprint: string;
  /** The p= value of the TXT record. */
  public_key: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}
export type DkimKeyRow = Selectable<DkimKeyTable>;
export type NewDkimKey = Insertable<DkimKeyTable>;
