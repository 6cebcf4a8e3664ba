import Alert from '@mui/material/Alert';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';

const WARNINGS = {
  listing: 'This is your own listing. Ask another operator to handle it.',
  report: 'You made this report. Ask another operator to resolve it.',
  account: 'This is your own account.',
} as const;

/**
 * A warning beside something that is the operator's own (their listing, their report, their account): an operator
 * should not judge their own case, and the audit log would show that they did. Nothing when it is someone else's.
 */
export function OwnItemWarning({ ownerId, what }: { ownerId: number | null | undefined; what: keyof typeof WARNINGS }) {
  const me = useAppSelector(selectCurrentUser);
  if (me === null || ownerId === undefined || ownerId === null || ownerId !== me.id) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {WARNINGS[what]}
    </Alert>
  );
}
