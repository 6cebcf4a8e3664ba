import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { EVENT_LISTINGS_PAGE_SIZE, MY_LISTINGS_PAGE_SIZE } from '../../shared/constants';
import type { ListingRules, PriceCapPercent } from '../../shared/fairPrice';
import { resolvePageQuery, type ResolvedPage, type SortDir } from '../../shared/paging';
import { LISTING_SORTS, type ListingSort } from '../db/repositories/listings.repo';
import { AppError } from '../http/AppError';
import { cachedJson } from '../http/cachedJson';
import { publicEtag } from '../http/publicEtag';
import { requireUser } from '../http/sessions';
import { deleteOwnListing, markListingSold, recordListingView, updateListingDetails } from '../services/listingChanges.service';
import { parseListingFilters } from '../services/listingInput';
import { concertListings, listingById, sellerListings } from '../services/listings.service';
import { LISTING_PART_LIMIT_BYTES, readListingDetails } from './listingBody';
import { pagedListingsResponse } from './responseSchemas';

type Query = Record<string, unknown>;
interface IdParams {
  id: string;
}

function idParam(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new AppError(400, `${what} id must be a whole number`);
  return Number(raw);
}

function page(query: Query, pageSize: number, sortDir: SortDir): ResolvedPage<ListingSort> {
  const resolved = resolvePageQuery(query, { pageNumber: 0, pageSize, sortBy: 'price', sortDir }, LISTING_SORTS);
  if (!resolved.ok) throw new AppError(400, resolved.error);
  return resolved.page;
}

export interface ListingRoutesOptions {
  /** PRICE_CAP_PERCENT: how far over face value a price may go; null when the cap is off. */
  priceCapPercent: PriceCapPercent;
}

/** SPEC §7 Ticket listings (creation from a verified e-mail lives with the mail verification). */
export default async function listingRoutes(app: FastifyInstance, options: ListingRoutesOptions): Promise<void> {
  // Another plugin (the profile picture upload) may already have registered multipart for the whole app.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(fastifyMultipart, { limits: { fileSize: LISTING_PART_LIMIT_BYTES, fieldSize: LISTING_PART_LIMIT_BYTES, files: 4 } });
  }

  app.get<{ Params: IdParams; Querystring: Query }>(
    '/api/ticketListing/concerts/:id',
    { ...pagedListingsResponse, onSend: publicEtag },
    async (request, reply) => {
      const concertId = idParam(request.params.id, 'Event');
      const filters = parseListingFilters(request.query);
      const listingPage = page(request.query, EVENT_LISTINGS_PAGE_SIZE, 'asc');
      // Every signed-in reader sees the same page (seller phones included); anonymous readers another.
      const key = `${request.user === null ? 'anonymous' : 'signed-in'} ${request.url}`;
      return cachedJson(app, reply, key, () => concertListings(app.db, concertId, filters, listingPage, request.user));
    },
  );

  /** The rules the details form applies before the server does (the server holds them regardless). */
  app.get('/api/listing-rules', async (): Promise<ListingRules> => ({ priceCapPercent: options.priceCapPercent }));

  app.get<{ Querystring: Query }>('/api/ticketListing/users', async (request) =>
    sellerListings(app.db, requireUser(request), page(request.query, MY_LISTINGS_PAGE_SIZE, 'desc')),
  );

  app.get<{ Params: IdParams }>('/api/ticketListing/:id', async (request) =>
    listingById(app.db, idParam(request.params.id, 'Listing'), request.user),
  );

  app.put<{ Params: IdParams }>('/api/ticketListing/:id', async (request) => {
    const user = requireUser(request);
    const id = idParam(request.params.id, 'Listing');
    return updateListingDetails(app.db, user, id, await readListingDetails(request), options.priceCapPercent);
  });

  app.delete<{ Params: IdParams }>('/api/ticketListing/:id', async (request, reply) => {
    await deleteOwnListing(app.db, requireUser(request), idParam(request.params.id, 'Listing'));
    return reply.status(204).send();
  });

  app.post<{ Params: IdParams }>('/api/ticketListing/:id/view', async (request) => {
    return recordListingView(app.db, requireUser(request), idParam(request.params.id, 'Listing'));
  });

  app.patch<{ Params: IdParams; Querystring: Query }>('/api/ticketListing/:id/status', async (request) => {
    const user = requireUser(request);
    const id = idParam(request.params.id, 'Listing');
    return markListingSold(app.db, user, id, request.query.status, request.query.source);
  });
}
