import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FeedbackKind } from '../../../shared/schemas/feedbackSchemas';
import { errorReference } from '../../api/errors';
import { isAdmin } from '../../../shared/roles';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { FeedbackDialog } from '../feedback/FeedbackDialog';
import { useCopySupportSnapshot } from '../support/useCopySupportSnapshot';
import { useToast } from '../toasts/useToast';
import { useLogoutMutation } from './authApi';
import { selectCurrentUser } from './authSlice';
import { LogoutDialog } from './LogoutDialog';

export interface UserMenuAction {
  label: string;
  run: () => void;
}

/**
 * SPEC §2 user menu: My Profile, (for an admin) Operations console, Suggest Events, Feedback, (in support mode) Copy
 * support snapshot, Logout, with
 * the dialogs they open. The header's dropdown and the phone menu both show these; `close` closes whichever
 * it is before an action runs. The dialogs must stay mounted after it closes.
 */
export function useUserMenuActions(close: () => void) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const support = useCopySupportSnapshot();
  const [confirming, setConfirming] = useState(false);
  // The kind stays while the dialog fades out, so its title does not change on the way.
  const [feedback, setFeedback] = useState<{ kind: FeedbackKind; open: boolean }>({ kind: 'FEEDBACK', open: false });
  const [logout, { isLoading }] = useLogoutMutation();
  const operator = isAdmin(useAppSelector(selectCurrentUser));

  const openFeedback = (kind: FeedbackKind) => {
    close();
    setFeedback({ kind, open: true });
  };

  const signOut = async () => {
    try {
      await logout().unwrap();
      showToast({ type: 'success', title: 'Signed out successfully' });
    } catch (error) {
      showToast({ type: 'error', title: 'Failed to sign out', details: errorReference(error) });
    } finally {
      setConfirming(false);
    }
  };

  const actions: UserMenuAction[] = [
    {
      label: 'My Profile',
      run: () => {
        close();
        void navigate(paths.profile);
      },
    },
    ...(operator
      ? [
          {
            label: 'Operations console',
            run: () => {
              close();
              void navigate(paths.admin);
            },
          },
        ]
      : []),
    { label: 'Suggest Events', run: () => openFeedback('SUGGEST_EVENT') },
    { label: 'Feedback', run: () => openFeedback('FEEDBACK') },
    ...(support.shown
      ? [
          {
            label: 'Copy support snapshot',
            run: () => {
              close();
              void support.copy();
            },
          },
        ]
      : []),
    {
      label: 'Logout',
      run: () => {
        close();
        setConfirming(true);
      },
    },
  ];

  const dialogs = (
    <>
      <LogoutDialog open={confirming} loading={isLoading} onConfirm={signOut} onCancel={() => setConfirming(false)} />
      <FeedbackDialog {...feedback} onClose={() => setFeedback({ ...feedback, open: false })} />
    </>
  );
  return { actions, dialogs };
}
