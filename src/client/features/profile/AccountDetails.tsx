import { useState } from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { User } from '../../../shared/entities';
import { formatPhone } from '../../../shared/phone';
import { useAppDispatch } from '../../app/hooks';
import { loadProfileSchemas } from '../../app/featureSplitPoints';
import { errorToast } from '../../api/errors';
import { Button } from '../../components/Button';
import { useUpdateUserMutation } from '../auth/authApi';
import { otpThrottleCleared } from '../otp/otpThrottleSlice';
import { useOtpDialog } from '../otp/useOtpDialog';
import { useToast } from '../toasts/useToast';
import { EditableField, FieldRow } from './EditableField';
import { VerifiedMark } from './VerifiedMark';

type EditableKey = 'name' | 'phoneNumber';

const NOT_AVAILABLE = 'N/A';

/** SPEC §2 'Account Details': name and phone edited in place, e-mail and phone verified through the OTP modal. */
export function AccountDetails({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const { showToast } = useToast();
  const [updateUser] = useUpdateUserMutation();
  const [editing, setEditing] = useState<EditableKey | null>(null);
  const { verify, dialog } = useOtpDialog(user);

  const save = (field: EditableKey) => async (raw: string) => {
    const value = raw.trim();
    // The rules and labels come with yup, loaded at the first save rather than with the page.
    const { PROFILE_FIELD_LABELS, updateUserSchema } = await loadProfileSchemas();
    const label = PROFILE_FIELD_LABELS[field];
    try {
      await updateUserSchema.validateAt(field, { [field]: value });
      await updateUser({ id: user.id, [field]: value }).unwrap();
    } catch (failure) {
      // yup's ValidationError, known by name: importing the class would bring yup with the page.
      if (failure instanceof Error && failure.name === 'ValidationError') return failure.message;
      const toast = errorToast(failure, `Failed to update ${label.toLowerCase()}`);
      showToast(toast);
      return toast.title;
    }
    // A code sent to the old number proves nothing about the new one: let the next opening send at once.
    if (field === 'phoneNumber') dispatch(otpThrottleCleared('phone'));
    showToast({ type: 'success', title: `${label} updated successfully` });
    setEditing(null);
    return null;
  };

  const editProps = (field: EditableKey) => ({
    editing: editing === field,
    onCancel: () => setEditing(null),
    onSave: save(field),
  });

  const phone = user.phoneNumber;
  const phoneAction = !phone ? (
    <Button variant="outline" size="small" onClick={() => setEditing('phoneNumber')}>
      Add Phone Number
    </Button>
  ) : user.phoneVerificationStatus !== 'VERIFIED' ? (
    <Button variant="outline" size="small" onClick={() => verify('phone')}>
      Verify Phone Number
    </Button>
  ) : null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="account-details" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="account-details" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Account Details
      </Typography>
      <EditableField
        label="Name"
        display={user.name || 'Guest'}
        value={user.name ?? ''}
        onEdit={() => setEditing('name')}
        {...editProps('name')}
      />
      <Divider />
      <FieldRow
        label="Email"
        display={user.email || NOT_AVAILABLE}
        mark={user.email && user.emailVerificationStatus === 'VERIFIED' && <VerifiedMark />}
        action={
          user.emailVerificationStatus !== 'VERIFIED' && (
            <Button variant="outline" size="small" onClick={() => verify('email')}>
              Verify Email
            </Button>
          )
        }
      />
      <Divider />
      <EditableField
        label="Phone Number"
        display={phone ? formatPhone(phone) : NOT_AVAILABLE}
        value={phone ?? ''}
        onEdit={phone ? () => setEditing('phoneNumber') : undefined}
        action={phoneAction}
        mark={phone && user.phoneVerificationStatus === 'VERIFIED' && <VerifiedMark />}
        {...editProps('phoneNumber')}
      />
      {dialog}
    </Paper>
  );
}
