import type { AuditEntry } from '../../../../shared/admin/audit';
import { formatRupees, groupIndian } from '../../../../shared/format';
import { consoleTime } from '../consoleTime';
import { RESOLUTION_LABELS } from '../reports/reportLabels';

/** What each recorded value is called in a sentence. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  date: 'Date',
  venue: 'Venue',
  city: 'City',
  artist: 'Artist',
  categoryId: 'Category',
  expectedDkimDomain: 'Selling provider',
  thumbnail: 'Thumbnail',
  title: 'Title',
  reason: 'Reason',
  note: 'Note',
  resolution: 'Resolution',
  role: 'Role',
  line: 'Line of the file',
  price: 'Price',
  quantity: 'Tickets',
  listingId: 'Listing',
  eventId: 'Event',
  sellerId: 'Seller',
};

/** Yes/no states the action's own name already says ("Account suspended"). */
const STATE_FLAGS = new Set(['suspended', 'hidden', 'done', 'cancelled', 'cause']);

/** Lists of listings an action moved, as a sentence of their own. */
const LISTING_LISTS: Record<string, string> = {
  hiddenListings: 'Hid',
  shownListings: 'Showed again',
  closedListings: 'Closed',
};

const ROLE_NAMES: Record<string, string> = { USER: 'fan', ADMIN: 'admin' };

/** A provider's name by its domain (useProviderName). */
export type ProviderName = (domain: string) => string;

function valueText(key: string, value: unknown, providerName: ProviderName): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  if (key === 'date' && typeof value === 'string') return consoleTime(value);
  if (key === 'price' && typeof value === 'number') return formatRupees(value);
  if (['categoryId', 'listingId', 'eventId', 'sellerId'].includes(key)) return `#${String(value)}`;
  if (key === 'expectedDkimDomain' && typeof value === 'string') return providerName(value);
  if (key === 'resolution' && typeof value === 'string') return RESOLUTION_LABELS[value as keyof typeof RESOLUTION_LABELS] ?? value;
  if (key === 'role' && typeof value === 'string') return ROLE_NAMES[value] ?? value;
  if (typeof value === 'number') return groupIndian(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => valueText(key, item, providerName)).join(', ');
  return JSON.stringify(value);
}

/** `hiddenListings` → `Hidden listings`, for a value no label names yet. */
const labelOf = (key: string) => FIELD_LABELS[key] ?? `${key[0].toUpperCase()}${key.slice(1).replace(/([A-Z])/g, ' $1').toLowerCase()}`;

function listingsSentence(key: string, ids: unknown[]): string {
  if (ids.length === 0) return `${LISTING_LISTS[key]} no listings`;
  const count = ids.length === 1 ? '1 listing' : `${groupIndian(ids.length)} listings`;
  return `${LISTING_LISTS[key]} ${count}: ${ids.map((id) => `#${String(id)}`).join(', ')}`;
}

/**
 * What an action changed, a sentence a line: "Price ₹2,500 → ₹2,300", "Reason: Fake tickets", "Hid 2 listings:
 * #4, #5". A listing restored while its seller is suspended says it stays hidden.
 */
export function changeSentences(entry: AuditEntry, providerName: ProviderName): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const lines: string[] = [];
  if (entry.action === 'listing.restore' && after.cause === 'SELLER_SUSPENDED') lines.push('Still hidden: its seller is suspended');
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])]) {
    if (STATE_FLAGS.has(key)) continue;
    const label = labelOf(key);
    if (key in LISTING_LISTS && Array.isArray(after[key])) lines.push(listingsSentence(key, after[key]));
    else if (!(key in before)) lines.push(`${label}: ${valueText(key, after[key], providerName)}`);
    else if (!(key in after)) lines.push(`${label} ${valueText(key, before[key], providerName)} removed`);
    else lines.push(`${label} ${valueText(key, before[key], providerName)} → ${valueText(key, after[key], providerName)}`);
  }
  return lines;
}
