import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { encodeScope, type CacheScope } from '../services/cacheScope';
import { ReadCache } from '../services/readCache';
import { SIGNAL_CHANNELS } from '../signals/channels';
import { publishSignal } from '../signals/publishSignal';
import { announcedByTheDatabase, scopeOfWrite } from './catalogueEffect';
import { ListingFactsMemo } from '../services/listingFacts';
import { CatalogueModel } from '../services/eventModel/catalogueModel';
import { keywordTermsOf, searchMatchIds, type KeywordTermsReader } from '../services/concertSearch.service';
import { markFreshReads } from './freshReads';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue reads (event lists, search, an event's listings), dropped by the writes that change them, in any process. */
    readCache: ReadCache;
    /** What never changes about each listing, remembered: the write scopes and the details check read it. */
    listingFacts: ListingFactsMemo;
    /** Events and listings held here, from which lists are written while every write is heard (signalsPlugin). */
    catalogueModel: CatalogueModel;
    /** A keyword's words and typo fixes, kept in the read cache: they follow the events' words, which only a write to everything changes. */
    keywordTerms: KeywordTermsReader;
    /** Whether the catalogue model answers at all here (CATALOGUE_MODEL, and never in tests). */
    catalogueModelOn: boolean;
    /** What a write changed, here or in another process: drops the cached reads and refreshes the model. */
    catalogueChanged(scope: CacheScope): void;
  }
  interface FastifyRequest {
    /** For a write: what it changes among cached reads, should it succeed (catalogueEffect.ts). */
    cacheScope: CacheScope | null;
  }
}

export interface ReadCachePluginOptions {
  /** 0 turns caching off, and the event model with it (the tests, which also write rows straight to the database). */
  ttlMs: number;
  /** Lists, search and listings pages written from the catalogue held here (never while caching is off). */
  catalogueModel: boolean;
  /** The fresh-reads cookie (freshReads.ts) only over HTTPS, as the session's. */
  secureCookies: boolean;
}

/** How long a cached read may lag a write made outside this process while such writes go unheard (src/server/signals). */
export const READ_CACHE_TTL_MS = 2000;

/**
 * How long a cached read lives while every process's writes are heard: what it may lag a change made
 * outside the API (SQL by hand, a retention job), an event passing from upcoming to past, or the interest
 * a reader's first view adds.
 */
export const HEARD_READ_CACHE_TTL_MS = 30_000;

/** Listings the catalogue model holds across events (about 2 kB each, both texts). */
const MODEL_MAX_LISTINGS = 50_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function readCachePlugin(app: FastifyInstance, options: ReadCachePluginOptions): Promise<void> {
  const cache = new ReadCache(options.ttlMs);
  app.decorate('readCache', cache);
  app.decorateRequest('cacheScope', null);
  const listingFacts = new ListingFactsMemo();
  app.decorate('listingFacts', listingFacts);
  const keywordTerms: KeywordTermsReader = (keyword) => cache.read(`keyword-terms:${keyword}`, () => [], () => keywordTermsOf(app.db, keyword));
  app.decorate('keywordTerms', keywordTerms);
  const model = new CatalogueModel(app.db, {
    readMatches: (keyword, atMost) => searchMatchIds(app.db, keyword, atMost, keywordTerms),
    lifetimeMs: HEARD_READ_CACHE_TTL_MS,
    maxListings: MODEL_MAX_LISTINGS,
    onError: (error) => app.log.error({ err: error }, 'catalogue model: could not read the events; lists go to the database'),
  });
  app.decorate('catalogueModel', model);
  const modelOn = options.ttlMs > 0 && options.catalogueModel;
  app.decorate('catalogueModelOn', modelOn);
  const changed = (scope: CacheScope) => {
    cache.invalidate(scope);
    if (modelOn) model.changed(scope);
  };
  app.decorate('catalogueChanged', changed);
  app.addHook('preHandler', async (request) => {
    if (!READS.has(request.method)) request.cacheScope = await scopeOfWrite(app.db, request, listingFacts);
  });
  // Before the reply goes out (the handler has finished, so the write's transaction has committed): no read
  // the caller makes after the answer misses it, here or, once the notification arrives, in any process.
  app.addHook('onSend', async (request, reply) => {
    // Undefined on the routes of plugins registered before this one (the API reference's): nothing to drop.
    const scope = request.cacheScope ?? null;
    if (scope === null || scope.kind === 'nothing' || reply.statusCode >= 400) return;
    request.cacheScope = null;
    changed(scope);
    if (request.user !== null) markFreshReads(app, reply, request.user.id, options.secureCookies);
    if (announcedByTheDatabase(request)) return;
    try {
      await publishSignal(app.db, SIGNAL_CHANNELS.catalogue, encodeScope(scope));
    } catch (error) {
      request.log.warn({ err: error }, 'signals: could not tell the other processes of a write; their cached reads expire on their own');
    }
  });
}

export default fp(readCachePlugin, { name: 'read-cache', fastify: '5.x', dependencies: ['db'] });
