import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { RESET_PASSWORD_META } from '../../../shared/pageMeta';
import { RESET_LINK_INVALID } from '../../../shared/passwordReset';
import type { ResetPasswordValues } from '../../../shared/schemas/passwordResetSchemas';
import { errorMessage } from '../../api/errors';
import { paths } from '../../app/paths';
import { loadPasswordResetSchemas } from '../../app/schemaLoaders';
import { lazySchema } from '../../components/lazySchema';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { useToast } from '../toasts/useToast';
import { useResetPasswordMutation } from './authApi';
import { CredentialsForm } from './CredentialsForm';

const schema = lazySchema<ResetPasswordValues>(() => loadPasswordResetSchemas().then((m) => m.resetPasswordSchema));
export const RESET_FAILED = 'Could not set the password. Please try again.';
export const PASSWORD_RESET_DONE = 'Your new password is set. You are signed in.';
/** The login page opened on the reset-link form. */
export const ASK_AGAIN_PATH = `${paths.login}?forgot=1`;

/**
 * /reset-password?token=…, the page a reset e-mail's link opens: a new password, then signed in on this device (the
 * server ends every other session). A used, expired or mangled link says so and offers a new one.
 */
export function ResetPasswordPage() {
  useDocumentMeta(RESET_PASSWORD_META);
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [reset] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(token ? null : RESET_LINK_INVALID);

  const submit = async (values: ResetPasswordValues) => {
    setError(null);
    try {
      await reset(values).unwrap();
      showToast({ type: 'success', title: PASSWORD_RESET_DONE });
      void navigate(paths.home, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, RESET_FAILED));
    }
  };

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Set a new password
          </Typography>
          <Typography variant="body2">Choose a new password for your account. Setting it signs you out on every other device.</Typography>
          {error && (
            <Alert severity="error">
              {error}{' '}
              <Link component={RouterLink} to={ASK_AGAIN_PATH} sx={{ fontWeight: 600 }}>
                Ask for a new link
              </Link>
            </Alert>
          )}
          {token && (
            <CredentialsForm
              name="Set a new password"
              schema={schema}
              initialValues={{ token, password: '' }}
              fields={[{ name: 'password', label: 'New Password', type: 'password', autoComplete: 'new-password' }]}
              submitLabel="Set New Password"
              onSubmit={submit}
            />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
