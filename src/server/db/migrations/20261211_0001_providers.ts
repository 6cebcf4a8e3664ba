import { sql, type Kysely } from 'kysely';
import type { ProviderDefinition } from '../../../shared/providerDefinition';

/**
 * Issue 45: ticketing providers as versioned rows. The four providers the code knew (src/shared/providers.ts and
 * one parser per layout) become version 1 of four rows; an operator's edit adds a version, never changes one.
 * Events name their provider by its domain (the first DKIM domain, which never changes); a listing records the
 * version that verified its booking.
 */
export const SHIPPED_PROVIDERS: readonly ProviderDefinition[] = [
  {
    slug: 'bookmyshow',
    name: 'BookMyShow',
    dkimDomains: ['bookmyshow.com'],
    fromDomains: ['bookmyshow.com'],
    confirmationSubjects: ['^Booking Confirmed - (?P<event>.+) - Booking ID (?P<id>[A-Z0-9-]+)$'],
    cancellationSubjects: ['^Booking Cancelled\\b'],
    fields: {
      bookingId: { label: 'Booking ID' },
      eventName: { label: 'Event' },
      dateTime: { label: 'Date & Time' },
      venue: { label: 'Venue' },
      quantity: { label: 'Quantity' },
      amountPaid: { label: 'Total Amount' },
      seat: { label: 'Category' },
    },
    eventFields: ['eventName', 'dateTime'],
    sellerHelp: {
      subjectToSearch: 'Booking Confirmed - {event} - Booking ID …',
      bookingIdLabel: 'Booking ID',
      bookingIdWhere: "In the BookMyShow app, open the booking under Your Orders. In the e-mail it is next to 'Booking ID', and in the subject line.",
    },
  },
  {
    slug: 'district',
    name: 'District',
    dkimDomains: ['district.in'],
    fromDomains: ['district.in'],
    confirmationSubjects: ['^Your tickets for (?P<event>.+) are confirmed$'],
    cancellationSubjects: [],
    fields: {
      bookingId: { label: 'Booking ID' },
      eventName: { in: 'subject', pattern: '^Your tickets for (?P<eventName>.+) are confirmed$' },
      dateTime: { label: 'When' },
      venue: { label: 'Where' },
      // One "Tickets" value holds both count and seat: "3 x Phase 2 - GA".
      quantity: { label: 'Tickets', pattern: '^(?P<quantity>\\d{1,2})\\s*[x×]\\s*.+$' },
      amountPaid: { label: 'Order total' },
      seat: { label: 'Tickets', pattern: '^\\d{1,2}\\s*[x×]\\s*(?P<seat>.+)$' },
    },
    eventFields: ['eventName', 'dateTime'],
    sellerHelp: {
      subjectToSearch: 'Your tickets for {event} are confirmed',
      bookingIdLabel: 'Booking ID',
      bookingIdWhere: "In the District app, open the ticket under your bookings. In the e-mail it is under 'Booking ID'.",
    },
  },
  {
    slug: 'skillbox',
    name: 'Skillbox',
    dkimDomains: ['skillboxes.com'],
    fromDomains: ['skillboxes.com'],
    confirmationSubjects: ['^Skillbox: Order #(?P<id>[A-Z0-9-]+) confirmed for (?P<event>.+)$'],
    cancellationSubjects: [],
    fields: {
      bookingId: { label: 'Order ID' },
      eventName: { label: 'Event' },
      dateTime: { label: 'Date' },
      venue: { label: 'Venue' },
      quantity: { label: 'Qty' },
      amountPaid: { label: 'Total Paid' },
      seat: { label: 'Ticket Type' },
    },
    eventFields: ['eventName', 'dateTime'],
    sellerHelp: {
      subjectToSearch: 'Skillbox: Order #… confirmed for {event}',
      bookingIdLabel: 'Order ID',
      bookingIdWhere: "On the Skillbox order or ticket page. In the e-mail it is next to 'Order ID' (the subject says 'Order #…').",
    },
  },
  {
    slug: 'sortmyscene',
    name: 'SortMyScene',
    dkimDomains: ['sortmyscene.com'],
    fromDomains: ['sortmyscene.com'],
    confirmationSubjects: ["^You['’]re going to (?P<event>.+)! Ticket confirmation$"],
    cancellationSubjects: [],
    fields: {
      bookingId: { label: 'Ticket ID' },
      eventName: { label: 'Event' },
      dateTime: { label: 'When' },
      venue: { label: 'Venue' },
      quantity: { label: 'No. of tickets' },
      amountPaid: { label: 'Amount' },
      seat: { label: 'Pass' },
    },
    eventFields: ['eventName', 'dateTime'],
    sellerHelp: {
      subjectToSearch: "You're going to {event}! Ticket confirmation",
      bookingIdLabel: 'Ticket ID',
      bookingIdWhere: "On the pass in the SortMyScene app. In the e-mail it is next to 'Ticket ID'.",
    },
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('providers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('current_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('provider_versions')
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('providers.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('provider_versions_pk', ['provider_id', 'version'])
    .execute();
  await db.schema
    .createTable('provider_samples')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('providers.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('raw', 'bytea', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  for (const definition of SHIPPED_PROVIDERS) {
    await sql`
      with provider as (
        insert into providers (slug, domain, enabled) values (${definition.slug}, ${definition.dkimDomains[0]}, true) returning id
      )
      insert into provider_versions (provider_id, version, definition) select id, 1, ${JSON.stringify(definition)}::jsonb from provider`.execute(db);
  }

  // Events name their provider; the list of four in a check constraint goes.
  await sql`alter table concerts drop constraint if exists concerts_expected_dkim_domain_check`.execute(db);
  await sql`alter table concerts add constraint concerts_provider foreign key (expected_dkim_domain) references providers (domain)`.execute(db);

  await sql`alter table ticket_listings add column provider_id integer, add column provider_version integer`.execute(db);
  await sql`
    alter table ticket_listings add constraint ticket_listings_provider_version
    foreign key (provider_id, provider_version) references provider_versions (provider_id, version)`.execute(db);
  // Listings verified before versions existed were read by the layouts version 1 holds.
  await sql`
    update ticket_listings l set provider_id = p.id, provider_version = 1
    from concerts c join providers p on p.domain = c.expected_dkim_domain
    where c.id = l.concert_id and l.dkim_domain is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ticket_listings drop column provider_id, drop column provider_version`.execute(db);
  await sql`alter table concerts drop constraint concerts_provider`.execute(db);
  await db.schema.dropTable('provider_samples').execute();
  await db.schema.dropTable('provider_versions').execute();
  await db.schema.dropTable('providers').execute();
}
