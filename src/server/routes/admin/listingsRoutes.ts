import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { hideListingSchema } from '../../../shared/schemas/moderationSchemas';
import { requireAdmin } from '../../http/requireAdmin';
import { adminOnly } from '../../schemas/adminAccess';
import { AdminListingSchema, adminListingFilters, PagedAdminListings, RelistingAllowedSchema } from '../../schemas/adminModeration';
import { idParams, NoBody, NoQuery, responses } from '../../schemas/common';
import { yupBody } from '../../schemas/fromYup';
import { pagedQueryInOrder } from '../../schemas/paging';
import { allowRelisting, hideListing, restoreListing, searchListings } from '../../services/moderation/adminListings.service';

const LISTINGS_PAGE_SIZE = 25;

/** The Listings page: find a listing by event, seller or booking; hide it with a reason; restore it; let a deleted one's booking list again. */
export default async function listingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/admin/listings',
    {
      schema: adminOnly({
        summary: 'Find listings by event, seller or booking id',
        querystring: pagedQueryInOrder(LISTINGS_PAGE_SIZE, adminListingFilters),
        response: responses({ 200: PagedAdminListings }),
      }),
    },
    async (request) => searchListings(app.db, { text: request.query.query ?? '', concertId: request.query.concertId, state: request.query.state }, request.query),
  );

  api.post(
    '/api/admin/listings/:id/hide',
    {
      config: { catalogue: 'listing-in-params' },
      schema: adminOnly({
        summary: 'Hide a listing from buyers',
        description: 'Only a listing on sale and not already hidden. Its seller is shown the reason in My Listings and is sent it by e-mail.',
        params: idParams('Listing'),
        querystring: NoQuery,
        body: yupBody(hideListingSchema, { unknownFieldsMessage: 'Unknown fields' }),
        response: responses({ 200: AdminListingSchema }),
      }),
    },
    async (request) => hideListing(app.db, requireAdmin(request), request.params.id, request.body.reason),
  );

  api.post(
    '/api/admin/listings/:id/restore',
    {
      config: { catalogue: 'listing-in-params' },
      schema: adminOnly({
        summary: 'Show a hidden listing to buyers again',
        description: "Only a listing hidden from this page: one hidden by its seller's suspension comes back when the seller is restored.",
        params: idParams('Listing'),
        querystring: NoQuery,
        body: NoBody,
        response: responses({ 200: AdminListingSchema }),
      }),
    },
    async (request) => restoreListing(app.db, requireAdmin(request), request.params.id),
  );

  api.post(
    '/api/admin/deleted-listings/:id/allow-relisting',
    {
      config: { catalogue: 'nothing' },
      schema: adminOnly({
        summary: "Let a deleted listing's booking be listed again",
        description: 'A deleted listing leaves its booking behind so that the booking cannot be listed again; this removes that record (the id is the deleted listing\'s, as the audit log names it).',
        params: idParams('Listing'),
        querystring: NoQuery,
        body: NoBody,
        response: responses({ 200: RelistingAllowedSchema }),
      }),
    },
    async (request) => allowRelisting(app.db, requireAdmin(request), request.params.id),
  );
}
