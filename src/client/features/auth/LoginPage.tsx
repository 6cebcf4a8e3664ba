import { useEffect } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_META } from '../../../shared/pageMeta';
import { useAppSelector } from '../../app/hooks';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { AuthForms } from './AuthForms';
import { selectIsSignedIn } from './authSlice';
import { safeReturnPath } from './safeReturnPath';

/**
 * SPEC §2 /login: the sign-in forms as a page; once signed in, go to `?redirect=` (already decoded here) when it is a
 * path on this site, else home. Google sign-in from here comes back to the same path.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  const target = safeReturnPath(params.get('redirect'));
  useDocumentMeta(LOGIN_META);

  useEffect(() => {
    if (signedIn) void navigate(target, { replace: true });
  }, [signedIn, navigate, target]);

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <AuthForms titleId="login-title" titleComponent="h1" returnTo={target} initialMode={params.get('forgot') === '1' ? 'forgot' : 'signIn'} />
      </Paper>
    </Container>
  );
}
