import { useState, type ElementType } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signInSchema, signUpSchema, type SignInValues, type SignUpValues } from '../../../shared/schemas/authSchemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { errorToast } from '../../api/errors';
import { useToast } from '../toasts/useToast';
import { useSignInMutation, useSignUpMutation } from './authApi';
import { authErrorCleared, selectAuthError, SIGN_IN_FAILED, SIGN_UP_FAILED } from './authSlice';
import { CredentialsForm, type CredentialsField } from './CredentialsForm';
import { GoogleSignInButton } from './GoogleSignInButton';

type Mode = 'signIn' | 'signUp';

const signInFields: CredentialsField<SignInValues>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

const signUpFields: CredentialsField<SignUpValues>[] = [
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

const SWITCH = {
  signIn: { title: 'Sign In', question: "Don't have an account?", other: 'Sign Up' },
  signUp: { title: 'Sign Up', question: 'Already have an account?', other: 'Sign In' },
} as const;

interface AuthFormsProps {
  titleId: string;
  titleComponent?: ElementType;
  /** Where the visitor goes once signed in; Google sign-in carries it through the identity provider. */
  returnTo?: string | null;
}

/** SPEC §2 auth modal content, also used by /login: sign-in or sign-up, and where it is set up the 'or' divider and Google. */
export function AuthForms({ titleId, titleComponent = 'h2', returnTo = null }: AuthFormsProps) {
  const dispatch = useAppDispatch();
  const { showToast } = useToast();
  const error = useAppSelector(selectAuthError);
  const [mode, setMode] = useState<Mode>('signIn');
  const [signIn] = useSignInMutation();
  const [signUp] = useSignUpMutation();
  // Offered only where the server has it set up: elsewhere it could only fail.
  const { googleSignIn } = useRuntimeConfig();
  const texts = SWITCH[mode];

  // Success is handled by the auth slice (signed in, modal closed); a failure is stored there and toasted.
  const run = async (call: () => Promise<unknown>, fallback: string) => {
    try {
      await call();
    } catch (failure) {
      showToast(errorToast(failure, fallback));
    }
  };

  const toggle = () => {
    dispatch(authErrorCleared());
    setMode(mode === 'signIn' ? 'signUp' : 'signIn');
  };

  return (
    <Stack spacing={2.5}>
      <Typography id={titleId} variant="h5" component={titleComponent} sx={{ fontWeight: 700 }}>
        {texts.title}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {mode === 'signIn' ? (
        <CredentialsForm
          key="signIn"
          name="Sign in"
          schema={signInSchema}
          initialValues={{ email: '', password: '' }}
          fields={signInFields}
          submitLabel="Sign In"
          onSubmit={(values) => run(() => signIn(values).unwrap(), SIGN_IN_FAILED)}
        />
      ) : (
        <CredentialsForm
          key="signUp"
          name="Sign up"
          schema={signUpSchema}
          initialValues={{ name: '', email: '', phoneNumber: '', password: '' }}
          fields={signUpFields}
          submitLabel="Create Account"
          onSubmit={(values) => run(() => signUp(values).unwrap(), SIGN_UP_FAILED)}
        />
      )}
      {googleSignIn && (
        <>
          <Divider>or</Divider>
          <GoogleSignInButton returnTo={returnTo} />
        </>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {texts.question}{' '}
        <Link component="button" type="button" variant="body2" onClick={toggle} sx={{ fontWeight: 600 }}>
          {texts.other}
        </Link>
      </Typography>
    </Stack>
  );
}
