import type { TicketListing } from '../../../shared/entities';
import type { ListingDetailsValues } from '../../../shared/schemas/listingSchemas';
import type { ListingUpdate } from './listingsApi';

/** The details form's fields as typed: numbers may be empty and 'negotiable' may not be answered yet. */
export interface ListingDetailsFormValues {
  quantity: number | '';
  price: number | '';
  verifiedSeat: string;
  verifiedAdditionalDetails: string;
  sellerCity: string;
  negotiable: boolean | null;
  wantsExchange: boolean;
}

export function detailsFromListing(listing: TicketListing): ListingDetailsFormValues {
  return {
    quantity: listing.quantity,
    price: listing.price,
    verifiedSeat: listing.verifiedSeat,
    verifiedAdditionalDetails: listing.verifiedAdditionalDetails ?? '',
    sellerCity: listing.sellerCity ?? '',
    negotiable: listing.negotiable,
    wantsExchange: listing.wantsExchange,
  };
}

const textOrNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The PUT body from values the shared schema has validated and cast. */
export function listingUpdateOf(values: ListingDetailsValues): ListingUpdate {
  return {
    quantity: values.quantity,
    price: values.price,
    verifiedSeat: values.verifiedSeat,
    verifiedAdditionalDetails: textOrNull(values.verifiedAdditionalDetails),
    wantsExchange: values.wantsExchange ?? false,
    negotiable: values.negotiable,
    sellerCity: textOrNull(values.sellerCity),
  };
}
