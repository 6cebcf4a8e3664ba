import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import type { Concert } from '../../../shared/entities';
import { EVENT_NOT_FOUND_META, eventMeta } from '../../../shared/pageMeta';
import { isFetchBaseQueryError } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button';
import { HydrateApart } from '../../components/HydrateApart';
import { ListMessage } from '../../components/ListMessage';
import { PageHeading } from '../../components/PageHeading';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { sellTicketsButtonClicked } from '../analytics/analyticsActions';
import { EventListings } from '../listings/EventListings';
import { useStartSelling } from '../sell/sellingGate';
import { EventHeader, EventHeaderSkeleton } from './EventHeader';
import { RequestTickets } from './RequestTickets';
import { useGetConcertQuery } from './eventsApi';
import { useRecordView } from './useRecordView';

function parseEventId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** 'Verified Listings' with its 'Sell Tickets' button; present while loading too, so nothing below moves. */
function ListingsSection({ concert }: { concert?: Concert }) {
  const dispatch = useAppDispatch();
  const startSelling = useStartSelling();
  const sell = (event: Concert) => {
    dispatch(sellTicketsButtonClicked({ eventId: event.concertId, eventName: event.concertName }));
    startSelling({ event });
  };
  return (
    <Box component="section" aria-labelledby="verified-listings" sx={{ mt: { xs: 5, md: 7 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography id="verified-listings" variant="h5" component="h2" sx={{ fontWeight: 700, color: 'grey.800' }}>
          Verified Listings
        </Typography>
        {!concert?.cancellation && (
          <Button variant="secondary" disabled={!concert} onClick={() => concert && sell(concert)}>
            Sell Tickets
          </Button>
        )}
      </Box>
      {concert && (
        <HydrateApart>
          <EventListings concert={concert} whenNoneListed={concert.cancellation ? null : <RequestTickets concertId={concert.concertId} />} />
        </HydrateApart>
      )}
    </Box>
  );
}

/** /events/:eventName/:eventId: the event's header and its listings. */
export function EventPage() {
  const eventId = parseEventId(useParams().eventId);
  const { currentData: concert, error, refetch } = useGetConcertQuery(eventId ?? skipToken);
  const notFound = eventId === null || (isFetchBaseQueryError(error) && error.status === 404);
  useRecordView(concert?.concertId);
  useDocumentMeta(concert ? eventMeta(concert) : notFound ? EVENT_NOT_FOUND_META : null);

  if (notFound) {
    return <PageHeading title="Event not found" />;
  }
  if (error && !concert) {
    return (
      <ListMessage
        title="Something went wrong"
        message="Unable to load data. Please try reloading the page."
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {concert ? <EventHeader concert={concert} /> : <EventHeaderSkeleton />}
      <ListingsSection concert={concert} />
    </Container>
  );
}
