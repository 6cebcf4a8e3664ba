import { useEffect, useRef, useState, type ElementType } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetLinkSentMessage } from '../../../shared/passwordReset';
import type { ForgotPasswordValues } from '../../../shared/schemas/passwordResetSchemas';
import { errorMessage } from '../../api/errors';
import { loadPasswordResetSchemas } from '../../app/schemaLoaders';
import { lazySchema } from '../../components/lazySchema';
import { useAskForPasswordResetMutation } from './authApi';
import { CredentialsForm } from './CredentialsForm';

const schema = lazySchema<ForgotPasswordValues>(() => loadPasswordResetSchemas().then((m) => m.forgotPasswordSchema));
export const RESET_REQUEST_FAILED = 'Could not send the link. Please try again.';

interface ForgotPasswordFormProps {
  titleId: string;
  titleComponent: ElementType;
  /** Back to the sign-in form. */
  onBack: () => void;
  /** Focus the heading once shown: it replaced the form the visitor was in. */
  focusTitle: boolean;
}

/** 'Forgot password?': asks for a reset link by e-mail, and says it is on its way in words that fit an unknown address too. */
export function ForgotPasswordForm({ titleId, titleComponent, onBack, focusTitle }: ForgotPasswordFormProps) {
  const [ask] = useAskForPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  const send = async (values: ForgotPasswordValues) => {
    setError(null);
    try {
      await ask(values).unwrap();
      setSentTo(values.email);
    } catch (failure) {
      setError(errorMessage(failure, RESET_REQUEST_FAILED));
    }
  };

  return (
    <Stack spacing={2.5}>
      <Typography ref={title} tabIndex={-1} id={titleId} variant="h5" component={titleComponent} sx={{ fontWeight: 700 }}>
        Reset your password
      </Typography>
      {sentTo === null ? (
        <>
          <Typography variant="body2">Enter the email of your account and we will send you a link to set a new password.</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <CredentialsForm
            name="Reset password"
            schema={schema}
            initialValues={{ email: '' }}
            fields={[{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }]}
            submitLabel="Send Reset Link"
            onSubmit={send}
          />
        </>
      ) : (
        // A long address breaks anywhere: otherwise the message scrolls sideways on a phone.
        <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
          {resetLinkSentMessage(sentTo)}
        </Alert>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={onBack} sx={{ fontWeight: 600, minHeight: 24 }}>
          Back to Sign In
        </Link>
      </Typography>
    </Stack>
  );
}
