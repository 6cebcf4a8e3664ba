import type { PagedResponse } from '../entities';
import type { Role } from '../roles';

/** An account as the People page shows it. */
export interface AdminUser {
  id: number;
  email: string;
  name: string | null;
  phoneNumber: string | null;
  role: Role;
  /** ISO 8601 */
  createdAt: string;
  /** Null while the account is in good standing. */
  suspension: { at: string; reason: string } | null;
  /** Their listings: on sale, hidden from buyers, sold. */
  listings: { listed: number; hidden: number; sold: number };
}

export type AdminUserPage = PagedResponse<AdminUser>;

/** What the search box takes: part of an e-mail, a name, or a phone number (digits are enough). */
export const MAX_PEOPLE_QUERY = 100;

export const PEOPLE_ERRORS = {
  notFound: 'No account with that id',
  yourself: 'You cannot suspend your own account',
  anAdmin: 'This account is an admin: take the role back first (npm run admin -- revoke <email>), then suspend it',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
} as const;
