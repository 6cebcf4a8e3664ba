import type { Kysely } from 'kysely';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/database';
import { findUserByEmail, lockUser, updateUser } from '../db/repositories/users.repo';
import { recordAdminAction } from './auditLog.service';

/** What a grant or revoke found and did. */
export type RoleChangeOutcome = 'changed' | 'unchanged' | 'no-account';

/**
 * Gives the account with this e-mail the role, in one transaction with its row locked (two operators granting
 * at once take turns) and the audit log's entry. The e-mail is compared as the accounts store it: trimmed and
 * lower-cased. Only the command line calls this: the console grants no roles.
 */
export function setRoleByEmail(db: Kysely<Database>, email: string, role: Role): Promise<RoleChangeOutcome> {
  return db.transaction().execute(async (tx) => {
    const found = await findUserByEmail(tx, email);
    const user = found === undefined ? undefined : await lockUser(tx, found.id);
    if (user === undefined) return 'no-account';
    if (user.role === role) return 'unchanged';
    await updateUser(tx, user.id, { role });
    await recordAdminAction(tx, {
      actor: 'command line',
      action: role === 'ADMIN' ? 'role.grant' : 'role.revoke',
      target: { type: 'user', id: user.id },
      before: { role: user.role },
      after: { role },
    });
    return 'changed';
  });
}
