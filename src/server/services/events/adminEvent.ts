import { EVENT_ERRORS, type AdminEvent } from '../../../shared/admin/events';
import { parseIndiaTime } from '../../../shared/indiaTime';
import type { EventValues } from '../../../shared/schemas/eventSchemas';
import type { Db } from '../../db/database';
import { findAdminEvent, type AdminEventRow } from '../../db/repositories/adminEvents.repo';
import { findCategoryById } from '../../db/repositories/categories.repo';
import type { ConcertRow, NewConcert } from '../../db/tables/catalogue';
import { publicProviders } from '../providers/providers.service';
import { AppError } from '../../http/AppError';

export function toAdminEvent(row: AdminEventRow): AdminEvent {
  return {
    id: row.id,
    name: row.name,
    date: row.date.toISOString(),
    venue: row.venue,
    city: row.city,
    artist: row.artist,
    categoryId: row.category_id,
    categoryTitle: row.category_title,
    expectedDkimDomain: row.expected_dkim_domain,
    thumbnail: row.thumbnail,
    cancellation: row.cancelled_at === null || row.cancellation_reason === null ? null : { at: row.cancelled_at.toISOString(), reason: row.cancellation_reason },
    listings: { listed: row.listed, sold: row.sold, closed: row.closed },
  };
}

export async function adminEvent(db: Db, id: number): Promise<AdminEvent> {
  const row = await findAdminEvent(db, id);
  if (row === undefined) throw new AppError(404, EVENT_ERRORS.notFound);
  return toAdminEvent(row);
}

/** India wall-clock time the schema already held to a real one. */
export function instantOf(indiaTime: string): Date {
  const date = parseIndiaTime(indiaTime);
  if (date === null) throw new AppError(400, 'Please give the date and time in India as yyyy-mm-ddThh:mm');
  return date;
}

/** An enabled provider sells the event; a disabled one only the event it already sold (`kept`), left alone. */
async function checkProvider(db: Db, domain: string, kept: string | null): Promise<void> {
  const providers = await publicProviders(db);
  const provider = providers.find((p) => p.domain === domain);
  if (provider?.enabled || (provider !== undefined && domain === kept)) return;
  const enabled = providers.filter((p) => p.enabled).map((p) => p.domain).join(', ');
  if (provider === undefined) throw new AppError(400, `The selling provider must be one of ${enabled}`);
  throw new AppError(400, `${provider.name} is disabled and takes no new events: the selling provider must be one of ${enabled}`);
}

/** The row's columns from the form's values; the category must exist. `kept`: the provider of the event edited. */
export async function concertColumns(db: Db, values: EventValues, kept: string | null = null): Promise<Omit<NewConcert, 'thumbnail'> & { date: Date }> {
  if ((await findCategoryById(db, values.categoryId)) === undefined) throw new AppError(400, EVENT_ERRORS.unknownCategory);
  await checkProvider(db, values.expectedDkimDomain, kept);
  return {
    name: values.name,
    date: instantOf(values.date),
    venue: values.venue,
    city: values.city,
    artist: values.artist,
    category_id: values.categoryId,
    expected_dkim_domain: values.expectedDkimDomain as ConcertRow['expected_dkim_domain'],
  };
}

/** An event's fields as the audit log keeps them (the date as an instant). */
export function auditFields(row: Pick<ConcertRow, 'name' | 'venue' | 'city' | 'artist' | 'category_id' | 'expected_dkim_domain'> & { date: Date }): Record<string, unknown> {
  return {
    name: row.name,
    date: row.date.toISOString(),
    venue: row.venue,
    city: row.city,
    artist: row.artist,
    categoryId: row.category_id,
    expectedDkimDomain: row.expected_dkim_domain,
  };
}

/** Only what changed, before and after: the audit entry of an edit. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}
