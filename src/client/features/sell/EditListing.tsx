import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import type { TicketListing } from '../../../shared/entities';
import { errorToast } from '../../api/errors';
import { ListingDetailsForm } from '../listings/ListingDetailsForm';
import { useUpdateListingMutation, type ListingUpdate } from '../listings/listingsApi';
import { useToast } from '../toasts/useToast';

/** The sell page in edit mode (SPEC §2): only the details step; after saving, back to where the seller came from. */
export function EditListing({ listing }: { listing: TicketListing }) {
  const [updateListing] = useUpdateListingMutation();
  const { showToast } = useToast();
  const navigate = useNavigate();

  const save = async (update: ListingUpdate) => {
    try {
      await updateListing({ listing, update }).unwrap();
    } catch (failure) {
      showToast(errorToast(failure, 'We could not update your ticket listing.'));
      return;
    }
    showToast({ type: 'success', title: 'Ticket listing updated successfully' });
    void navigate(-1);
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800', mb: 1 }}>
        Update your ticket details
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{listing.concert.concertName}</Typography>
      <ListingDetailsForm listing={listing} submitLabel="Save changes" onSubmit={save} />
    </Container>
  );
}
