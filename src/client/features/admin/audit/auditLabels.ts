import type { AuditEntry, AuditTargetType } from '../../../../shared/admin/audit';

export const TARGET_TYPE_LABELS: Record<AuditTargetType, string> = {
  user: 'Account',
  feedback: 'Suggestion or feedback',
  ticket_request: 'Ticket request',
  event: 'Event',
  category: 'Category',
  listing: 'Listing',
  report: 'Report',
  provider: 'Ticketing provider',
};

/** Who acted, in words. */
export function actorText(entry: AuditEntry): string {
  if (entry.actor !== null) return entry.actor.email;
  if (entry.source === 'command line') return 'The command line';
  return entry.source === 'seller' ? 'A deleted seller account' : 'A deleted admin account';
}

/** What the action was done to: the kind, its id, and the account's e-mail while it exists. */
export function targetText(entry: AuditEntry): string {
  const { type, id, label } = entry.target;
  return `${TARGET_TYPE_LABELS[type]} #${id}${label === null ? '' : ` (${label})`}`;
}
