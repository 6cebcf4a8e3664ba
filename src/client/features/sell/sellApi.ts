import type { OtpSentResponse, SenderAddressCodeRequest, SenderAddressesResponse } from '../../../shared/apiContract';
import { LISTING_CREATION_TIMEOUT_MS } from '../../../shared/constants';
import type { ProviderDomain, TicketListing } from '../../../shared/entities';
import { apiSlice } from '../../api/apiSlice';
import { concertListingsTag } from '../listings/listingsApi';
import { DEFAULT_VERIFICATION_MAILBOX } from './sellConfig';
import type { VerificationStage } from './sellWizardSlice';

export interface VerifiedEmailArgs {
  userId: number;
  concertId: number;
  senderEmail: string;
  expectedDkimDomain: ProviderDomain;
  /** How long ago the seller reached the forwarding step (MAX_SINCE_FORWARDING_MS at most). */
  sinceForwardingMs?: number;
}

export interface UploadedEmailArgs {
  concertId: number;
  expectedDkimDomain: ProviderDomain;
  file: File;
}

/** A new listing shows on its event, in the seller's list, in the event's price and in the statistics. */
function listingCreated(concertId: number) {
  return [
    concertListingsTag(concertId),
    { type: 'MyListing' as const, id: 'LIST' },
    { type: 'Concert' as const, id: concertId },
    { type: 'Concert' as const, id: 'LIST' },
    'Popular' as const,
    'Statistics' as const,
  ];
}

const SENDER_ADDRESSES = { type: 'SenderAddress' as const, id: 'LIST' };

/** Reads whose retry would be wasted: the stage is polled anyway, and the mailbox has a default. */
const noRetries = { maxRetries: 0 };

/** SPEC §7 listing creation from a provider's booking e-mail, and what the wizard shows meanwhile. */
export const sellApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createListingFromEmail: build.mutation<TicketListing, VerifiedEmailArgs>({
      query: (params) => ({
        url: '/create-from-verified-email',
        method: 'POST',
        params: { ...params },
        timeout: LISTING_CREATION_TIMEOUT_MS,
      }),
      invalidatesTags: (_result, error, { concertId }) => (error ? [] : listingCreated(concertId)),
    }),
    createListingFromUpload: build.mutation<TicketListing, UploadedEmailArgs>({
      query: ({ file, ...params }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/create-from-uploaded-email', method: 'POST', params: { ...params }, body, timeout: LISTING_CREATION_TIMEOUT_MS };
      },
      invalidatesTags: (_result, error, { concertId }) => (error ? [] : listingCreated(concertId)),
    }),
    getVerificationStatus: build.query<{ stage: VerificationStage }, number>({
      query: (concertId) => ({ url: '/verification-status', params: { concertId } }),
      extraOptions: noRetries,
      // Dropped as soon as verification ends, so the next attempt never starts from the last one's stage.
      keepUnusedDataFor: 0,
    }),
    /** The account's proven extra sender addresses (besides its own e-mail). */
    getSenderAddresses: build.query<string[], void>({
      query: () => '/sender-addresses',
      transformResponse: (body: SenderAddressesResponse) => body.addresses,
      providesTags: [SENDER_ADDRESSES],
    }),
    sendSenderAddressOtp: build.mutation<OtpSentResponse, string>({
      query: (email) => ({ url: '/sender-addresses/send-otp', method: 'POST', body: { email } }),
    }),
    verifySenderAddress: build.mutation<string[], SenderAddressCodeRequest>({
      query: (body) => ({ url: '/sender-addresses/verify-otp', method: 'POST', body }),
      transformResponse: (body: SenderAddressesResponse) => body.addresses,
      invalidatesTags: (_result, error) => (error ? [] : [SENDER_ADDRESSES]),
    }),
    getVerificationMailbox: build.query<{ address: string }, void>({
      query: () => '/verification-mailbox',
      extraOptions: noRetries,
    }),
  }),
});

export const {
  useCreateListingFromEmailMutation,
  useCreateListingFromUploadMutation,
  useGetVerificationStatusQuery,
  useGetVerificationMailboxQuery,
  useGetSenderAddressesQuery,
  useSendSenderAddressOtpMutation,
  useVerifySenderAddressMutation,
} = sellApi;

/** The verification mailbox address: the server's if it says, else the default. */
export function useVerificationMailbox(): string {
  const { data } = useGetVerificationMailboxQuery();
  return data?.address ?? DEFAULT_VERIFICATION_MAILBOX;
}
