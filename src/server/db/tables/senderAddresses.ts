import type { Insertable, Selectable, Generated } from 'kysely';
import type { CreatedAt } from './accounts';

export interface SenderAddressTable {
  id: Generated<number>;
  user_id: number;
  /** Always lower-cased. */
  email: string;
  /** Null while a code is outstanding; set once the seller typed the code sent to the address. */
  verified_at: Date | null;
  created_at: CreatedAt;
}
export type SenderAddressRow = Selectable<SenderAddressTable>;
export type NewSenderAddress = Insertable<SenderAddressTable>;
