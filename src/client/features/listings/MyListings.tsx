import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TicketListing } from '../../../shared/entities';
import { MarkAsSoldModal } from '../../app/featureSplitPoints';
import { Button } from '../../components/Button';
import { ListMessage } from '../../components/ListMessage';
import { PagedList } from '../../components/PagedList';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { useStartSelling } from '../sell/sellingGate';
import { useGetMyListingsInfiniteQuery } from './listingsApi';
import { MeetupCheckNotice } from './MeetupCheckNotice';
import { MyListingRow } from './MyListingRow';

const loading = (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 4 }}>
    <CircularProgress size={24} aria-hidden />
    <Typography color="text.secondary">Loading your listings...</Typography>
  </Box>
);

const empty = <ListMessage title="No listings found" message="You haven't listed any tickets yet. Start by selling your tickets!" />;

const error = (retry: () => void) => (
  <ListMessage title="Unable to load your listings" action={<Button onClick={retry}>Retry</Button>} />
);

/** SPEC §2 profile 'My Listings': the seller's own listings, dearest first, to mark as sold or edit. */
export function MyListings() {
  const query = useGetMyListingsInfiniteQuery();
  const startSelling = useStartSelling();
  const [selling, setSelling] = useState<TicketListing | null>(null);
  const modalLoaded = useOpenedOnce(selling !== null);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-listings" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="my-listings" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        My Listings
      </Typography>
      <MeetupCheckNotice listings={query.data?.pages.flatMap((page) => page.content) ?? []} />
      <PagedList
        query={query}
        listLabel="My listings"
        listSx={{ display: 'grid', gap: 1.5 }}
        getKey={(listing) => listing.ticketListingId}
        renderItem={(listing) => (
          <MyListingRow listing={listing} onMarkSold={setSelling} onEdit={(ticketListing) => startSelling({ ticketListing })} />
        )}
        loading={loading}
        empty={empty}
        error={error}
      />
      {modalLoaded && (
        <Suspense fallback={null}>
          <MarkAsSoldModal listing={selling} onClose={() => setSelling(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
