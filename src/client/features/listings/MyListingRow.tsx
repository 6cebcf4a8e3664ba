import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import type { TicketListing } from '../../../shared/entities';
import { faceValueFacts, faceValuePerTicket } from '../../../shared/fairPrice';
import { formatEventDay, formatRupees } from '../../../shared/format';
import { eventPath } from '../../app/navigation';
import { Button } from '../../components/Button';
import { LazyTooltip } from '../../components/LazyTooltip';
import { EditIcon, InfoIcon } from './icons';

export interface MyListingRowProps {
  listing: TicketListing;
  onMarkSold: (listing: TicketListing) => void;
  onEdit: (listing: TicketListing) => void;
}

type RowStatus = 'Listed' | 'Sold' | 'Hidden';
const STATUS_COLOUR = { Listed: 'primary', Sold: 'success', Hidden: 'warning' } as const;

/** Where the listing stands for buyers: sold, off the marketplace by our team, or on sale. */
export function rowStatus(listing: TicketListing): RowStatus {
  if (listing.ticketStatus === 'SOLD') return 'Sold';
  return listing.hiddenByOperator ? 'Hidden' : 'Listed';
}

/** MUI's small outlined Chip, drawn as a label: the Chip component is ~3 KB gzip for one word. */
const statusMarkSx = (status: RowStatus) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    height: 24,
    px: '9px',
    borderRadius: '12px',
    fontSize: '0.8125rem',
    whiteSpace: 'nowrap',
    // The word in the text colour (the warning orange is too light for small text); the border tells the state.
    color: 'grey.800',
    fontWeight: 600,
    border: (theme: Theme) => `2px solid ${alpha(theme.palette[STATUS_COLOUR[status]].main, 0.8)}`,
  }) as const;

/** Fans who opened the contact dialog of this listing, each once. */
export function ownContactsText(count: number): string {
  if (count <= 0) return 'No contacts yet';
  return `${count} ${count === 1 ? 'fan has' : 'fans have'} contacted you`;
}

/** The tooltip: per ticket, like the price beside it, with the booking's total after it. */
export function originalPriceText(listing: TicketListing): string {
  const faceValue = faceValuePerTicket(listing);
  const { verifiedAmountPaid: paid, verifiedTicketQuantity: tickets } = listing;
  if (faceValue === null || paid === null || tickets === null) return 'Original price paid: N/A';
  const total = tickets === 1 ? '' : ` (${formatRupees(paid)} for ${tickets} tickets)`;
  return `Original price paid: ${formatRupees(faceValue)} per ticket${total}`;
}

/** One of the seller's own listings: what it asks, what it cost, and what can still be done with it. */
export function MyListingRow({ listing, onMarkSold, onEdit }: MyListingRowProps) {
  const { concert } = listing;
  const faceValue = faceValueFacts(listing.price, listing);
  const sold = listing.ticketStatus === 'SOLD';
  const status = rowStatus(listing);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={concert.concertName}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={eventPath(concert.concertId, concert.concertName)}
          underline="hover"
          sx={{ fontWeight: 700, color: 'grey.800', display: 'block' }}
          noWrap
        >
          {concert.concertName}
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, my: 0.5 }}>
          {concert.concertDate && (
            <Typography component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {formatEventDay(concert.concertDate)}
            </Typography>
          )}
          <Box component="span" sx={statusMarkSx(status)}>
            {status}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, color: 'text.secondary' }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography component="span">{formatRupees(Math.round(listing.price))} per ticket</Typography>
            <LazyTooltip title={originalPriceText(listing)}>
              <IconButton size="small" aria-label="Original price paid">
                <InfoIcon fontSize="small" />
              </IconButton>
            </LazyTooltip>
          </Box>
          <Typography component="span">Quantity: {listing.quantity}</Typography>
        </Box>
        {faceValue && (
          <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            <span>{faceValue.faceValue}</span>
            {faceValue.markup && (
              <>
                {' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  · <Box component="strong" sx={{ fontWeight: 600, color: 'grey.800' }}>{faceValue.markup}</Box>
                </Box>
              </>
            )}
          </Typography>
        )}
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{ownContactsText(listing.ticketHits)}</Typography>
      </Box>
      {!sold && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Button size="small" onClick={() => onMarkSold(listing)}>
            Mark as Sold
          </Button>
          <IconButton aria-label="Edit listing" onClick={() => onEdit(listing)} color="primary">
            <EditIcon />
          </IconButton>
        </Box>
      )}
      {listing.hiddenByOperator && (
        <Alert severity="warning" sx={{ flex: '1 1 100%', overflowWrap: 'anywhere' }}>
          <strong>Hidden from buyers by our team.</strong> Reason: {listing.hiddenByOperator.reason}
        </Alert>
      )}
    </Paper>
  );
}
