import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminListing } from '../../../../shared/admin/listings';
import { formatEventDay, formatRupees } from '../../../../shared/format';
import { consoleTime } from '../consoleTime';
import { OwnItemWarning } from '../OwnItemWarning';

/** Why buyers do not see the listing, in words. */
export function hiddenText(hidden: NonNullable<AdminListing['hidden']>): string {
  if (hidden.cause === 'OPERATOR') return `Hidden by an operator ${consoleTime(hidden.at)}: ${hidden.reason ?? ''}`;
  if (hidden.cause === 'EVENT_CANCELLED') return `Closed ${consoleTime(hidden.at)}: the event was cancelled`;
  return `Hidden ${consoleTime(hidden.at)} with its seller's suspension`;
}

/** A listing as an operator reads it: the event, the tickets, the seller, and whether buyers see it. */
export function ListingSummary({ listing, headingLevel = 'h2' }: { listing: AdminListing; headingLevel?: 'h2' | 'h3' }) {
  const { seller, hidden } = listing;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {listing.event.name}
        </Typography>
        {listing.status === 'SOLD' && <Chip size="small" label="Sold" />}
        {hidden !== null && <Chip size="small" color="error" label="Hidden" />}
        {listing.openReports > 0 && (
          // Dark amber on a pale tint: MUI's warning orange on white is under the 4.5:1 contrast text needs.
          <Chip size="small" sx={{ bgcolor: '#FFF4E5', color: '#663C00' }} label={listing.openReports === 1 ? '1 open report' : `${listing.openReports} open reports`} />
        )}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Listing #{listing.id} · {formatEventDay(listing.event.date)} · listed {consoleTime(listing.createdAt)}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        {listing.quantity} × {listing.seat} · {formatRupees(listing.price)} per ticket
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        Seller: {seller === null ? 'a deleted account' : `${seller.name ?? seller.email} (${seller.email})`}
        {seller?.suspended && ' · suspended'}
      </Typography>
      {hidden !== null && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {hiddenText(hidden)}
        </Typography>
      )}
      <OwnItemWarning ownerId={seller?.id} what="listing" />
    </Box>
  );
}
