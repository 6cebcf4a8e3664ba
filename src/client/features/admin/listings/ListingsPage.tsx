import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { AdminListing } from '../../../../shared/admin/listings';
import { errorMessage } from '../../../api/errors';
import { TextInput } from '../../../components/TextInput';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useSearchListingsQuery, type AdminListingsQuery } from '../moderationApi';
import { PagerButtons } from '../PagerButtons';
import { AdminListingCard } from './AdminListingCard';
import { HideListingDialog } from './HideListingDialog';

const STATES: { value: AdminListingsQuery['state']; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'visible', label: 'Seen by buyers' },
  { value: 'hidden', label: 'Hidden' },
];

/** Listings: find one by event, seller or booking id; hide it with a reason, or restore it. */
export function ListingsPage() {
  const [text, setText] = useState('');
  const [state, setState] = useState<AdminListingsQuery['state']>('');
  const [pageNumber, setPageNumber] = useState(0);
  const [hiding, setHiding] = useState<AdminListing | null>(null);
  const query = useDebouncedValue(text, 300);
  const { data, error, isFetching } = useSearchListingsQuery({ query, state, pageNumber });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800' }}>
        Listings
      </Typography>
      <TextInput
        label="Find a listing"
        helperText="An event's name, a seller's e-mail or name, a listing number (#12), or a booking id as on the ticket (or its hash)"
        value={text}
        type="search"
        onChange={(event) => {
          setText(event.target.value);
          setPageNumber(0);
        }}
        fullWidth
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Show"
        value={state}
        onChange={(_event, value: AdminListingsQuery['state'] | null) => {
          if (value === null) return;
          setState(value);
          setPageNumber(0);
        }}
      >
        {STATES.map((s) => (
          <ToggleButton key={s.label} value={s.value} sx={{ textTransform: 'none', px: 2 }}>
            {s.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error !== undefined && <Alert severity="error">{errorMessage(error, 'The listings could not be loaded. Please try again.')}</Alert>}
      {data !== undefined && (
        <Typography role="status" sx={{ color: 'text.secondary' }} aria-busy={isFetching}>
          {data.totalElements === 1 ? '1 listing' : `${data.totalElements} listings`}
          {query.trim() !== '' && ` matching “${query.trim()}”`}
        </Typography>
      )}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.content.map((listing) => (
          <li key={listing.id}>
            <AdminListingCard listing={listing} onHide={() => setHiding(listing)} />
          </li>
        ))}
      </Stack>
      {data !== undefined && <PagerButtons what="listings" pageNumber={pageNumber} lastPage={data.lastPage} onChange={setPageNumber} />}
      <HideListingDialog listing={hiding} onClose={() => setHiding(null)} />
    </Stack>
  );
}
