import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TicketListing } from '../../../shared/entities';
import { formatPhone } from '../../../shared/phone';
import { errorMessage } from '../../api/errors';
import { newTabProps } from '../../app/links';
import { Button } from '../../components/Button';
import { contactLink } from './contactLink';
import { listingFacts } from './ListingCard';
import { MEETUP_CHECK_TITLE } from './meetupCheckTexts';
import { SellerCard } from './SellerCard';

export const CONTACT_FAILED = "We could not get the seller's number. Please try again.";

/**
 * The contact-seller modal for one listing: who sells what, and, once the contact has answered with the seller's
 * number, that number and a messaging link with the question written; for a buyer (onCheck given), the way to the
 * meet-up check.
 */
export function ContactSellerModal({
  listing,
  phoneNumber,
  error,
  onClose,
  onCheck,
}: {
  listing: TicketListing | null;
  /** The contact's answer; null while it is on its way or when it failed. */
  phoneNumber: string | null;
  /** Why the contact failed (the server's words when it gave them). */
  error: unknown;
  onClose: () => void;
  onCheck?: (listing: TicketListing) => void;
}) {
  if (!listing) return null;
  const facts = listingFacts(listing);
  return (
    <Dialog open onClose={onClose} aria-labelledby="contact-seller-title" fullWidth maxWidth="xs">
      <DialogTitle id="contact-seller-title" sx={{ fontWeight: 700 }}>
        Contact the seller
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>
          {listing.seller.name ?? 'The seller'} is selling {facts.quantity} for {listing.concert.concertName} (
          {listing.verifiedSeat}) at {facts.price} per ticket.
        </Typography>
        {phoneNumber ? (
          <Typography sx={{ mb: 1.5, fontWeight: 600 }}>Phone: {formatPhone(phoneNumber)}</Typography>
        ) : error ? (
          <Typography role="alert" sx={{ mb: 1.5, color: 'error.main' }}>
            {errorMessage(error, CONTACT_FAILED)}
          </Typography>
        ) : (
          <Typography role="status" sx={{ mb: 1.5, color: 'text.secondary' }}>
            Getting the seller&apos;s number…
          </Typography>
        )}
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
          Prefer a seller from your own city, meet face to face and check the tickets before you pay.
        </Typography>
        <SellerCard ticketListingId={listing.ticketListingId} name={listing.seller.name} />
        {onCheck && (
          <Button variant="outline" fullWidth sx={{ mt: 2 }} onClick={() => onCheck(listing)}>
            {MEETUP_CHECK_TITLE}
          </Button>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        {phoneNumber && (
          <Button variant="success" href={contactLink(listing, phoneNumber)} {...newTabProps}>
            Message on WhatsApp
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
