import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EVENT_LISTINGS_PAGE_SIZE, MY_LISTINGS_PAGE_SIZE } from '../../shared/constants';
import type { PriceCapPercent } from '../../shared/fairPrice';
import { MEETUP_CHECKS_PER_HOUR, meetupCheckLimitMessage } from '../../shared/schemas/meetupCheckSchemas';
import { LISTING_SORTS } from '../services/listings.service';
import type { LimitRule } from '../http/rateLimit';
import { publicRead } from '../http/publicEtag';
import { requireUser } from '../http/sessions';
import { idParams, NoBody, NoContent, NoQuery, responses, SIGNED_IN } from '../schemas/common';
import {
  ListingDetailsBody,
  ListingDetailsParts,
  listingFilters as filterProperties,
  ListingRulesSchema,
  MeetupCheckBody,
  MeetupCheckResultSchema,
  PagedListings,
  StatusQuery,
  TicketHitsSchema,
  SellerFactsSchema,
  TicketListingSchema,
} from '../schemas/listings';
import { pagedQuery } from '../schemas/paging';
import { deleteOwnListing, markListingSold, recordListingView, updateListingDetails } from '../services/listingChanges.service';
import { listingFilters, soldSource } from '../services/listingInput';
import { ListingFactsMemo } from '../services/listingFacts';
import { concertListings, listingById, listingSellerFacts, sellerListings } from '../services/listings.service';
import { checkMeetupBooking } from '../services/meetupCheck.service';
import { LISTING_PART_LIMIT_BYTES, readListingDetails } from './listingBody';

export interface ListingRoutesOptions {
  /** PRICE_CAP_PERCENT: how far over face value a price may go; null when the cap is off. */
  priceCapPercent: PriceCapPercent;
}

const tags = ['listings'];
const params = idParams('Listing');

/** The listing a request names (validated by then: limits run before the handler). */
function listingParam(request: FastifyRequest): unknown {
  return typeof request.params === 'object' && request.params !== null && 'id' in request.params ? request.params.id : null;
}

/** Five meet-up checks per buyer per listing per hour, matched or not: room for typos, none for guessing ids. */
const MEETUP_CHECKS: LimitRule = {
  name: 'meetup-check',
  max: MEETUP_CHECKS_PER_HOUR,
  perMs: 60 * 60 * 1000,
  key: (request) => (request.user ? `${request.user.id}:${String(listingParam(request))}` : null),
  message: (secondsLeft) => meetupCheckLimitMessage(Math.ceil(secondsLeft / 60)),
};

