import { EVENT_LISTINGS_PAGE_SIZE, MY_LISTINGS_PAGE_SIZE, type SoldElsewhereSource } from '../../../shared/constants';
import type { PagedResponse, SellerContact, SellerFacts, TicketListing } from '../../../shared/entities';
import type { ListingRules } from '../../../shared/fairPrice';
import type { MeetupCheckResult } from '../../../shared/schemas/meetupCheckSchemas';
import { apiSlice } from '../../api/apiSlice';
import { pageNumberPaging } from '../../api/pagedInfiniteQuery';

/** Event-page filters, sent as query parameters; an absent one does not narrow. */
export interface ListingFilters {
  minPrice?: number;
  maxPrice?: number;
  minQuantity?: number;
}

export interface ConcertListingsArg extends ListingFilters {
  concertId: number;
}

/** What PUT /ticketListing/{id} carries in its `ticketListing` part (SPEC §7). */
export interface ListingUpdate {
  quantity: number;
  price: number;
  verifiedSeat: string;
  verifiedAdditionalDetails: string | null;
  wantsExchange: boolean;
  negotiable: boolean;
  sellerCity: string | null;
}

/** PLATFORM is 'Sold on FanTickets' (the product's name); the others are the sold-elsewhere choices. */
export type SoldSource = SoldElsewhereSource | 'PLATFORM';

/** The event's highest listed price and how many listings it has: what the filter bar is built from. */
export interface PriceCeiling {
  highestPrice: number | null;
  totalListings: number;
}

/** The tag every list of one event's listings carries, so a change to any of them refreshes it. */
export const concertListingsTag = (concertId: number) => ({ type: 'Listing' as const, id: `CONCERT-${concertId}` });

/** A change to one listing: its event's listings and price, the seller's own list and the statistics. */
function listingChanged(listing: TicketListing) {
  const concertId = listing.concert.concertId;
  return [
    { type: 'Listing' as const, id: listing.ticketListingId },
    concertListingsTag(concertId),
    { type: 'MyListing' as const, id: 'LIST' },
    { type: 'Concert' as const, id: concertId },
    { type: 'Concert' as const, id: 'LIST' },
    'Popular' as const,
    'Statistics' as const,
  ];
}

function listingPart(update: ListingUpdate): FormData {
  const form = new FormData();
  form.append('ticketListing', new Blob([JSON.stringify(update)], { type: 'application/json' }));
  return form;
}

