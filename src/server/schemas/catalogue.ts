import { Type, type Static } from 'typebox';
import { MAX_CITY_TEXT } from '../../shared/constants';
import type { Category, Concert, RecentlyViewedItem, Statistics } from '../../shared/entities';
import { MAX_KEYWORD_LENGTH } from '../services/concertSearch.service';
import { paged } from './paging';
import { kolkataDay } from './query';
import { sameType } from './sameType';

/** SPEC §3 shapes of the catalogue (src/shared/entities.ts) as the API sends them. */
export const CategorySchema = Type.Object({ categoryId: Type.Integer(), categoryTitle: Type.String() });
sameType<Static<typeof CategorySchema>, Category>(true);

/** An event's own fields; the figures the catalogue keeps beside it follow in ConcertSchema. */
const concertFields = {
  concertId: Type.Integer(),
  concertName: Type.String(),
  concertDate: Type.String({ format: 'date-time' }),
  concertVenue: Type.String(),
  concertCity: Type.String(),
  concertArtist: Type.String(),
  categoryId: Type.Integer(),
  thumbnail: Type.Union([Type.String(), Type.Null()], { description: 'A served path such as /thumbnails/7.svg' }),
  expectedDkimDomain: Type.String({ description: "The ticket provider whose DKIM signature proves this event's bookings" }),
};

export const ConcertSchema = Type.Object({
  ...concertFields,
  lowestTicketPrice: Type.Union([Type.Number(), Type.Null()], { description: 'Rupees; null when nothing is listed' }),
  numberOfTicketsListed: Type.Integer(),
  interest: Type.Integer({ description: 'People who opened the event or asked to be told about it' }),
  postponedFrom: Type.Optional(Type.String({ format: 'date-time', description: 'The date first announced, once the event was postponed' })),
  cancellation: Type.Optional(
    Type.Object(
      { at: Type.String({ format: 'date-time' }), reason: Type.String({ description: "The organisers' words" }) },
      { description: 'Present once the event is cancelled: its listings are closed and nothing more can be listed' },
    ),
  ),
});
sameType<Static<typeof ConcertSchema>, Concert>(true);

export const PagedConcerts = paged(ConcertSchema);

export const StatisticsSchema = Type.Object({
  totalTickets: Type.Integer({ description: 'Tickets in every listing, LISTED or SOLD' }),
  totalVolumeSold: Type.Number({ description: 'Rupees across SOLD listings' }),
});
sameType<Static<typeof StatisticsSchema>, Statistics>(true);

export const RecentlyViewedSchema = Type.Object({ concert: ConcertSchema });
sameType<Static<typeof RecentlyViewedSchema>, RecentlyViewedItem>(true);

/** The explore filters of GET /api/concerts (ConcertFilters in src/shared/apiContract.ts). */
export const exploreFilters = {
  city: Type.Optional(
    Type.String({ maxLength: MAX_CITY_TEXT, errorMessage: `city must be at most ${MAX_CITY_TEXT} characters`, description: 'A dropdown city matches whatever its case' }),
  ),
  categoryId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 999_999_999, errorMessage: 'categoryId must be a whole number of 1 or more' }),
  ),
  from: Type.Optional(kolkataDay('from', 'The first day, included')),
  to: Type.Optional(kolkataDay('to', 'The last day, included')),
};

/** The search keyword travels in the path, percent-encoded. */
export const KeywordParams = Type.Object({
  keyword: Type.String({
    maxLength: MAX_KEYWORD_LENGTH,
    errorMessage: `The search text must be at most ${MAX_KEYWORD_LENGTH} characters`,
    description: 'Words to find in the name, artist, venue or city; typos and accents are forgiven',
  }),
});
