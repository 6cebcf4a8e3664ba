import type { TicketStatus, VerificationStatus } from './entities';
import type { ReportReason, ReportResolution } from './admin/reports';
import type { VerificationStage } from './verification';

/**
 * GET /users/me/data: everything the product holds about the signed-in fan (India's DPDP Act 2023 gives them
 * the right to it). Times are ISO 8601 text. Secrets that only prove something (password and code hashes, the
 * session tokens, a device's secret, a booking id's hash) are never in it: `notes` says what stands in their place.
 */
export interface AccountDataExport {
  exportedAt: string;
  notes: string[];
  account: {
    id: number;
    email: string;
    emailVerificationStatus: VerificationStatus;
    name: string | null;
    phoneNumber: string | null;
    phoneVerificationStatus: VerificationStatus;
    hasPassword: boolean;
    hasProfilePicture: boolean;
    profilePictureUpdatedAt: string | null;
    createdAt: string;
  };
  listings: {
    id: number;
    eventId: number;
    eventName: string;
    status: TicketStatus;
    soldSource: string | null;
    quantity: number;
    price: string;
    seat: string;
    seatOnBooking: string | null;
    additionalDetails: string | null;
    city: string | null;
    negotiable: boolean;
    wantsExchange: boolean;
    verifiedTicketQuantity: number | null;
    amountPaid: string | null;
    contacts: number;
    provedBy: string | null;
    /** While it is off the marketplace: since when, and our team's reason when they hid it. */
    hiddenAt: string | null;
    hiddenReason: string | null;
    createdAt: string;
    updatedAt: string;
  }[];
  eventSubscriptions: { eventId: number; eventName: string; deviceId: string; createdAt: string }[];
  alertDevices: { id: string; hasPushSubscription: boolean; createdAt: string }[];
  alertsSent: { listingId: number; channel: string; sentAt: string }[];
  ticketRequests: { eventId: number; eventName: string; createdAt: string }[];
  feedback: { text: string; page: string; createdAt: string }[];
  eventSuggestions: { text: string; page: string; createdAt: string }[];
  senderAddresses: { email: string; verified: boolean; createdAt: string }[];
  sessions: { createdAt: string; expiresAt: string; current: boolean }[];
  recentlyViewed: { eventId: number; eventName: string; viewedAt: string }[];
  sellersContacted: { listingId: number; eventName: string; contactedAt: string }[];
  meetupChecks: { listingId: number; matched: boolean; checkedAt: string }[];
  /** Listings the fan reported, and how each report was resolved (null while open). */
  listingReports: { listingId: number; reason: ReportReason; details: string; createdAt: string; resolution: ReportResolution | null; resolvedAt: string | null }[];
  verificationCodes: { channel: string; sentTo: string | null; createdAt: string; expiresAt: string }[];
  wrongCodeTries: { channel: string; triedAt: string }[];
  /** The sell wizard's last stage per event, kept 10 minutes after a verification. */
  verificationStages: { eventId: number; eventName: string; stage: VerificationStage; updatedAt: string }[];
  messagesSent: { channel: string; to: string; subject: string | null; sentAt: string }[];
  forwardedEmails: { from: string; receivedAt: string; usedForListingAt: string | null }[];
  /** What the marketplace's operators did to this account (a suspension and its reason, a restore, a role), without who did it. */
  actionsOnAccount: { action: string; at: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
  /** For an admin: the actions they took in the console. */
  operatorActions: { action: string; targetType: string; targetId: number; at: string }[];
}

/** The file a download is saved as: `fantickets-data-YYYY-MM-DD.json`, the date in India (IST). */
export function dataExportFileName(exportedAt: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(exportedAt);
  return `fantickets-data-${day}.json`;
}
