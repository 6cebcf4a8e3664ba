import { Type, type Static, type TSchema } from 'typebox';
import { number } from 'yup';
import { DEFAULT_MAX_QUANTITY, MAX_PRICE_INR } from '../../shared/constants';
import type { SellerContact, SellerFacts, TicketListing } from '../../shared/entities';
import type { ListingRules } from '../../shared/fairPrice';
import { listingDetailsSchema, QUANTITY_REQUIRED } from '../../shared/schemas/listingSchemas';
import { meetupCheckSchema, type MeetupCheckResult } from '../../shared/schemas/meetupCheckSchemas';
import { SOLD_SOURCES, SOLD_STATUS_ONLY } from '../services/listingInput';
import { ConcertSchema } from './catalogue';
import { yupBody } from './fromYup';
import { paged } from './paging';
import { sameType } from './sameType';

function nullable<T extends TSchema>(type: T, description?: string) {
  return Type.Union([type, Type.Null()], description === undefined ? {} : { description });
}

/** The event as a listing shows it: its id and name for sure (the shared type asks no more), today its own fields too. */
const ListingConcert = Type.Object({
  ...Type.Partial(ConcertSchema).properties,
  concertId: ConcertSchema.properties.concertId,
  concertName: ConcertSchema.properties.concertName,
});

/** GET /api/ticketListing/:id/seller: the listing's seller's record here, for buyers. */
export const SellerFactsSchema = Type.Object(
  {
    memberSince: Type.String({ format: 'date-time', description: 'The month the account was made: its first moment in Indian time' }),
    ticketsSold: Type.Integer({ minimum: 0, description: "Tickets in the seller's listings marked 'Sold on FanTickets'" }),
    meetupChecksPassed: Type.Integer({
      minimum: 0,
      description: "Buyers (verified phones) whose meet-up check matched one of the seller's listings, each once a listing",
    }),
  },
  { description: "The listing's seller's record on the marketplace" },
);
sameType<Static<typeof SellerFactsSchema>, SellerFacts>(true);

/** SPEC §3 TicketListing (src/shared/entities.ts) as the API sends it. */
export const TicketListingSchema = Type.Object({
  ticketListingId: Type.Integer(),
  concert: ListingConcert,
  seller: Type.Object({
    id: Type.Integer(),
    name: nullable(Type.String()),
  }, { description: 'No phone number: the contact answer (POST /api/ticketListing/{id}/view) carries it' }),
  quantity: Type.Integer(),
  price: Type.Number({ description: 'Rupees per ticket' }),
  verifiedSeat: Type.String({ description: 'The seat as the seller shows it' }),
  bookingSeat: nullable(Type.String(), 'The seat as the booking e-mail gave it'),
  verifiedAdditionalDetails: nullable(Type.String()),
  verifiedTicketQuantity: nullable(Type.Integer()),
  verifiedAmountPaid: nullable(Type.Number()),
  wantsExchange: Type.Boolean(),
  negotiable: Type.Boolean(),
  sellerCity: nullable(Type.String()),
  ticketStatus: Type.Enum(['LISTED', 'SOLD']),
  ticketHits: Type.Integer({ description: 'People who contacted the seller (POST /api/ticketListing/{id}/view), each once' }),
  meetupChecks: Type.Integer({ description: "Buyers whose meet-up check of the booking id matched, each once" }),
  hiddenByOperator: Type.Optional(
    Type.Object(
      { at: Type.String({ format: 'date-time' }), reason: Type.String() },
      { description: 'Only to its seller, while an operator has the listing off the marketplace: when, and why' },
    ),
  ),
});
/** The shared type spells the listing's event as Pick & Partial: the same properties, written out. */
type Flat<T> = { [K in keyof T]: T[K] };
sameType<Static<typeof TicketListingSchema>, Flat<Omit<TicketListing, 'concert'> & { concert: Flat<TicketListing['concert']> }>>(true);

export const PagedListings = paged(TicketListingSchema);

