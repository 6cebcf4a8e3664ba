/** Why a buyer reports a listing (the "Report listing" dialog's choices, in its order). */
export const REPORT_REASONS = ['FAKE', 'ALREADY_SOLD', 'TERMS_NOT_HONOURED', 'ABUSIVE_SELLER', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  FAKE: 'Fake or not verified',
  ALREADY_SOLD: 'Already sold',
  TERMS_NOT_HONOURED: 'Price or terms not honoured',
  ABUSIVE_SELLER: 'Abusive seller',
  OTHER: 'Other',
};

/** How an operator closes a report from the queue. */
export const REPORT_RESOLUTIONS = ['DISMISSED', 'LISTING_HIDDEN', 'SELLER_SUSPENDED'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];
