import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminEvent } from '../../../../shared/admin/events';
import { Button } from '../../../components/Button';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { ConsoleSearch } from '../ConsoleSearch';
import { PagerButtons } from '../PagerButtons';
import { AdminEventCard } from './AdminEventCard';
import { CancelEventDialog } from './CancelEventDialog';
import { CategoriesPanel } from './CategoriesPanel';
import { EventFormDialog } from './EventFormDialog';
import { useGetAdminCategoriesQuery, useSearchAdminEventsQuery } from './eventsApi';
import { ImportDialog } from './ImportDialog';
import { PostponeDialog } from './PostponeDialog';

/** Events: find, create and correct events, give them pictures, postpone or cancel them, import many from a file. */
export function EventsPage() {
  const [text, setText] = useState('');
  const [pageNumber, setPageNumber] = useState(0);
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  const [postponing, setPostponing] = useState<AdminEvent | null>(null);
  const [cancelling, setCancelling] = useState<AdminEvent | null>(null);
  const [importing, setImporting] = useState(false);
  const query = useDebouncedValue(text, 300);
  const result = useSearchAdminEventsQuery({ query, pageNumber });
  const { data } = result;
  const { data: categories = [] } = useGetAdminCategoriesQuery();

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800' }}>
          Events
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outline" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
          <Button onClick={() => setEditing('new')}>New event</Button>
        </Stack>
      </Stack>
      <ConsoleSearch
        label="Find an event"
        helperText="Part of a name, an artist, a venue or a city"
        text={text}
        onText={(value) => {
          setText(value);
          setPageNumber(0);
        }}
        query={query}
        result={result}
        noun={['event', 'events']}
        loadError="The events could not be loaded. Please try again."
      />
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.content.map((event) => (
          <li key={event.id}>
            <AdminEventCard event={event} onEdit={() => setEditing(event)} onPostpone={() => setPostponing(event)} onCancel={() => setCancelling(event)} />
          </li>
        ))}
      </Stack>
      {data !== undefined && <PagerButtons what="events" pageNumber={pageNumber} lastPage={data.lastPage} onChange={setPageNumber} />}
      <CategoriesPanel categories={categories} />
      <EventFormDialog editing={editing} categories={categories} onClose={() => setEditing(null)} />
      <PostponeDialog event={postponing} onClose={() => setPostponing(null)} />
      <CancelEventDialog event={cancelling} onClose={() => setCancelling(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
