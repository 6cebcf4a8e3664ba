import { Suspense, useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '../../../shared/entities';
import { ChangePasswordForm, SetFirstPasswordForm } from '../../app/featureSplitPoints';
import { Button } from '../../components/Button';

/**
 * The profile's password: changed with the current one, or for an account made by Google sign-in (no
 * password yet) set for the first time with a code sent to its verified e-mail.
 */
export function ChangePasswordSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const canSetFirst = user.emailVerificationStatus === 'VERIFIED';

  return (
    <Paper variant="outlined" component="section" aria-labelledby="password-section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="password-section" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Password
      </Typography>
      {!open && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user.hasPassword
              ? 'Changing your password signs you out everywhere else.'
              : canSetFirst
                ? 'You sign in with Google. Set a password to also sign in with your email.'
                : 'Verify your email first: the code that lets you set a password is sent there.'}
          </Typography>
          {(user.hasPassword || canSetFirst) && (
            <Button variant="outline" size="small" onClick={() => setOpen(true)}>
              {user.hasPassword ? 'Change Password' : 'Set a Password'}
            </Button>
          )}
        </Stack>
      )}
      {open && (
        <Suspense fallback={null}>
          {user.hasPassword ? <ChangePasswordForm user={user} onDone={close} /> : <SetFirstPasswordForm user={user} onDone={close} />}
        </Suspense>
      )}
    </Paper>
  );
}
