import { useEffect, useRef, useState, type ElementType } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignInValues, SignUpValues } from '../../../shared/schemas/authSchemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { loadAuthSchemas } from '../../app/schemaLoaders';
import { lazySchema } from '../../components/lazySchema';
import { MIN_TARGET_SX } from '../../components/targetSize';
import { useSignInMutation, useSignUpMutation } from './authApi';
import { authErrorCleared, selectAuthError, selectAuthErrorReference } from './authSlice';
import { CredentialsForm, type CredentialsField } from './CredentialsForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { GoogleSignInButton } from './GoogleSignInButton';

type Mode = 'signIn' | 'signUp' | 'forgot';

const signInSchema = lazySchema<SignInValues>(() => loadAuthSchemas().then((m) => m.signInSchema));
const signUpSchema = lazySchema<SignUpValues>(() => loadAuthSchemas().then((m) => m.signUpSchema));

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
  /** 'forgot' opens on the reset-link form (a reset page's 'Ask for a new link'). */
  initialMode?: Mode;
}

/** SPEC §2 auth modal content, also used by /login: sign-in or sign-up, and where it is set up the 'or' divider and Google. */
export function AuthForms({ titleId, titleComponent = 'h2', returnTo = null, initialMode = 'signIn' }: AuthFormsProps) {
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectAuthError);
  const reference = useAppSelector(selectAuthErrorReference);
  const [mode, setMode] = useState<Mode>(initialMode);
  // Set when the visitor switched forms with a control that is now gone: the new form's heading takes the focus.
  const [switched, setSwitched] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const [signIn] = useSignInMutation();
  const [signUp] = useSignUpMutation();
  // Offered only where the server has it set up: elsewhere it could only fail.
  const { googleSignIn } = useRuntimeConfig();

  useEffect(() => {
    if (switched && mode !== 'forgot') title.current?.focus();
  }, [switched, mode]);

  // The auth slice takes both outcomes: signed in (modal closed), or the failure shown in the alert above the form.
  const run = async (call: () => Promise<unknown>) => {
    await call().catch(() => undefined);
  };

  const toggle = () => {
    dispatch(authErrorCleared());
    setMode(mode === 'signIn' ? 'signUp' : 'signIn');
  };

  const switchTo = (next: Mode) => {
    dispatch(authErrorCleared());
    setSwitched(true);
    setMode(next);
  };

  if (mode === 'forgot') {
    return <ForgotPasswordForm titleId={titleId} titleComponent={titleComponent} focusTitle={switched} onBack={() => switchTo('signIn')} />;
  }
  const texts = SWITCH[mode];

  return (
    <Stack spacing={2.5}>
      <Typography ref={title} tabIndex={-1} id={titleId} variant="h5" component={titleComponent} sx={{ fontWeight: 700 }}>
        {texts.title}
      </Typography>
      {/* The one announcement of a failure (role="alert"): no toast repeats it. */}
      {error && (
        <Alert severity="error">
          {error}
          {reference && (
            <Typography variant="caption" component="div" sx={{ mt: 0.5, userSelect: 'text', wordBreak: 'break-all' }}>
              {reference}
            </Typography>
          )}
        </Alert>
      )}
      {mode === 'signIn' ? (
        <CredentialsForm
          key="signIn"
          name="Sign in"
          schema={signInSchema}
          initialValues={{ email: '', password: '' }}
          fields={signInFields}
          submitLabel="Sign In"
          onSubmit={(values) => run(() => signIn(values).unwrap())}
        />
      ) : (
        <CredentialsForm
          key="signUp"
          name="Sign up"
          schema={signUpSchema}
          initialValues={{ name: '', email: '', phoneNumber: '', password: '' }}
          fields={signUpFields}
          submitLabel="Create Account"
          onSubmit={(values) => run(() => signUp(values).unwrap())}
        />
      )}
      {mode === 'signIn' && (
        <Typography variant="body2" sx={{ textAlign: 'right', mt: '8px !important' }}>
          <Link component="button" type="button" variant="body2" onClick={() => switchTo('forgot')} sx={{ fontWeight: 600, minHeight: 24 }}>
            Forgot password?
          </Link>
        </Typography>
      )}
      {googleSignIn && (
        <>
          <Divider>or</Divider>
          <GoogleSignInButton returnTo={returnTo} />
        </>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {texts.question}{' '}
        <Link component="button" type="button" variant="body2" onClick={toggle} sx={{ fontWeight: 600, ...MIN_TARGET_SX }}>
          {texts.other}
        </Link>
      </Typography>
    </Stack>
  );
}
