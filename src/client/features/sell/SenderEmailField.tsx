import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { useAppSelector } from '../../app/hooks';
import { FormTextField } from '../auth/FormTextField';
import { selectCurrentUser } from '../auth/authSlice';
import type { EventStepValues } from './eventStepValues';
import { useSenderNeedsCode } from './useSenderProof';

export const SEND_CODE_HINT = "We'll send a code to this address";

/** The address the booking e-mail will be forwarded from, or the signed-in user's own. */
export function SenderEmailField() {
  const { values, setValues, setFieldError } = useFormikContext<EventStepValues>();
  const registered = useAppSelector(selectCurrentUser)?.email;
  const needsCode = useSenderNeedsCode()(values.senderEmail);

  const toggle = (checked: boolean) => {
    const senderEmail = checked && registered ? registered : values.senderEmail;
    void setValues({ ...values, sameAsRegistered: checked, senderEmail }, false);
    setFieldError('senderEmail', undefined);
  };

  return (
    <Stack spacing={0.5}>
      <FormTextField
        name="senderEmail"
        label="Sender email"
        type="email"
        autoComplete="email"
        disabled={values.sameAsRegistered}
        placeholder="The address your tickets were booked with"
        inputProps={needsCode ? { 'aria-describedby': 'sender-code-hint' } : undefined}
      />
      {needsCode && (
        <FormHelperText id="sender-code-hint" sx={{ color: 'text.secondary' }}>
          {SEND_CODE_HINT}
        </FormHelperText>
      )}
      {registered && (
        <FormControlLabel
          control={<Checkbox checked={values.sameAsRegistered} onChange={(event) => toggle(event.target.checked)} />}
          label="Same as registered email"
        />
      )}
    </Stack>
  );
}
