import { Type, type Static } from 'typebox';
import { MAX_LISTING_QUERY, type AdminListing, type RelistingAllowed } from '../../shared/admin/listings';
import type { QueuedReport, ResolvedReport } from '../../shared/admin/reportQueue';
import { REPORT_REASONS, REPORT_RESOLUTIONS } from '../../shared/admin/reports';
import type { ListingReportReceipt } from '../../shared/listingReports';
import { paged } from './paging';
import { sameType } from './sameType';

const NullableText = Type.Union([Type.String(), Type.Null()]);
const Time = Type.String({ format: 'date-time' });

export const AdminListingSchema = Type.Object({
  id: Type.Integer(),
  event: Type.Object({ id: Type.Integer(), name: Type.String(), date: Time }),
  seller: Type.Union([Type.Object({ id: Type.Integer(), email: Type.String(), name: NullableText, suspended: Type.Boolean() }), Type.Null()], {
    description: 'Null only for a sold listing whose seller deleted their account',
  }),
  price: Type.Number({ description: 'Rupees per ticket' }),
  quantity: Type.Integer(),
  seat: Type.String(),
  status: Type.Enum(['LISTED', 'SOLD']),
  createdAt: Time,
  hidden: Type.Union([Type.Object({ at: Time, cause: Type.Enum(['SELLER_SUSPENDED', 'OPERATOR', 'EVENT_CANCELLED']), reason: NullableText }), Type.Null()], {
    description: "Null while buyers see it; the reason is the operator's (null when the seller's suspension or the event's cancellation hid it)",
  }),
  openReports: Type.Integer({ description: 'Reports against it not yet resolved' }),
});
sameType<Static<typeof AdminListingSchema>, AdminListing>(true);

export const PagedAdminListings = paged(AdminListingSchema);

export const RelistingAllowedSchema = Type.Object({ listingId: Type.Integer(), eventId: Type.Integer(), deletedAt: Time });
sameType<Static<typeof RelistingAllowedSchema>, RelistingAllowed>(true);

export const adminListingFilters = {
  query: Type.Optional(
    Type.String({
        maxLength: MAX_LISTING_QUERY,
        errorMessage: `query must be at most ${MAX_LISTING_QUERY} characters`,
        description: "Part of an event's name, a seller's e-mail or name, a listing id as #12, or a booking id (as on the ticket) or its SHA-256 hash; empty lists every listing",
      }),
  ),
  concertId: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999_999, errorMessage: 'concertId must be a whole number', description: 'Only this event' })),
  state: Type.Optional(Type.Enum(['visible', 'hidden'], { errorMessage: 'state must be visible or hidden', description: 'Only listings buyers see, or only hidden ones' })),
};

const Reason = Type.Enum(REPORT_REASONS);
const Resolution = Type.Enum(REPORT_RESOLUTIONS);

export const QueuedReportSchema = Type.Object({
  id: Type.Integer(),
  reason: Reason,
  details: Type.String({ description: "The reporter's words; empty when they wrote none" }),
  createdAt: Time,
  reporter: Type.Union([Type.Object({ id: Type.Integer(), email: Type.String(), name: NullableText }), Type.Null()], { description: 'Null once they deleted their account' }),
  listing: AdminListingSchema,
  sellerHistory: Type.Union(
    [Type.Object({ listings: Type.Integer(), sold: Type.Integer(), hidden: Type.Integer(), earlierReports: Type.Integer({ description: 'Reports against them before this one' }) }), Type.Null()],
    { description: 'Null when the listing has no seller any more' },
  ),
  otherReports: Type.Array(
    Type.Object({ id: Type.Integer(), listingId: Type.Integer(), reason: Reason, details: Type.String(), createdAt: Time, resolution: Type.Union([Resolution, Type.Null()]) }),
    { description: "The seller's other reports, newest first (at most 10)" },
  ),
});
sameType<Static<typeof QueuedReportSchema>, QueuedReport>(true);

export const PagedReports = paged(QueuedReportSchema);

export const ResolvedReportSchema = Type.Object({ id: Type.Integer(), resolution: Resolution, note: Type.String(), resolvedAt: Time });
sameType<Static<typeof ResolvedReportSchema>, ResolvedReport>(true);

export const ListingReportReceiptSchema = Type.Object({ id: Type.Integer(), listingId: Type.Integer(), reason: Reason, details: Type.String(), createdAt: Time });
sameType<Static<typeof ListingReportReceiptSchema>, ListingReportReceipt>(true);
