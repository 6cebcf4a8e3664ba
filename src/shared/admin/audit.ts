import type { PagedResponse } from '../entities';

/**
 * What the audit log records: every change an operator makes, named `<thing>.<verb>`. Pages added later
 * (events, listings, reports) add their actions here; the database only holds the name to this shape.
 */
export const AUDIT_ACTIONS = [
  'role.grant',
  'role.revoke',
  'user.suspend',
  'user.restore',
  'inbox.done',
  'event.create',
  'event.edit',
  'event.thumbnail',
  'event.postpone',
  'event.cancel',
  'event.import',
  'category.create',
  'listing.hide',
  'listing.restore',
  'listing.delete',
  'listing.allow_relisting',
  'report.resolve',
  'provider.create',
  'provider.edit',
  'provider.enable',
  'provider.disable',
  'provider.sample',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the console names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'role.grant': 'Made an admin',
  'role.revoke': 'Admin role taken back',
  'user.suspend': 'Account suspended',
  'user.restore': 'Account restored',
  'inbox.done': 'Inbox item marked done',
  'event.create': 'Event created',
  'event.edit': 'Event edited',
  'event.thumbnail': 'Event thumbnail uploaded',
  'event.postpone': 'Event postponed',
  'event.cancel': 'Event cancelled',
  'event.import': 'Event imported from a file',
  'category.create': 'Category added',
  'listing.hide': 'Listing hidden',
  'listing.restore': 'Listing restored',
  'listing.delete': 'Listing deleted by its seller',
  'listing.allow_relisting': 'Deleted listing’s booking allowed to list again',
  'report.resolve': 'Report resolved',
  'provider.create': 'Ticketing provider added',
  'provider.edit': 'Ticketing provider changed (new version)',
  'provider.enable': 'Ticketing provider enabled',
  'provider.disable': 'Ticketing provider disabled',
  'provider.sample': 'Sample e-mail kept for a provider',
};

/** What an action was done to. */
export const AUDIT_TARGET_TYPES = ['user', 'feedback', 'ticket_request', 'event', 'category', 'listing', 'report', 'provider'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Where an action came from: the console (an admin's session), `npm run admin` on the server, or a seller's own
 * change an operator must be able to see (deleting a listing).
 */
export const AUDIT_SOURCES = ['console', 'command line', 'seller'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

export interface AuditEntry {
  id: number;
  /** ISO 8601 */
  at: string;
  /** The admin (or, source 'seller', the seller) who acted; null for the command line, or an account since deleted. */
  actor: { id: number; email: string; name: string | null } | null;
  source: AuditSource;
  action: AuditAction;
  /** `label` names the target for a person (an account's e-mail) when it still exists. */
  target: { type: AuditTargetType; id: number; label: string | null };
  /** The values the action changed, as they were and as it left them. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** GET /api/admin/audit's filters: each narrows the list; from and to are India days, both included. */
export interface AuditFilters {
  actor?: string;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: number;
  from?: string;
  to?: string;
}

export type AuditPage = PagedResponse<AuditEntry>;
