/**
 * Why a verification was refused, as the Dashboard groups it: the seller-facing refusals (about twenty, see the
 * server's mail/refusals.ts) folded into what an operator acts on. Stored in verification_results.refusal_reason.
 */
export const VERIFICATION_REFUSAL_REASONS = [
  'NOT_RECEIVED',
  'NOT_ATTACHED',
  'UNREADABLE_MAIL',
  'SIGNATURE',
  'NOT_THEIR_BOOKING',
  'NOT_A_BOOKING',
  'WRONG_EVENT',
  'ALREADY_LISTED',
  'OTHER',
] as const;
export type VerificationRefusalReason = (typeof VERIFICATION_REFUSAL_REASONS)[number];

export const VERIFICATION_REFUSAL_LABELS: Record<VerificationRefusalReason, string> = {
  NOT_RECEIVED: 'E-mail never arrived',
  NOT_ATTACHED: 'Not forwarded as an attachment',
  UNREADABLE_MAIL: 'Damaged or oversized e-mail',
  SIGNATURE: 'Signature does not check out',
  NOT_THEIR_BOOKING: "Not the seller's own booking",
  NOT_A_BOOKING: 'Not a readable booking e-mail',
  WRONG_EVENT: 'Another event or provider',
  ALREADY_LISTED: 'Booking already listed',
  OTHER: 'Other',
};

/** The Dashboard's daily series, in the order its tiles and chart show them. */
export const DASHBOARD_SERIES = ['newListings', 'verificationsPassed', 'verificationsRefused', 'newReports', 'salesMarked'] as const;
export type DashboardSeries = (typeof DASHBOARD_SERIES)[number];

export const DASHBOARD_SERIES_LABELS: Record<DashboardSeries, string> = {
  newListings: 'New listings',
  verificationsPassed: 'Verifications passed',
  verificationsRefused: 'Verifications refused',
  newReports: 'New reports',
  salesMarked: 'Sales marked',
};

/** How many days the chart covers, today included. */
export const DASHBOARD_DAYS = 30;

/** One India day's figures. */
export interface DashboardDay extends Record<DashboardSeries, number> {
  /** yyyy-mm-dd, an Asia/Kolkata day. */
  day: string;
}

/** GET /api/admin/dashboard */
export interface Dashboard {
  /** Today's figures (India day): the last of `days`. */
  today: DashboardDay;
  /** Today's refusals by reason, most first; reasons with none are left out. */
  refusalsToday: { reason: VerificationRefusalReason; count: number }[];
  /** Reports not yet resolved, whenever they were made. */
  reportsOpen: number;
  /** DASHBOARD_DAYS days, oldest first, ending today; a day with nothing is zeros. */
  days: DashboardDay[];
}
