import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { User } from '../../../shared/entities';
import {
  changePasswordSchema,
  CURRENT_PASSWORD_WRONG,
  setFirstPasswordSchema,
  type ChangePasswordValues,
  type SetFirstPasswordValues,
} from '../../../shared/schemas/passwordSchemas';
import { errorMessage, errorToast, isFetchBaseQueryError } from '../../api/errors';
import { Button } from '../../components/Button';
import { useUpdateUserMutation } from '../auth/authApi';
import { FormTextField } from '../auth/FormTextField';
import { useToast } from '../toasts/useToast';
import { EmailCodeProof } from './EmailCodeProof';

export const PASSWORD_TEXT = {
  changed: 'Password changed successfully',
  set: 'Password set successfully',
  failed: 'Failed to update password',
} as const;

interface FormProps {
  user: User;
  onDone: () => void;
}

function Actions({ submitLabel, submitting, onCancel }: { submitLabel: string; submitting: boolean; onCancel: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button variant="ghost" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/** Saves the new password; a refusal about the proof goes beside its field, anything else to a toast. */
function useSavePassword<V extends { password: string }>(user: User, proofField: keyof V & string, done: string, onDone: () => void) {
  const [updateUser] = useUpdateUserMutation();
  const { showToast } = useToast();
  return async (values: V, helpers: FormikHelpers<V>) => {
    try {
      await updateUser({ id: user.id, ...values }).unwrap();
    } catch (failure) {
      const message = errorMessage(failure, PASSWORD_TEXT.failed);
      // A wrong current password (403), or the OTP service's refusal of the code (400).
      const aboutProof = message === CURRENT_PASSWORD_WRONG || (isFetchBaseQueryError(failure) && failure.status === 400);
      if (aboutProof) helpers.setFieldError(proofField, message);
      else showToast(errorToast(failure, PASSWORD_TEXT.failed));
      return;
    }
    showToast({ type: 'success', title: done });
    onDone();
  };
}

export function ChangePasswordForm({ user, onDone }: FormProps) {
  const save = useSavePassword<ChangePasswordValues>(user, 'currentPassword', PASSWORD_TEXT.changed, onDone);
  return (
    <Formik<ChangePasswordValues>
      initialValues={{ currentPassword: '', password: '' }}
      validationSchema={changePasswordSchema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={(values, helpers) => save(changePasswordSchema.cast(values), helpers)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Change password">
          <Stack spacing={2}>
            <FormTextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
            <FormTextField name="password" label="New password" type="password" autoComplete="new-password" />
            <Actions submitLabel="Change Password" submitting={isSubmitting} onCancel={onDone} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** An account made by Google sign-in: a code to its verified e-mail proves the owner is setting the first password. */
export function SetFirstPasswordForm({ user, onDone }: FormProps) {
  const save = useSavePassword<SetFirstPasswordValues>(user, 'emailCode', PASSWORD_TEXT.set, onDone);

  return (
    <Formik<SetFirstPasswordValues>
      initialValues={{ emailCode: '', password: '' }}
      validationSchema={setFirstPasswordSchema}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={(values, helpers) => save(setFirstPasswordSchema.cast(values), helpers)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Set a password">
          <Stack spacing={2}>
            <EmailCodeProof email={user.email} />
            <FormTextField name="password" label="New password" type="password" autoComplete="new-password" />
            <Actions submitLabel="Set Password" submitting={isSubmitting} onCancel={onDone} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
