import type { Kysely, Transaction } from 'kysely';
import type { OtpCodeTable, OtpWrongTryTable, SessionTable, UserTable } from './tables/accounts';
import type {
  CatalogueTotalsTable,
  CategoryTable,
  ConcertSearchWordTable,
  ConcertStatsTable,
  ConcertSubscriptionTable,
  ConcertTable,
  EventPictureTable,
  ConcertViewTable,
  ManualTicketRequestTable,
} from './tables/catalogue';
import type { AuditLogTable } from './tables/auditLog';
import type { FeedbackTable } from './tables/feedback';
import type { ListingReportTable } from './tables/reports';
import type { DkimKeyTable } from './tables/dkimKeys';
import type { DeletedBookingTable, ListingContactTable, MeetupCheckTable, TicketListingTable } from './tables/listings';
import type { AlertDeliveryTable, LowestPriceAlertTable, PushDeviceTable } from './tables/alerts';
import type { JobTable } from './tables/jobs';
import type { ProviderSampleTable, ProviderTable, ProviderVersionTable } from './tables/providers';
import type { InboundMailTable, OutboxTable } from './tables/mail';
import type { SenderAddressTable } from './tables/senderAddresses';
import type { VerificationResultTable } from './tables/verificationResults';
import type { VerificationStageTable } from './tables/verificationStages';

export interface Database {
  users: UserTable;
  sessions: SessionTable;
  otp_codes: OtpCodeTable;
  otp_wrong_tries: OtpWrongTryTable;
  categories: CategoryTable;
  concerts: ConcertTable;
  event_pictures: EventPictureTable;
  concert_views: ConcertViewTable;
  concert_stats: ConcertStatsTable;
  concert_search_words: ConcertSearchWordTable;
  catalogue_totals: CatalogueTotalsTable;
  concert_subscriptions: ConcertSubscriptionTable;
  manual_ticket_requests: ManualTicketRequestTable;
  ticket_listings: TicketListingTable;
  listing_contacts: ListingContactTable;
  meetup_checks: MeetupCheckTable;
  deleted_bookings: DeletedBookingTable;
  outbox: OutboxTable;
  inbound_mail: InboundMailTable;
  dkim_keys: DkimKeyTable;
  feedback: FeedbackTable;
  listing_reports: ListingReportTable;
  verification_stages: VerificationStageTable;
  verification_results: VerificationResultTable;
  sender_addresses: SenderAddressTable;
  jobs: JobTable;
  push_devices: PushDeviceTable;
  alert_deliveries: AlertDeliveryTable;
  lowest_price_alerts: LowestPriceAlertTable;
  audit_log: AuditLogTable;
  providers: ProviderTable;
  provider_versions: ProviderVersionTable;
  provider_samples: ProviderSampleTable;
}

/** What repositories take: the database itself or a transaction on it. */
export type Db = Kysely<Database> | Transaction<Database>;
