import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import type { AdminListing } from '../../../../shared/admin/listings';
import { hideListingSchema, type HideListingValues } from '../../../../shared/schemas/moderationSchemas';
import { errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { OwnItemWarning } from '../OwnItemWarning';
import { FormTextField } from '../../auth/FormTextField';
import { useToast } from '../../toasts/useToast';
import { useHideListingMutation } from '../moderationApi';

const INITIAL: HideListingValues = { reason: '' };

/** Asks why, then hides: the seller is shown the reason in My Listings and sent it by e-mail. */
export function HideListingDialog({ listing, onClose }: { listing: AdminListing | null; onClose: () => void }) {
  const [hide] = useHideListingMutation();
  const { showToast } = useToast();

  const submit = async ({ reason }: HideListingValues) => {
    if (listing === null) return;
    try {
      await hide({ id: listing.id, reason: reason.trim() }).unwrap();
      showToast({ type: 'success', title: `Listing #${listing.id} is hidden` });
      onClose();
    } catch (error) {
      showToast(errorToast(error, 'The listing could not be hidden. Please try again.'));
    }
  };

  return (
    <Dialog open={listing !== null} onClose={onClose} aria-labelledby="hide-listing-title" fullWidth maxWidth="sm">
      <Formik initialValues={INITIAL} validationSchema={hideListingSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="hide-listing-title" sx={{ fontWeight: 700 }}>
              Hide listing #{listing?.id}
            </DialogTitle>
            <DialogContent>
              <OwnItemWarning ownerId={listing?.seller?.id} what="listing" />
              <Typography sx={{ my: 2 }}>
                Buyers stop seeing it at once. The seller sees the reason in My Listings and gets it by e-mail; the audit log keeps it.
              </Typography>
              <FormTextField name="reason" label="Reason (shown to the seller)" multiline minRows={3} autoFocus />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" loading={isSubmitting}>
                Hide listing
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
