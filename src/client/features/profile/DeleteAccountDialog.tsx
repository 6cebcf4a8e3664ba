import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import type { User } from '../../../shared/entities';
import { DELETE_CONFIRMATION_WORD, deleteWithCodeSchema, deleteWithPasswordSchema } from '../../../shared/schemas/accountDeletionSchemas';
import { Button } from '../../components/Button';
import { FormTextField } from '../auth/FormTextField';
import { EmailCodeProof } from './EmailCodeProof';
import { useAccountDeletion } from './useAccountDeletion';

export const DELETE_TEXT = {
  title: 'Delete your account?',
  consequences:
    'This cannot be undone. You will be signed out everywhere, your tickets on sale will be taken off the marketplace and your details erased. ' +
    'Tickets you have sold stay in our statistics, without your name.',
  submit: 'Delete my account',
} as const;

interface DeleteAccountDialogProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/** The typed word and the owner's proof: the current password, or for an account made by Google sign-in a code e-mailed to it. */
export function DeleteAccountDialog({ user, open, onClose }: DeleteAccountDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {DELETE_TEXT.title}
      </DialogTitle>
      {/* Inside the dialog, so closing it forgets what was typed and any failure. */}
      <DeleteAccountForm user={user} textId={textId} onCancel={onClose} />
    </Dialog>
  );
}

function DeleteAccountForm({ user, textId, onCancel }: { user: User; textId: string; onCancel: () => void }) {
  const { remove, failure } = useAccountDeletion();
  const schema = user.hasPassword ? deleteWithPasswordSchema : deleteWithCodeSchema;
  const initialValues = user.hasPassword ? { confirmation: '', currentPassword: '' } : { confirmation: '', emailCode: '' };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} validateOnChange={false} validateOnBlur={false} onSubmit={(values) => remove(schema.cast(values))}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Delete account">
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2}>
              <DialogContentText id={textId}>{DELETE_TEXT.consequences}</DialogContentText>
              <FormTextField name="confirmation" label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`} autoComplete="off" autoFocus />
              {user.hasPassword ? (
                <FormTextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
              ) : (
                <EmailCodeProof email={user.email} />
              )}
              {/* A refusal's one announcement (role="alert"): no toast repeats it. */}
              {failure && <Alert severity="error">{failure}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={isSubmitting}>
              {DELETE_TEXT.submit}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Formik>
  );
}
