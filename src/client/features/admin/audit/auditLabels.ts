import type { AuditEntry, AuditTargetType } from '../../../../shared/admin/audit';

export const TARGET_TYPE_LABELS: Record<AuditTargetType, string> = {
  user: 'Account',
  feedback: 'Suggestion or feedback',
  ticket_request: 'Ticket request',
  event: 'Event',
  category: 'Category',
  listing: 'Listing',
  report: 'Report',
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

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Each value the action changed, as `name: before → after`; one it only set reads `name: value`. */
export function changeLines(entry: AuditEntry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => {
    if (!(key in before)) return `${key}: ${show(after[key])}`;
    if (!(key in after)) return `${key}: ${show(before[key])} → (none)`;
    return `${key}: ${show(before[key])} → ${show(after[key])}`;
  });
}
