import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '../../../../shared/admin/people';
import { formatPhone } from '../../../../shared/phone';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { errorToast } from '../../../api/errors';
import { selectCurrentUser } from '../../auth/authSlice';
import { useToast } from '../../toasts/useToast';
import { useRestoreAccountMutation } from '../adminApi';
import { consoleTime } from '../consoleTime';
import { OwnItemWarning } from '../OwnItemWarning';

/** One account: who they are, their listings, whether they are suspended and why, and what may be done about it. */
export function PersonCard({ person, onSuspend }: { person: AdminUser; onSuspend: () => void }) {
  const me = useAppSelector(selectCurrentUser);
  const { showToast } = useToast();
  const [restore, { isLoading }] = useRestoreAccountMutation();
  const { listings, suspension } = person;

  const restoreAccount = async () => {
    try {
      await restore(person.id).unwrap();
      showToast({ type: 'success', title: `${person.email} is restored` });
    } catch (error) {
      showToast(errorToast(error, 'The account could not be restored. Please try again.'));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {person.name ?? person.email}
          </Typography>
          {person.role === 'ADMIN' && <Chip size="small" color="primary" label="Admin" />}
          {suspension !== null && <Chip size="small" color="error" label="Suspended" />}
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{person.email}</Typography>
        {person.phoneNumber !== null && <Typography>{formatPhone(person.phoneNumber)}</Typography>}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Joined {consoleTime(person.createdAt)} · Listings: {listings.listed} on sale, {listings.hidden} hidden, {listings.sold} sold
        </Typography>
        {suspension !== null && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Suspended {consoleTime(suspension.at)}: {suspension.reason}
          </Typography>
        )}
        <OwnItemWarning ownerId={person.id} what="account" />
      </Box>
      <Box sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }}>
        {person.id === me?.id ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>This is you</Typography>
        ) : person.role === 'ADMIN' ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 220 }}>An admin: their role is managed on the command line</Typography>
        ) : suspension !== null ? (
          <Button variant="outline" loading={isLoading} onClick={() => void restoreAccount()} aria-label={`Restore ${person.email}`}>
            Restore
          </Button>
        ) : (
          <Button variant="danger" onClick={onSuspend} aria-label={`Suspend ${person.email}`}>
            Suspend
          </Button>
        )}
      </Box>
    </Paper>
  );
}
