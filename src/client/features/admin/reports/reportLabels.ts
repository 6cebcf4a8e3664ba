import type { ReportResolution } from '../../../../shared/admin/reports';

/** The resolve dialog's choices. */
export const RESOLVE_CHOICES: Record<ReportResolution, { label: string; note: string }> = {
  DISMISSED: { label: 'Dismiss the report', note: 'Nothing changes for the seller. The note stays in the audit log.' },
  LISTING_HIDDEN: { label: 'Hide the listing', note: 'Buyers stop seeing it. The note is the reason the seller is shown in My Listings and sent by e-mail.' },
  SELLER_SUSPENDED: {
    label: 'Suspend the seller',
    note: 'They are signed out, all their listings on sale are hidden, and they cannot sign in. The note is kept as the suspension’s reason.',
  },
};

/** How an earlier report ended, in the queue's list of the seller's other reports. */
export const RESOLUTION_LABELS: Record<ReportResolution, string> = {
  DISMISSED: 'dismissed',
  LISTING_HIDDEN: 'listing hidden',
  SELLER_SUSPENDED: 'seller suspended',
};
