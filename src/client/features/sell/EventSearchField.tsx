import { useId, useMemo } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useFormikContext } from 'formik';
import type { Concert } from '../../../shared/entities';
import { SearchBar } from '../../components/SearchBar';
import { concertSuggestion, type ConcertSuggestion } from '../search/concertSuggestion';
import { useConcertSuggestions } from '../search/useConcertSuggestions';
import { eventFieldsOf, type EventStepValues } from './eventStepValues';

/**
 * The event to sell for: a search that shows the chosen event as a removable tile. 'Event' labels the box; a refusal
 * describes it and is announced once, when it appears (an alert that stays in place while the error stands).
 */
export function EventSearchField() {
  const { values, errors, touched, setValues, setFieldError } = useFormikContext<EventStepValues>();
  const { suggestions, loading, search } = useConcertSuggestions();
  const selected = useMemo(() => (values.concert ? concertSuggestion(values.concert) : null), [values.concert]);
  const shownError = touched.concertId && errors.concertId;
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const choose = (concert: Concert | null) => {
    void setValues({ ...values, ...eventFieldsOf(concert), termsAccepted: false }, false);
    setFieldError('concertId', undefined);
  };

  return (
    <FormControl error={Boolean(shownError)} fullWidth>
      <FormLabel htmlFor={inputId} sx={{ mb: 1 }}>
        Event
      </FormLabel>
      <SearchBar<ConcertSuggestion>
        inputId={inputId}
        describedBy={shownError ? errorId : undefined}
        invalid={Boolean(shownError)}
        placeholder="Search events, artists, venues"
        suggestions={suggestions}
        loading={loading}
        onSearch={search}
        onSelect={({ concert }) => choose(concert)}
        selected={selected}
        onRemoveSelected={() => choose(null)}
      />
      {shownError && (
        <FormHelperText id={errorId} role="alert">
          {shownError}
        </FormHelperText>
      )}
    </FormControl>
  );
}
