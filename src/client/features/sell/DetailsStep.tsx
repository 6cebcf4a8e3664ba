import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import type { TicketListing } from '../../../shared/entities';
import { eventPath } from '../../app/navigation';
import { ListingDetailsForm } from '../listings/ListingDetailsForm';
import { useUpdateListingMutation, type ListingUpdate } from '../listings/listingsApi';
import { useToast } from '../toasts/useToast';
import { useSellWizard } from './useSellWizard';

export const LISTED_DESCRIPTION = 'You can modify the price and other details below or anytime later from the Profile page.';

/** Create mode's last step: the verified listing's details, prefilled; saving goes to the event page. */
export function DetailsStep({ listing }: { listing: TicketListing }) {
  const { advance, values } = useSellWizard();
  const [updateListing] = useUpdateListingMutation();
  const { showToast } = useToast();
  const navigate = useNavigate();

  const save = async (update: ListingUpdate) => {
    const result = await advance(
      async () => ({ listing: await updateListing({ listing, update }).unwrap() }),
      'We could not update your ticket listing.',
    );
    // A failure is told once, by the wizard's own alert on the page.
    if (!result.ok) return;
    showToast({ type: 'success', title: 'Ticket listing updated successfully' });
    const concertName = values.concert?.concertName ?? listing.concert.concertName;
    void navigate(eventPath(listing.concert.concertId, concertName));
  };

  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{LISTED_DESCRIPTION}</Typography>
      <ListingDetailsForm listing={listing} submitLabel="Save and view event" onSubmit={save} />
    </>
  );
}
