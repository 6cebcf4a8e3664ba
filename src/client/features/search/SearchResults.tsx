import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/Button';
import { ListMessage } from '../../components/ListMessage';
import { PagedList } from '../../components/PagedList';
import { CardGridSkeleton } from '../../components/Skeletons';
import { EventCard } from '../events/EventCard';
import { eventGridSx } from '../events/eventGrid';
import { useGetSearchResultsInfiniteQuery } from './searchApi';

const searchError = (retry: () => void) => (
  <ListMessage
    title="Oops... We were unable to search events"
    message="Something went wrong while searching. Please try again."
    action={<Button onClick={retry}>Retry</Button>}
  />
);

// A status, so a screen reader hears that the search found nothing without leaving the box.
const noResults = (
  <Box role="status">
    <ListMessage title="No results found" message="Try another name, artist, venue or city." />
  </Box>
);

/** Every event matching `keyword`, best match first, loaded a page at a time as the fan scrolls. */
export function SearchResults({ keyword }: { keyword: string }) {
  const query = useGetSearchResultsInfiniteQuery(keyword);
  return (
    <Box component="section" aria-labelledby="search-results-heading" sx={{ mt: 4 }}>
      <Typography id="search-results-heading" variant="h6" component="h2" sx={{ fontWeight: 700, color: 'grey.800', mb: 2 }}>
        Results for “{keyword}”
      </Typography>
      <PagedList
        query={query}
        listLabel="Search results"
        listSx={eventGridSx}
        getKey={(concert) => concert.concertId}
        renderItem={(concert) => <EventCard concert={concert} />}
        loading={<CardGridSkeleton count={4} label="Searching events" gridSx={eventGridSx} />}
        empty={noResults}
        error={searchError}
      />
    </Box>
  );
}
