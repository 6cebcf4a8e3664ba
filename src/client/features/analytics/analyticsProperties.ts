import { redactText } from '../../app/devToolsSanitizer';

export type AnalyticsProperties = Record<string, string | number | boolean>;

/** What one store action means to product analytics. */
export interface AnalyticsEvent {
  event: string;
  properties: AnalyticsProperties;
}

/**
 * The only property names an event may carry: ids, the catalogue's event names, choices and statuses. Never
 * a password, an OTP, an e-mail address or a phone number, whatever an event mapping hands in.
 */
const ALLOWED_PROPERTIES = new Set([
  'event_id',
  'event_name',
  'listing_id',
  'method',
  'step',
  'source',
  'sold_elsewhere',
  'channel',
  'stage',
  'status',
  'fields',
]);

const MAX_TEXT = 200;

function isSafeValue(value: unknown): value is string | number | boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return true;
  // A string that the sanitizer would change holds a secret or contact detail, so it is dropped whole.
  return typeof value === 'string' && value.length <= MAX_TEXT && redactText(value) === value;
}

/** `properties` narrowed to the allowlist, with plain safe values only. */
export function allowedProperties(properties: Record<string, unknown>): AnalyticsProperties {
  const safe: AnalyticsProperties = {};
  for (const [key, value] of Object.entries(properties)) {
    if (ALLOWED_PROPERTIES.has(key) && isSafeValue(value)) safe[key] = value;
  }
  return safe;
}
