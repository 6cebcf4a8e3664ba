import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import type { AdminEvent } from '../../../../shared/admin/events';
import { postponeSchema, type PostponeValues } from '../../../../shared/schemas/eventSchemas';
import { errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { useToast } from '../../toasts/useToast';
import { consoleTime } from '../consoleTime';
import { usePostponeAdminEventMutation } from './eventsApi';
import { IndiaTimeField } from './IndiaTimeField';

const INITIAL: PostponeValues = { date: '' };

/** A new date; the event's subscribers and its sellers are told. */
export function PostponeDialog({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const [postpone] = usePostponeAdminEventMutation();
  const { showToast } = useToast();

  const submit = async ({ date }: PostponeValues) => {
    if (event === null) return;
    try {
      const saved = await postpone({ id: event.id, date: date.trim() }).unwrap();
      showToast({ type: 'success', title: `${saved.name} is postponed to ${consoleTime(saved.date)}` });
      onClose();
    } catch (error) {
      showToast(errorToast(error, 'The event could not be postponed. Please try again.'));
    }
  };

  return (
    <Dialog open={event !== null} onClose={onClose} aria-labelledby="postpone-title" fullWidth maxWidth="sm">
      <Formik initialValues={INITIAL} validationSchema={postponeSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="postpone-title" sx={{ fontWeight: 700 }}>
              Postpone {event?.name}
            </DialogTitle>
            <DialogContent>
              <Typography sx={{ mb: 2 }}>
                Now on {event === null ? '' : consoleTime(event.date)}. Fans who asked about it and sellers with tickets on sale are told the new date by
                e-mail and push; their listings stay on sale.
              </Typography>
              <IndiaTimeField name="date" label="New date and time (India)" />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Postpone event
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
