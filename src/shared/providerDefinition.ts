/**
 * A ticketing provider as data (issue 45): who may sign its confirmations, how its subject lines read, and where
 * each booking field sits in its e-mail. Operators edit it in the console; every change is a new version.
 */

/** The booking fields a confirmation must yield; `venue` reads "venue, city" (the city after the last comma). */
export const BOOKING_FIELDS = ['bookingId', 'eventName', 'dateTime', 'venue', 'quantity', 'amountPaid', 'seat'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** The fields that may identify the event a booking is for. */
export const EVENT_FIELDS = ['eventName', 'dateTime', 'venue'] as const satisfies readonly BookingField[];
export type EventField = (typeof EVENT_FIELDS)[number];

/**
 * How one field is read. `label`: the value beside ("Label : value") or under a line holding just the label, in
 * the text part first, then the HTML. `pattern` (RE2 syntax, linear time, case-insensitive): with a label, applied
 * to the label's value; without one, to each line (or to the subject, `in: 'subject'`). The value is the named
 * part called like the field, else the first part, else the whole match.
 */
export interface FieldRule {
  label?: string;
  pattern?: string;
  in?: 'body' | 'subject';
}

export interface SellerHelp {
  /** How the wizard describes the subject line to search for, e.g. "Booking Confirmed - {event} - Booking ID …". */
  subjectToSearch: string;
  /** What the provider calls the booking's id. */
  bookingIdLabel: string;
  /** Where a buyer or seller finds that id at the meet-up: in the provider's app, and in its e-mail. */
  bookingIdWhere: string;
}

export interface ProviderDefinition {
  /** Lower-case letters, digits and dashes; never changes. */
  slug: string;
  name: string;
  /** The DKIM d= domains it signs with; the first is the one events and the wizard name. */
  dkimDomains: string[];
  /** The From domains that must align with the signing domain. */
  fromDomains: string[];
  /** Patterns (RE2) for a confirmation's subject, matched against the whole subject, spaces collapsed. */
  confirmationSubjects: string[];
  /** Patterns for a cancellation's subject: refused with its own message. */
  cancellationSubjects: string[];
  fields: Record<BookingField, FieldRule>;
  eventFields: EventField[];
  sellerHelp: SellerHelp;
}

/** Caps on a definition: a rule is small, and so is the number of them. */
export const PROVIDER_LIMITS = {
  slugPattern: '^[a-z][a-z0-9-]{1,39}$',
  maxName: 60,
  maxDomains: 5,
  maxDomain: 253,
  maxSubjects: 5,
  maxPattern: 300,
  maxLabel: 60,
  maxHelp: 300,
  /** A sample .eml, like a forwarded original. */
  maxSampleBytes: 2 * 1024 * 1024,
  maxSamples: 20,
} as const;

/** Slugs that are addresses of their own: the console's page for adding a provider, and the API's Try it. */
export const RESERVED_PROVIDER_SLUGS: readonly string[] = ['new', 'try'];
export const RESERVED_SLUG_MESSAGE =
  'Please choose another short name: “new” and “try” are kept for the console’s own addresses (/admin/providers/new, /api/admin/providers/try)';

/** Where a value was read: the part of the e-mail and the line (or subject) it came from. */
export interface FieldSource {
  part: 'subject' | 'text' | 'html';
  text: string;
}

export interface FieldReading {
  field: BookingField;
  value: string;
  from: FieldSource;
}

/** What a definition reads from one e-mail: each field found, and those missing or unreadable. */
export interface SampleReading {
  subject: 'confirmation' | 'cancellation' | 'none';
  fields: FieldReading[];
  missing: BookingField[];
}

export interface DkimVerdict {
  pass: boolean;
  /** The signing domain (d=) of the signature checked, when there is one. */
  domain: string | null;
  selector: string | null;
  /** Where the public key came from: DNS, or the development test key. */
  keySource: 'dns' | 'test-key';
  /** Why it did not pass, in words. */
  reason?: string;
}

/** POST /api/admin/providers/try */
export interface TryResult extends SampleReading {
  dkim: DkimVerdict;
}

/** GET /api/admin/providers */
export interface ProviderSummary {
  slug: string;
  name: string;
  enabled: boolean;
  version: number;
  /** ISO 8601: when the current version was saved, or the provider enabled or disabled. */
  updatedAt: string;
  sampleCount: number;
}

export interface ProviderVersionInfo {
  version: number;
  createdAt: string;
  /** The operator's e-mail; null for the shipped versions or an account since deleted. */
  createdBy: string | null;
}

export interface ProviderSample {
  id: number;
  addedAt: string;
  fileName: string;
  /** Read with the current version. */
  result: SampleReading;
}

/** GET /api/admin/providers/:slug */
export interface ProviderDetail {
  provider: ProviderDefinition & { version: number; enabled: boolean };
  versions: ProviderVersionInfo[];
  samples: ProviderSample[];
}

export interface FieldChange {
  field: BookingField;
  before: string | null;
  after: string | null;
}

/** One kept sample re-read by a new version. */
export interface SampleChange {
  sampleId: number;
  fileName: string;
  /** Whether it reads fully with the new version. */
  complete: boolean;
  changes: FieldChange[];
}

/** PUT /api/admin/providers/:slug: the new version, and what it changed in each kept sample. */
export interface ProviderSaved {
  provider: ProviderDetail['provider'];
  samples: SampleChange[];
}

/** GET /api/providers: what the wizard, the meet-up guide and the event form know of each enabled provider. */
export interface PublicProvider extends SellerHelp {
  slug: string;
  name: string;
  /** The domain events name (the first DKIM domain). */
  domain: string;
  /** A disabled provider takes no new listings; its listings' meet-up guide still needs it. */
  enabled: boolean;
}
