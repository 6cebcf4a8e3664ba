import { useEffect, useState } from 'react';
import { useField, useFormikContext } from 'formik';
import { TextInput } from '../../../components/TextInput';
import { timeFromWritten, WRITTEN_TIME_HINT, WRITTEN_TIME_MESSAGE, writtenTime } from '../writtenDates';

/**
 * A date and time in India, written as people here write it (28/11/2026 6:30 pm); the form holds it as the
 * `yyyy-mm-ddThh:mm` the API takes, which the server reads as India time whatever the browser's own zone. Text
 * that is not a real date and time stays in the form as typed, so the form's check refuses it, in these words.
 */
export function IndiaTimeField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const { setFieldError } = useFormikContext();
  const [text, setText] = useState(() => writtenTime(field.value));
  // A form reset to another event's values shows that event's time.
  useEffect(() => {
    if (timeFromWritten(text) !== field.value) setText(writtenTime(field.value));
    // Only when the form's value changes from outside this field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value]);
  const shownError = meta.touched && meta.error ? WRITTEN_TIME_MESSAGE : undefined;
  return (
    <TextInput
      name={name}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        void helpers.setValue(timeFromWritten(event.target.value) ?? event.target.value, false);
        setFieldError(name, undefined);
      }}
      onBlur={field.onBlur}
      error={Boolean(shownError)}
      helperText={shownError ?? WRITTEN_TIME_HINT}
      autoComplete="off"
      fullWidth
    />
  );
}
