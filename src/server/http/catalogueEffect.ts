import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { EVERYTHING, eventScope, NOTHING, type CacheScope } from '../services/cacheScope';
import type { ListingFactsMemo } from '../services/listingFacts';

/**
 * What a successful write through a route changes among the cached catalogue reads (route option
 * `config.catalogue`). A write route that says nothing drops everything: forgetting costs speed, never a
 * stale read. catalogueEffects.test.ts holds every write route's effect.
 */
export type CatalogueEffect =
  /** Sign-in, codes, feedback, push devices: nothing any cached read shows. */
  | 'nothing'
  /** Accounts (seller names and phones on every listing), anything wide. */
  | 'everything'
  /** `:id` is an event: its interest (subscriptions). */
  | 'event-in-params'
  /** `:id` is a listing: its event's listings and figures. */
  | 'listing-in-params'
  /**
   * As 'listing-in-params', for a write that changes nothing but the listing's own row: the row's trigger tells
   * the other processes as the write commits (migration 20261206_0001), so the route sends no notification itself.
   */
  | 'listing-row-in-params'
  /** `?concertId=` names the event a new listing is for. */
  | 'event-in-query';

declare module 'fastify' {
  interface FastifyContextConfig {
    catalogue?: CatalogueEffect;
  }
}

function numberAt(holder: unknown, field: 'id' | 'concertId'): number | null {
  const value = (holder as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** The scope of a write through `request`'s route, read before the handler runs (a deleted listing has no event after). */
export async function scopeOfWrite(db: Db, request: FastifyRequest, listingFacts: ListingFactsMemo): Promise<CacheScope> {
  const effect = request.routeOptions.config.catalogue ?? 'everything';
  switch (effect) {
    case 'nothing':
      return NOTHING;
    case 'everything':
      return EVERYTHING;
    case 'event-in-params':
    case 'event-in-query': {
      const eventId = numberAt(effect === 'event-in-params' ? request.params : request.query, effect === 'event-in-params' ? 'id' : 'concertId');
      return eventId === null ? EVERYTHING : eventScope(eventId);
    }
    case 'listing-in-params':
    case 'listing-row-in-params': {
      const listingId = numberAt(request.params, 'id');
      const eventId = listingId === null ? undefined : (await listingFacts.factsOf(db, listingId))?.eventId;
      // No such listing: the write will fail and change nothing.
      return eventId === undefined ? NOTHING : eventScope(eventId);
    }
  }
}

/** Whether the database itself announces what a write through `request`'s route changed (a trigger on the rows it writes). */
export function announcedByTheDatabase(request: FastifyRequest): boolean {
  return request.routeOptions.config.catalogue === 'listing-row-in-params';
}
