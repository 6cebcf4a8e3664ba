import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { PagedResponse } from '../../../shared/entities';
import { errorMessage } from '../../api/errors';
import { TextInput } from '../../components/TextInput';

interface ConsoleSearchProps {
  label: string;
  helperText: string;
  text: string;
  onText: (text: string) => void;
  /** The search the list was fetched for (the debounced text). */
  query: string;
  result: { data?: PagedResponse<unknown>; error?: unknown; isFetching: boolean };
  /** What the list holds, singular and plural: ['account', 'accounts']. */
  noun: [string, string];
  loadError: string;
}

/** A console list's search box, its load error, and how many it found for what. */
export function ConsoleSearch({ label, helperText, text, onText, query, result, noun, loadError }: ConsoleSearchProps) {
  const { data, error, isFetching } = result;
  return (
    <>
      <TextInput label={label} helperText={helperText} value={text} type="search" onChange={(event) => onText(event.target.value)} fullWidth />
      {error !== undefined && <Alert severity="error">{errorMessage(error, loadError)}</Alert>}
      {data !== undefined && (
        <Typography role="status" sx={{ color: 'text.secondary' }} aria-busy={isFetching}>
          {data.totalElements === 1 ? `1 ${noun[0]}` : `${data.totalElements} ${noun[1]}`}
          {query.trim() !== '' && ` matching “${query.trim()}”`}
        </Typography>
      )}
    </>
  );
}
