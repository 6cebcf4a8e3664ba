import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import type { AdminEvent } from '../../../../shared/admin/events';
import { cancelSchema, type CancelValues } from '../../../../shared/schemas/eventSchemas';
import { errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { FormTextField } from '../../auth/FormTextField';
import { useToast } from '../../toasts/useToast';
import { useCancelAdminEventMutation } from './eventsApi';

const INITIAL: CancelValues = { reason: '' };

/** Asks why, then cancels: the listings on sale are closed and their sellers told. It cannot be undone. */
export function CancelEventDialog({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const [cancel] = useCancelAdminEventMutation();
  const { showToast } = useToast();

  const submit = async ({ reason }: CancelValues) => {
    if (event === null) return;
    try {
      const saved = await cancel({ id: event.id, reason: reason.trim() }).unwrap();
      showToast({ type: 'success', title: `${saved.name} is cancelled`, message: `${saved.listings.closed} listings closed` });
      onClose();
    } catch (error) {
      showToast(errorToast(error, 'The event could not be cancelled. Please try again.'));
    }
  };

  return (
    <Dialog open={event !== null} onClose={onClose} aria-labelledby="cancel-event-title" fullWidth maxWidth="sm">
      <Formik initialValues={INITIAL} validationSchema={cancelSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="cancel-event-title" sx={{ fontWeight: 700 }}>
              Cancel {event?.name}
            </DialogTitle>
            <DialogContent>
              <Typography sx={{ mb: 2 }}>
                Its {event?.listings.listed ?? 0} listings on sale are closed and buyers no longer see them; sold ones stay as they are. Their sellers and the
                fans who asked about the event are told, with the reason. This cannot be undone.
              </Typography>
              <FormTextField name="reason" label="Reason" multiline minRows={3} autoFocus />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button variant="ghost" onClick={onClose}>
                Keep the event
              </Button>
              <Button type="submit" variant="danger" loading={isSubmitting}>
                Cancel event
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
