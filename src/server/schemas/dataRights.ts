import { Type, type Static, type TSchema } from 'typebox';
import { REPORT_REASONS, REPORT_RESOLUTIONS } from '../../shared/admin/reports';
import type { AccountDataExport } from '../../shared/dataExport';
import { sameType } from './sameType';
import { StageSchema } from './verification';

/** The shapes of GET /api/users/me/data; what each section holds is said in src/shared/dataExport.ts. */

const Time = Type.String({ format: 'date-time' });
const NullableTime = Type.Union([Time, Type.Null()]);
const Text = Type.String();
const NullableText = Type.Union([Type.String(), Type.Null()]);
const Status = Type.Enum(['VERIFIED', 'STARTED', 'PENDING']);
const AuditValues = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);
const list = <T extends TSchema>(item: T, description: string) => Type.Array(item, { description });

export const AccountData = Type.Object({
  exportedAt: Time,
  notes: list(Text, 'What is held but not in this file (hashes, secrets), and why'),
  account: Type.Object({
    id: Type.Integer(),
    email: Text,
    emailVerificationStatus: Status,
    name: NullableText,
    phoneNumber: NullableText,
    phoneVerificationStatus: Status,
    hasPassword: Type.Boolean(),
    hasProfilePicture: Type.Boolean(),
    profilePictureUpdatedAt: NullableTime,
    createdAt: Time,
  }),
  listings: list(
    Type.Object({
      id: Type.Integer(),
      eventId: Type.Integer(),
      eventName: Text,
      status: Type.Enum(['LISTED', 'SOLD']),
      soldSource: NullableText,
      quantity: Type.Integer(),
      price: Type.String({ description: 'Rupees, as stored (numeric text)' }),
      seat: Text,
      seatOnBooking: NullableText,
      additionalDetails: NullableText,
      city: NullableText,
      negotiable: Type.Boolean(),
      wantsExchange: Type.Boolean(),
      verifiedTicketQuantity: Type.Union([Type.Integer(), Type.Null()]),
      amountPaid: NullableText,
      contacts: Type.Integer(),
      provedBy: Type.Union([Type.String(), Type.Null()], { description: 'The domain whose DKIM signature proved the booking' }),
      hiddenAt: Type.Union([Time, Type.Null()], { description: 'When it was taken off the marketplace, while it is' }),
      hiddenReason: Type.Union([Type.String(), Type.Null()], { description: "Our team's reason, when they hid it" }),
      createdAt: Time,
      updatedAt: Time,
    }),
    'Your listings, on sale or sold. The booking id is stored only as a one-way hash and is not exported.',
  ),
  eventSubscriptions: list(Type.Object({ eventId: Type.Integer(), eventName: Text, deviceId: Text, createdAt: Time }), 'Events you asked to be alerted about'),
  alertDevices: list(Type.Object({ id: Text, hasPushSubscription: Type.Boolean(), createdAt: Time }), 'Browsers registered for alerts (never their secret)'),
  alertsSent: list(Type.Object({ listingId: Type.Integer(), channel: Text, sentAt: Time }), 'Alerts sent to you'),
  ticketRequests: list(Type.Object({ eventId: Type.Integer(), eventName: Text, createdAt: Time }), 'Events you requested tickets for'),
  feedback: list(Type.Object({ text: Text, page: Text, createdAt: Time }), 'Feedback you sent'),
  eventSuggestions: list(Type.Object({ text: Text, page: Text, createdAt: Time }), 'Events you suggested'),
  senderAddresses: list(Type.Object({ email: Text, verified: Type.Boolean(), createdAt: Time }), 'Addresses you forward booking e-mails from'),
  sessions: list(Type.Object({ createdAt: Time, expiresAt: Time, current: Type.Boolean() }), 'Where you are signed in (never the token)'),
  recentlyViewed: list(Type.Object({ eventId: Type.Integer(), eventName: Text, viewedAt: Time }), 'Events you viewed'),
  sellersContacted: list(Type.Object({ listingId: Type.Integer(), eventName: Text, contactedAt: Time }), 'Listings whose seller you contacted'),
  meetupChecks: list(Type.Object({ listingId: Type.Integer(), matched: Type.Boolean(), checkedAt: Time }), 'Booking ids you checked at a meet-up'),
  listingReports: list(
    Type.Object({
      listingId: Type.Integer(),
      reason: Type.Enum(REPORT_REASONS),
      details: Text,
      createdAt: Time,
      resolution: Type.Union([Type.Enum(REPORT_RESOLUTIONS), Type.Null()]),
      resolvedAt: NullableTime,
    }),
    'Listings you reported, and how each report was resolved',
  ),
  verificationCodes: list(Type.Object({ channel: Text, sentTo: NullableText, createdAt: Time, expiresAt: Time }), 'Codes waiting to be used (never the code)'),
  wrongCodeTries: list(Type.Object({ channel: Text, triedAt: Time }), 'Wrong codes typed today'),
  verificationStages: list(
    Type.Object({ eventId: Type.Integer(), eventName: Text, stage: StageSchema, updatedAt: Time }),
    "The sell wizard's last stage per event, kept 10 minutes after a verification",
  ),
  messagesSent: list(Type.Object({ channel: Text, to: Text, subject: NullableText, sentAt: Time }), 'Messages kept that were sent to you (without their text)'),
  forwardedEmails: list(Type.Object({ from: Text, receivedAt: Time, usedForListingAt: NullableTime }), 'Booking e-mails you forwarded, while they are kept'),
  actionsOnAccount: list(
    Type.Object({ action: Text, at: Time, before: AuditValues, after: AuditValues }),
    "What the marketplace's operators did to your account (suspended, restored, a role), without who did it",
  ),
  operatorActions: list(Type.Object({ action: Text, targetType: Text, targetId: Type.Integer(), at: Time }), 'For an admin: the actions you took in the console'),
});
sameType<Static<typeof AccountData>, AccountDataExport>(true);

/** The file the browser saves, with its name in Content-Disposition. */
export const AccountDataFile = {
  description: 'Everything held about you, as a JSON file to save (Content-Disposition: attachment)',
  content: { 'application/json': { schema: AccountData } },
};
