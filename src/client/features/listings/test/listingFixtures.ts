import type { TicketListing } from '../../../../shared/entities';

/** What the contact (POST /ticketListing/{id}/view) answers for the fixtures' seller. */
export const SELLER_CONTACT = { ticketHits: 6, phoneNumber: '+919812345678' };

/** A listing as the API returns it, with whatever a test needs changed. */
export function aListing(overrides: Partial<TicketListing> = {}): TicketListing {
  return {
    ticketListingId: 31,
    concert: { concertId: 7, concertName: 'Coldplay: Music of the Spheres' },
    seller: { id: 2, name: 'Ravi Kumar' },
    quantity: 2,
    price: 125000,
    verifiedSeat: 'GOLD - Row F',
    bookingSeat: 'GOLD - Row F',
    verifiedAdditionalDetails: 'Entry from Gate 3',
    verifiedTicketQuantity: 4,
    verifiedAmountPaid: 98000,
    wantsExchange: false,
    negotiable: true,
    sellerCity: 'Pune',
    ticketStatus: 'LISTED',
    ticketHits: 5,
    meetupChecks: 0,
    ...overrides,
  };
}
