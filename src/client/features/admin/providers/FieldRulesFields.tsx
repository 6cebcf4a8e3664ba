import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { BOOKING_FIELDS, EVENT_FIELDS, type BookingField } from '../../../../shared/providerDefinition';
import { FormTextField } from '../../auth/FormTextField';
import { FIELD_NAMES } from './providerLabels';

/** One field's rule: a label, a pattern with named parts, or both (the pattern then reads the label's value). */
function RuleFieldset({ field }: { field: BookingField }) {
  const [, meta] = useField(`fields.${field}`);
  const [reads, , readsHelpers] = useField<'body' | 'subject'>(`fields.${field}.in`);
  // The rule's own refusal ("a label, a pattern, or both") belongs to the pair, not to either box.
  const refusal = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'grey.300', borderRadius: 2, px: 2, pb: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
        {FIELD_NAMES[field]}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, gap: 2 }}>
        <FormTextField name={`fields.${field}.label`} label="Label" />
        <FormTextField name={`fields.${field}.pattern`} label="Pattern" />
      </Box>
      <FormControlLabel
        control={<Checkbox checked={reads.value === 'subject'} onChange={(event) => void readsHelpers.setValue(event.target.checked ? 'subject' : 'body')} />}
        label="A pattern without a label reads the subject line"
      />
      {refusal !== undefined && <FormHelperText error>{refusal}</FormHelperText>}
    </Box>
  );
}

function EventFieldBox({ field }: { field: BookingField }) {
  const [input] = useField({ name: 'eventFields', type: 'checkbox', value: field });
  return <FormControlLabel control={<Checkbox {...input} />} label={FIELD_NAMES[field]} />;
}

/**
 * How each booking field is read, and which of them identify the event. A label finds the value beside or under
 * it; a pattern is RE2 (linear time), its value the part named like the field, e.g. (?P<bookingId>TN-\d+).
 */
export function FieldRulesFields() {
  const [, eventMeta] = useField('eventFields');
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        A label finds the value beside it (“Label: value”) or on the line under it. A pattern is a regular expression in RE2 syntax; its value is the part
        named like the field, e.g. <code>{'(?P<bookingId>TN-\\d+)'}</code>, else the first part in brackets. With both, the pattern reads the label’s value.
      </Typography>
      {BOOKING_FIELDS.map((field) => (
        <RuleFieldset key={field} field={field} />
      ))}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          Fields that identify the event
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }}>
          {EVENT_FIELDS.map((field) => (
            <EventFieldBox key={field} field={field} />
          ))}
        </Stack>
        {eventMeta.touched && typeof eventMeta.error === 'string' && <FormHelperText error>{eventMeta.error}</FormHelperText>}
      </Box>
    </Stack>
  );
}
