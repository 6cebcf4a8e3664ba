import { Suspense, useCallback, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Concert, TicketListing } from '../../../shared/entities';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { ListMessage } from '../../components/ListMessage';
import { PagedList } from '../../components/PagedList';
import { ResultCount } from '../../components/ResultCount';
import { selectCurrentUser } from '../auth/authSlice';
import { useStartSelling } from '../sell/sellingGate';
import { ContactSellerModal, MeetupCheckDialog } from '../../app/featureSplitPoints';
import { ListingCard } from './ListingCard';
import { ListingFilterBar } from './ListingFilterBar';
import { LazyReportListingDialog } from './reportListingLoader';
import { useGetConcertListingsInfiniteQuery, useGetListingPriceCeilingQuery, type ListingFilters } from './listingsApi';
import { hasActiveFilters } from './priceFilter';
import { useContactSeller } from './useContactSeller';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
};

const LISTING_NOUN = ['ticket listing', 'ticket listings'] as const;

const loading = (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}>
    <CircularProgress size={24} aria-hidden />
    <Typography color="text.secondary">Loading ticket listings...</Typography>
  </Box>
);

const empty = (action?: ReactNode) => (
  <ListMessage
    title="No ticket listings found"
    message="No tickets available for this event matching your filters. Try changing your filters or check back later."
    action={action}
  />
);

const error = (retry: () => void) => (
  <ListMessage
    title="Unable to load ticket listings"
    message="Something went wrong while loading ticket listings. Please try again."
    action={<Button onClick={retry}>Retry</Button>}
  />
);

/**
 * The event page's listings: the filter bar, the verified listings cheapest first, the contact modal and the meet-up
 * check. `whenNoneListed` goes under the empty state when no filter narrowed it, i.e. nobody sells at all.
 */
export function EventListings({ concert, whenNoneListed }: { concert: Concert; whenNoneListed?: ReactNode }) {
  // Filters belong to one event: moving to another event page (the same component) starts unfiltered.
  const [chosen, setChosen] = useState<{ concertId: number; filters: ListingFilters }>({ concertId: concert.concertId, filters: {} });
  const filters = chosen.concertId === concert.concertId ? chosen.filters : {};
  const setFilters = (next: ListingFilters) => setChosen({ concertId: concert.concertId, filters: next });
  const { data: ceiling } = useGetListingPriceCeilingQuery(concert.concertId);
  const query = useGetConcertListingsInfiniteQuery({ concertId: concert.concertId, ...filters });
  const contact = useContactSeller(concert);
  const user = useAppSelector(selectCurrentUser);
  const [checking, setChecking] = useState<TicketListing | null>(null);
  const [reporting, setReporting] = useState<TicketListing | null>(null);
  const closeContact = contact.close;
  const check = useCallback(
    (listing: TicketListing) => {
      closeContact();
      setChecking(listing);
    },
    [closeContact],
  );
  const startSelling = useStartSelling();
  const edit = useCallback((ticketListing: TicketListing) => startSelling({ ticketListing }), [startSelling]);
  /** The seller's own listing is theirs to edit, not to contact. */
  const editFor = (listing: TicketListing) => (user !== null && user.id === listing.seller.id ? edit : undefined);
  /** The check is for buyers: signed in, and not the listing's seller. */
  const checkFor = (listing: TicketListing) => (user !== null && user.id !== listing.seller.id ? check : undefined);
  const reportFor = (listing: TicketListing) => (user !== null && user.id !== listing.seller.id ? setReporting : undefined);

  return (
    <>
      <ListingFilterBar
        listingCount={ceiling?.totalListings ?? concert.numberOfTicketsListed}
        lowestPrice={concert.lowestTicketPrice}
        highestPrice={ceiling?.highestPrice}
        filters={filters}
        onChange={setFilters}
      />
      <ResultCount currentData={query.currentData} noun={LISTING_NOUN} />
      <PagedList
        query={query}
        listLabel="Ticket listings"
        listSx={gridSx}
        getKey={(listing) => listing.ticketListingId}
        renderItem={(listing) => (
          <ListingCard
            listing={listing}
            onContact={user === null ? undefined : contact.open}
            onCheck={checkFor(listing)}
            onReport={reportFor(listing)}
            onEdit={editFor(listing)}
          />
        )}
        loading={loading}
        empty={empty(hasActiveFilters(filters) ? undefined : whenNoneListed)}
        error={error}
      />
      {contact.listing && (
        <Suspense fallback={null}>
          <ContactSellerModal
            listing={contact.listing}
            phoneNumber={contact.phoneNumber}
            error={contact.error}
            onClose={contact.close}
            onCheck={checkFor(contact.listing)}
          />
        </Suspense>
      )}
      {checking && (
        <Suspense fallback={null}>
          <MeetupCheckDialog listing={checking} onClose={() => setChecking(null)} />
        </Suspense>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <LazyReportListingDialog listing={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </>
  );
}
