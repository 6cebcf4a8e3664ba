import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EXPLORE_META } from '../../../shared/pageMeta';
import { Button } from '../../components/Button';
import { ListMessage } from '../../components/ListMessage';
import { PageHeading } from '../../components/PageHeading';
import { PagedList } from '../../components/PagedList';
import { ResultCount } from '../../components/ResultCount';
import { CardGridSkeleton } from '../../components/Skeletons';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { EventCard } from './EventCard';
import { eventGridSx } from './eventGrid';
import { useGetConcertsInfiniteQuery } from './eventsApi';
import { ExploreFilters } from './ExploreFilters';
import { useExploreFilters } from './useExploreFilters';

const exploreError = (retry: () => void) => (
  <ListMessage
    title="Oops... We were unable to load events"
    message="Something went wrong while loading events. Please try again."
    action={<Button onClick={retry}>Retry</Button>}
  />
);

const exploreEmpty = (
  <ListMessage
    title="No events found"
    message="No events found matching your filters. Try changing your filters or check back later."
  />
);

const EVENT_NOUN = ['event', 'events'] as const;

/** Cards that can show without scrolling on a wide screen (one row of four); their images load first. */
const FIRST_SCREEN_CARDS = 4;

/** 'Upcoming Events': every upcoming event, soonest first, narrowed by filters kept in the URL. */
export function ExplorePage() {
  useDocumentMeta(EXPLORE_META);
  const { filters, setFilters } = useExploreFilters();
  const query = useGetConcertsInfiniteQuery(filters);
  const firstScreen = new Set(query.data?.pages[0]?.content.slice(0, FIRST_SCREEN_CARDS).map((c) => c.concertId));
  return (
    <PageHeading title="Upcoming Events">
      <ExploreFilters filters={filters} onChange={setFilters} />
      <ResultCount currentData={query.currentData} noun={EVENT_NOUN} />
      {/* The cards' names are h3, as in the home page's sections: the grid gets the h2 between them and the h1. */}
      <Box component="section" aria-labelledby="explore-events">
        <Typography id="explore-events" component="h2" sx={visuallyHiddenSx}>
          Events
        </Typography>
        <PagedList
          query={query}
          listLabel="Events"
          listSx={eventGridSx}
          getKey={(concert) => concert.concertId}
          renderItem={(concert) => <EventCard concert={concert} eager={firstScreen.has(concert.concertId)} />}
          loading={<CardGridSkeleton count={8} label="Loading events" gridSx={eventGridSx} />}
          empty={exploreEmpty}
          error={exploreError}
        />
      </Box>
    </PageHeading>
  );
}