function rupees(name: string) {
  return Type.Number({ minimum: 0, maximum: MAX_PRICE_INR, errorMessage: `${name} must be a number from 0 to 10,000,000`, description: 'Rupees per ticket; minPrice may not be above maxPrice' });
}

/** The event page's filters of GET /api/ticketListing/concerts/:id; an absent one does not narrow. */
export const listingFilters = {
  minPrice: Type.Optional(rupees('minPrice')),
  maxPrice: Type.Optional(rupees('maxPrice')),
  minQuantity: Type.Optional(
    Type.Integer({ minimum: 1, maximum: DEFAULT_MAX_QUANTITY, errorMessage: `minQuantity must be a whole number from 1 to ${DEFAULT_MAX_QUANTITY}` }),
  ),
};

/**
 * The details form's rules (SPEC §5) as they hold for any listing. The quantity's range and the price cap
 * depend on the listing's verified booking, and the range's message names its limit, so those two are
 * checked by the service against the listing's own (listingChanges.service.ts); the edge holds the rest.
 */
const anyListing = listingDetailsSchema({ verifiedTicketQuantity: null, verifiedAmountPaid: null, priceCapPercent: null });
export const ListingDetailsBody = yupBody(
  anyListing.shape({
    quantity: number().typeError(QUANTITY_REQUIRED).required(QUANTITY_REQUIRED).label('From 1 to the tickets in the verified booking (100 when it did not say)'),
  }),
);
export type ListingDetailsInput = Static<typeof ListingDetailsBody>;

/** The same details as the browser sends them: a `ticketListing` part holding the JSON (SPEC §7). */
export const ListingDetailsParts = Type.Object({
  ticketListing: Type.String({ format: 'binary', contentMediaType: 'application/json', description: 'The details as JSON, the fields of the JSON body' }),
});

const SOURCE_MESSAGE = `source must be one of: ${SOLD_SOURCES.join(', ')}`;

/** Where the tickets went, in any case ('reddit' is REDDIT): the enum names the values, the pattern the other spellings. */
const anyCaseSource = `^(?:${SOLD_SOURCES.map((source) => [...source].map((c) => `[${c}${c.toLowerCase()}]`).join('')).join('|')})$`;

export const StatusQuery = Type.Object({
  // LISTED passes here so that a sold listing can answer that it stays sold (409); the service refuses it otherwise.
  status: Type.Enum(['SOLD', 'LISTED'], { errorMessage: SOLD_STATUS_ONLY }),
  source: Type.Optional(
    Type.Union(
      [
        Type.Enum(SOLD_SOURCES, { errorMessage: SOURCE_MESSAGE }),
        Type.String({ pattern: anyCaseSource, errorMessage: SOURCE_MESSAGE, description: 'The same in any case' }),
      ],
      { errorMessage: SOURCE_MESSAGE, description: "Where the tickets went: PLATFORM ('Sold on FanTickets') or a sold-elsewhere source; left out, not said" },
    ),
  ),
});

/** POST /api/ticketListing/:id/view: the contact counted, and the seller's number. */
export const SellerContactSchema = Type.Object({
  ticketHits: Type.Integer({ minimum: 0, description: 'People who have contacted the seller about this listing, each once' }),
  phoneNumber: Type.String({ description: "The seller's phone number in E.164, e.g. +919812345678" }),
});
sameType<Static<typeof SellerContactSchema>, SellerContact>(true);

export const ListingRulesSchema = Type.Object({
  priceCapPercent: nullable(Type.Integer({ minimum: 0 }), 'How far over face value a price may go, in whole percent; null when there is no cap'),
});
sameType<Static<typeof ListingRulesSchema>, ListingRules>(true);

/** POST /api/ticketListing/:id/check-booking: the buyer's id in, only match or not out. */
export const MeetupCheckBody = yupBody(meetupCheckSchema, { unknownFieldsMessage: 'Unknown fields' });
export const MeetupCheckResultSchema = Type.Object({
  match: Type.Boolean({ description: 'Whether the id is the booking that proved this listing (case, spaces and dashes ignored)' }),
});
sameType<Static<typeof MeetupCheckResultSchema>, MeetupCheckResult>(true);
