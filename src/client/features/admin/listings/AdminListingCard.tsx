import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminListing } from '../../../../shared/admin/listings';
import { errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { useToast } from '../../toasts/useToast';
import { useRestoreListingMutation } from '../moderationApi';
import { ListingSummary } from './ListingSummary';

/** One listing on the Listings page, and what may be done about it: hide it, or restore one an operator hid. */
export function AdminListingCard({ listing, onHide }: { listing: AdminListing; onHide: () => void }) {
  const { showToast } = useToast();
  const [restore, { isLoading }] = useRestoreListingMutation();

  const restoreListing = async () => {
    try {
      const restored = await restore(listing.id).unwrap();
      showToast({ type: 'success', title: restored.hidden === null ? `Listing #${listing.id} is on the marketplace again` : `Listing #${listing.id} stays hidden while its seller is suspended` });
    } catch (error) {
      showToast(errorToast(error, 'The listing could not be restored. Please try again.'));
    }
  };

  const action =
    listing.hidden?.cause === 'OPERATOR' ? (
      <Button variant="outline" loading={isLoading} onClick={() => void restoreListing()} aria-label={`Restore listing #${listing.id}`}>
        Restore
      </Button>
    ) : listing.hidden?.cause === 'EVENT_CANCELLED' ? null : listing.hidden !== null ? (
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 220 }}>Restoring the seller (People) shows it again</Typography>
    ) : listing.status === 'SOLD' ? null : (
      <Button variant="danger" onClick={onHide} aria-label={`Hide listing #${listing.id}`}>
        Hide
      </Button>
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'space-between' }}>
      <ListingSummary listing={listing} />
      {action !== null && <Box sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }}>{action}</Box>}
    </Paper>
  );
}
