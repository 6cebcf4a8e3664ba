import type { Migration } from 'kysely/migration';
import * as accounts from './20261122_0001_accounts';
import * as catalogue from './20261122_0002_catalogue';
import * as listings from './20261122_0003_listings';
import * as mail from './20261122_0004_mail';
import * as search from './20261122_0005_search';
import * as listingProof from './20261122_0006_listing_proof';
import * as profilePictureVersion from './20261122_0007_profile_picture_version';
import * as concertStats from './20261123_0001_concert_stats';
import * as concertSearch from './20261123_0002_concert_search';
import * as exploreFilters from './20261123_0003_explore_filters';
import * as inboundMailUse from './20261124_0001_inbound_mail_use';
import * as feedback from './20261124_0002_feedback';
import * as dkimKeys from './20261125_0001_dkim_keys';
import * as searchPostings from './20261126_0001_search_postings';
import * as senderAddresses from './20261127_0001_sender_addresses';
import * as inboundMailOriginal from './20261127_0010_inbound_mail_original';
import * as otpBindings from './20261127_0020_otp_bindings';
import * as fairListings from './20261127_0030_fair_listings';
import * as meetupChecks from './20261128_0001_meetup_checks';
import * as jobs from './20261129_0001_jobs';
import * as bookingHashOnly from './20261129_0002_booking_hash_only';
import * as pictureVariants from './20261129_0003_picture_variants';
import * as alerts from './20261129_0004_alerts';
import * as dataRights from './20261130_0001_data_rights';
import * as verificationStages from './20261201_0001_verification_stages';
import * as roles from './20261202_0001_roles';
import * as auditLog from './20261202_0002_audit_log';
import * as suspension from './20261202_0003_suspension';
import * as inboxDone from './20261202_0004_inbox_done';
import * as listingReports from './20261203_0001_listing_reports';
import * as eventAdmin from './20261203_1001_event_admin';
import * as postponedFrom from './20261203_1002_postponed_from';
import * as operatorHidden from './20261203_2001_operator_hidden';
import * as dashboardFigures from './20261203_3001_dashboard_figures';
import * as accountSignals from './20261204_0001_account_signals';
import * as jobKeysKept from './20261205_0001_job_keys_kept';
import * as listingSignals from './20261206_0001_listing_signals';
import * as listingsShown from './20261207_0001_listings_shown';
import * as statsByDifference from './20261208_0001_stats_by_difference';
import * as cardHeads from './20261209_0001_card_heads';
import * as passwordReset from './20261210_0001_password_reset';
import * as lowestPriceAlerts from './20261210_0002_lowest_price_alerts';
import * as deletedBookings from './20261210_0003_deleted_bookings';
import * as providers from './20261211_0001_providers';

/**
 * Every migration, listed in code rather than read from the folder, so the same list works under
 * ts-jest and in the compiled dist. Names sort in the order they run; never rename or edit one that shipped.
 */
export const migrations: Record<string, Migration> = {
  '20261122_0001_accounts': accounts,
  '20261122_0002_catalogue': catalogue,
  '20261122_0003_listings': listings,
  '20261122_0004_mail': mail,
  '20261122_0005_search': search,
  '20261122_0006_listing_proof': listingProof,
  '20261122_0007_profile_picture_version': profilePictureVersion,
  '20261123_0001_concert_stats': concertStats,
  '20261123_0002_concert_search': concertSearch,
  '20261123_0003_explore_filters': exploreFilters,
  '20261124_0001_inbound_mail_use': inboundMailUse,
  '20261124_0002_feedback': feedback,
  '20261125_0001_dkim_keys': dkimKeys,
  '20261126_0001_search_postings': searchPostings,
  '20261127_0001_sender_addresses': senderAddresses,
  '20261127_0010_inbound_mail_original': inboundMailOriginal,
  '20261127_0020_otp_bindings': otpBindings,
  '20261127_0030_fair_listings': fairListings,
  '20261128_0001_meetup_checks': meetupChecks,
  '20261129_0001_jobs': jobs,
  '20261129_0002_booking_hash_only': bookingHashOnly,
  '20261129_0003_picture_variants': pictureVariants,
  '20261129_0004_alerts': alerts,
  '20261130_0001_data_rights': dataRights,
  '20261201_0001_verification_stages': verificationStages,
  '20261202_0001_roles': roles,
  '20261202_0002_audit_log': auditLog,
  '20261202_0003_suspension': suspension,
  '20261202_0004_inbox_done': inboxDone,
  '20261203_0001_listing_reports': listingReports,
  '20261203_1001_event_admin': eventAdmin,
  '20261203_1002_postponed_from': postponedFrom,
  '20261203_2001_operator_hidden': operatorHidden,
  '20261203_3001_dashboard_figures': dashboardFigures,
  '20261204_0001_account_signals': accountSignals,
  '20261205_0001_job_keys_kept': jobKeysKept,
  '20261206_0001_listing_signals': listingSignals,
  '20261207_0001_listings_shown': listingsShown,
  '20261208_0001_stats_by_difference': statsByDifference,
  '20261209_0001_card_heads': cardHeads,
  '20261210_0001_password_reset': passwordReset,
  '20261210_0002_lowest_price_alerts': lowestPriceAlerts,
  '20261210_0003_deleted_bookings': deletedBookings,
  '20261211_0001_providers': providers,
};
