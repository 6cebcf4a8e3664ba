import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DeleteAccountValues } from '../../../shared/schemas/accountDeletionSchemas';
import { apiSlice } from '../../api/apiSlice';
import { errorMessage, errorReference } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { signedOut } from '../auth/authSlice';
import { useToast } from '../toasts/useToast';
import { useDeleteAccountMutation } from './dataRightsApi';

export const DELETION_TEXT = {
  done: 'Your account has been deleted',
  doneDetail: 'You are signed out. You are welcome to sign up again at any time.',
  failed: 'We could not delete your account. Please try again.',
} as const;

/**
 * Deletes the account; on success the fan lands on the home page signed out, with nothing of theirs left in the
 * cache. A refusal is kept for the dialog to show (once, beside the form), with a reference when it was our fault.
 */
export function useAccountDeletion() {
  const [deleteAccount] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async (values: DeleteAccountValues) => {
    setFailure(null);
    try {
      await deleteAccount(values).unwrap();
    } catch (error) {
      setFailure([errorMessage(error, DELETION_TEXT.failed), errorReference(error)].filter(Boolean).join(' '));
      return;
    }
    void navigate(paths.home, { replace: true });
    dispatch(signedOut());
    dispatch(apiSlice.util.resetApiState());
    showToast({ type: 'success', title: DELETION_TEXT.done, message: DELETION_TEXT.doneDetail });
  };
  return { remove, failure };
}
