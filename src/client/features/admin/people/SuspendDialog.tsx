import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import type { AdminUser } from '../../../../shared/admin/people';
import { suspensionSchema, type SuspensionValues } from '../../../../shared/schemas/suspensionSchemas';
import { errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { FormTextField } from '../../auth/FormTextField';
import { useToast } from '../../toasts/useToast';
import { useSuspendAccountMutation } from '../adminApi';

const INITIAL: SuspensionValues = { reason: '' };

/** Asks why, then suspends: the reason is kept with the suspension and in the audit log. */
export function SuspendDialog({ person, onClose }: { person: AdminUser | null; onClose: () => void }) {
  const [suspend] = useSuspendAccountMutation();
  const { showToast } = useToast();

  const submit = async ({ reason }: SuspensionValues) => {
    if (person === null) return;
    try {
      await suspend({ id: person.id, reason: reason.trim() }).unwrap();
      showToast({ type: 'success', title: `${person.email} is suspended` });
      onClose();
    } catch (error) {
      showToast(errorToast(error, 'The account could not be suspended. Please try again.'));
    }
  };

  return (
    <Dialog open={person !== null} onClose={onClose} aria-labelledby="suspend-title" fullWidth maxWidth="sm">
      <Formik initialValues={INITIAL} validationSchema={suspensionSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="suspend-title" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              Suspend {person?.email}
            </DialogTitle>
            <DialogContent>
              <Typography sx={{ mb: 2 }}>
                They are signed out everywhere, their listings on sale are hidden from buyers, and they cannot sign in until the account is restored.
                The reason is kept with the suspension and in the audit log.
              </Typography>
              <FormTextField name="reason" label="Reason" multiline minRows={3} autoFocus />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" loading={isSubmitting}>
                Suspend account
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