/** SPEC §7 Ticket listings (creation from a verified e-mail lives with the mail verification). */
export default async function listingRoutes(app: FastifyInstance, options: ListingRoutesOptions): Promise<void> {
  // Another plugin (the profile picture upload) may already have registered multipart for the whole app.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(fastifyMultipart, { limits: { fileSize: LISTING_PART_LIMIT_BYTES, fieldSize: LISTING_PART_LIMIT_BYTES, files: 4 } });
  }
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const listingFacts = new ListingFactsMemo();

  api.get(
    '/api/ticketListing/concerts/:id',
    {
      onSend: publicRead,
      schema: {
        summary: "One event's listings: LISTED, then SOLD, each group in the order asked",
        tags,
        params: idParams('Event'),
        querystring: pagedQuery(LISTING_SORTS, { pageSize: EVENT_LISTINGS_PAGE_SIZE, sortBy: 'price', sortDir: 'asc' }, filterProperties),
        response: responses({ 200: PagedListings }),
      },
    },
    async (request) => {
      const { pageNumber, pageSize, sortBy, sortDir, ...filters } = request.query;
      return concertListings(app.db, request.params.id, listingFilters(filters), { pageNumber, pageSize, sortBy, sortDir });
    },
  );

  /** The rules the details form applies before the server does (the server holds them regardless). */
  api.get(
    '/api/listing-rules',
    { schema: { summary: 'The price cap the details form applies', tags, querystring: NoQuery, response: responses({ 200: ListingRulesSchema }) } },
    async () => ({ priceCapPercent: options.priceCapPercent }),
  );

  api.get(
    '/api/ticketListing/users',
    {
      schema: {
        summary: "The caller's own listings: LISTED, then SOLD",
        tags,
        security: SIGNED_IN,
        querystring: pagedQuery(LISTING_SORTS, { pageSize: MY_LISTINGS_PAGE_SIZE, sortBy: 'price', sortDir: 'desc' }, {}),
        response: responses({ 200: PagedListings }),
      },
    },
    async (request) => sellerListings(app.db, requireUser(request), request.query),
  );

  api.get(
    '/api/ticketListing/:id',
    { schema: { summary: 'One listing (the seller phone number only for a signed-in caller)', tags, params, querystring: NoQuery, response: responses({ 200: TicketListingSchema }) } },
    async (request) => listingById(app.db, request.params.id, request.user),
  );

  api.get(
    '/api/ticketListing/:id/seller',
    {
      schema: {
        summary: "A listing's seller's record here: member since, tickets sold on FanTickets, meet-up checks passed",
        tags,
        params,
        querystring: NoQuery,
        response: responses({ 200: SellerFactsSchema }),
      },
    },
    async (request) => listingSellerFacts(app.db, request.params.id, request.user),
  );

  api.put(
    '/api/ticketListing/:id',
    {
      config: { catalogue: 'listing-row-in-params' },
      schema: {
        summary: "Change a listing's details (the seller's own, not sold)",
        description: 'The browser sends the details as the `ticketListing` part of a multipart body; a JSON body with the same fields works too.',
        tags,
        security: SIGNED_IN,
        params,
        querystring: NoQuery,
        body: { content: { 'application/json': { schema: ListingDetailsBody }, 'multipart/form-data': { schema: ListingDetailsParts } } },
        response: responses({ 200: TicketListingSchema }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      return updateListingDetails(app.db, user, request.params.id, await readListingDetails(request), options.priceCapPercent, (listingId) =>
        listingFacts.factsOf(app.db, listingId),
      );
    },
  );

  api.delete(
    '/api/ticketListing/:id',
    {
      config: { catalogue: 'listing-row-in-params' }, schema: { summary: "Delete a listing (the seller's own, not sold)", tags, security: SIGNED_IN, params, querystring: NoQuery, response: responses({ 204: NoContent }) } },
    async (request, reply) => {
      await deleteOwnListing(app.db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/ticketListing/:id/view',
    {
      config: { catalogue: 'listing-row-in-params' },
      schema: {
        summary: 'Record that the caller opened the contact-seller modal (once per person)',
        tags,
        security: SIGNED_IN,
        params,
        querystring: NoQuery,
        body: NoBody,
        response: responses({ 200: TicketHitsSchema }),
      },
    },
    async (request) => recordListingView(app.db, requireUser(request), request.params.id),
  );

  api.post(
    '/api/ticketListing/:id/check-booking',
    {
      config: { catalogue: 'listing-in-params' },
      schema: {
        summary: "At the meet-up: is this the booking that proved the listing? (buyers only, 5 an hour per listing)",
        description: "The buyer types the booking id from the seller's ticket; the answer is only whether it matches (case, spaces and dashes ignored). The listing's own booking id is never sent.",
        tags,
        security: SIGNED_IN,
        params,
        querystring: NoQuery,
        body: MeetupCheckBody,
        response: responses({ 200: MeetupCheckResultSchema }),
      },
      preHandler: app.limitedBy([MEETUP_CHECKS]),
    },
    async (request) => checkMeetupBooking(app.db, requireUser(request), request.params.id, request.body.bookingId),
  );

  api.patch(
    '/api/ticketListing/:id/status',
    {
      config: { catalogue: 'listing-row-in-params' },
      schema: {
        summary: 'Mark a listing sold (SOLD is final)',
        tags,
        security: SIGNED_IN,
        params,
        querystring: StatusQuery,
        body: NoBody,
        response: responses({ 200: TicketListingSchema }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      return markListingSold(app.db, user, request.params.id, request.query.status, soldSource(request.query.source));
    },
  );
}