/** SPEC §7 Ticket listings, except creation (the sell wizard's). */
export const listingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getConcertListings: build.infiniteQuery<PagedResponse<TicketListing>, ConcertListingsArg, number>({
      infiniteQueryOptions: pageNumberPaging<TicketListing, ConcertListingsArg>(),
      query: ({ queryArg: { concertId, ...filters }, pageParam }) => ({
        url: `/ticketListing/concerts/${concertId}`,
        params: { pageNumber: pageParam, pageSize: EVENT_LISTINGS_PAGE_SIZE, sortBy: 'price', sortDir: 'asc', ...filters },
      }),
      providesTags: (_result, _error, { concertId }) => [concertListingsTag(concertId)],
    }),
    /** One listing, the dearest: the top of the price filter's range. */
    getListingPriceCeiling: build.query<PriceCeiling, number>({
      query: (concertId) => ({
        url: `/ticketListing/concerts/${concertId}`,
        params: { pageNumber: 0, pageSize: 1, sortBy: 'price', sortDir: 'desc' },
      }),
      transformResponse: (page: PagedResponse<TicketListing>) => ({
        highestPrice: page.content[0]?.price ?? null,
        totalListings: page.totalElements,
      }),
      providesTags: (_result, _error, concertId) => [concertListingsTag(concertId)],
    }),
    getMyListings: build.infiniteQuery<PagedResponse<TicketListing>, void, number>({
      infiniteQueryOptions: pageNumberPaging<TicketListing, void>(),
      query: ({ pageParam }) => ({
        url: '/ticketListing/users',
        params: { pageNumber: pageParam, pageSize: MY_LISTINGS_PAGE_SIZE, sortBy: 'price', sortDir: 'desc' },
      }),
      providesTags: [{ type: 'MyListing', id: 'LIST' }],
    }),
    /** The server's price cap, so the details form refuses what the server would, with the same words. */
    getListingRules: build.query<ListingRules, void>({
      query: () => '/listing-rules',
      keepUnusedDataFor: 3600,
    }),
    getListing: build.query<TicketListing, number>({
      query: (ticketListingId) => `/ticketListing/${ticketListingId}`,
      providesTags: (_result, _error, ticketListingId) => [{ type: 'Listing', id: ticketListingId }],
    }),
    getListingSeller: build.query<SellerFacts, number>({
      query: (ticketListingId) => `/ticketListing/${ticketListingId}/seller`,
      providesTags: (_result, _error, ticketListingId) => [{ type: 'Listing', id: ticketListingId }],
    }),
    updateListing: build.mutation<TicketListing, { listing: TicketListing; update: ListingUpdate }>({
      query: ({ listing, update }) => ({
        url: `/ticketListing/${listing.ticketListingId}`,
        method: 'PUT',
        body: listingPart(update),
      }),
      invalidatesTags: (_result, error, { listing }) => (error ? [] : listingChanged(listing)),
    }),
    deleteListing: build.mutation<void, TicketListing>({
      query: (listing) => ({ url: `/ticketListing/${listing.ticketListingId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, listing) => (error ? [] : listingChanged(listing)),
    }),
    markListingSold: build.mutation<TicketListing, { listing: TicketListing; source: SoldSource }>({
      query: ({ listing, source }) => ({
        url: `/ticketListing/${listing.ticketListingId}/status`,
        method: 'PATCH',
        params: { status: 'SOLD', source },
      }),
      invalidatesTags: (_result, error, { listing }) => (error ? [] : listingChanged(listing)),
    }),
    /** At the meet-up: is the id on the seller's ticket the verified booking? A match adds to the listing's count. */
    checkMeetupBooking: build.mutation<MeetupCheckResult, { listing: TicketListing; bookingId: string }>({
      query: ({ listing, bookingId }) => ({ url: `/ticketListing/${listing.ticketListingId}/check-booking`, method: 'POST', body: { bookingId } }),
      invalidatesTags: (result, _error, { listing }) =>
        result?.match ? [{ type: 'Listing', id: listing.ticketListingId }, concertListingsTag(listing.concert.concertId)] : [],
    }),
    /**
     * Contacts the seller: the answer is their phone number (listings carry none) and the contact count, which goes
     * straight into every cached page that shows the listing.
     */
    contactSeller: build.mutation<SellerContact, number>({
      query: (ticketListingId) => ({ url: `/ticketListing/${ticketListingId}/view`, method: 'POST' }),
      async onQueryStarted(ticketListingId, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          for (const arg of listingsApi.util.selectCachedArgsForQuery(getState(), 'getConcertListings')) {
            dispatch(
              listingsApi.util.updateQueryData('getConcertListings', arg, (draft) => {
                for (const page of draft.pages) {
                  for (const item of page.content) if (item.ticketListingId === ticketListingId) item.ticketHits = data.ticketHits;
                }
              }),
            );
          }
        } catch {
          // The count stays as it was; contacting the seller does not depend on it.
        }
      },
    }),
  }),
});

export const {
  useGetConcertListingsInfiniteQuery,
  useGetListingPriceCeilingQuery,
  useGetMyListingsInfiniteQuery,
  useGetListingQuery,
  useGetListingSellerQuery,
  useGetListingRulesQuery,
  useUpdateListingMutation,
  useDeleteListingMutation,
  useMarkListingSoldMutation,
  useContactSellerMutation,
  useCheckMeetupBookingMutation,
} = listingsApi;
