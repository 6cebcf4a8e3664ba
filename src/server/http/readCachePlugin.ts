import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { encodeScope, type CacheScope } from '../services/cacheScope';
import { ReadCache } from '../services/readCache';
import { SIGNAL_CHANNELS } from '../signals/channels';
import { publishSignal } from '../signals/publishSignal';
import { announcedByTheDatabase, scopeOfWrite } from './catalogueEffect';
import { ListingFactsMemo } from '../services/listingFacts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue reads (event lists, search, an event's listings), dropped by the writes that change them, in any process. */
    readCache: ReadCache;
    /** What never changes about each listing, remembered: the write scopes and the details check read it. */
    listingFacts: ListingFactsMemo;
  }
  interface FastifyRequest {
    /** For a write: what it changes among cached reads, should it succeed (catalogueEffect.ts). */
    cacheScope: CacheScope | null;
  }
}

export interface ReadCachePluginOptions {
  /** 0 turns caching off (the tests, which also write rows straight to the database). */
  ttlMs: number;
}

/** How long a cached read may lag a write made outside this process while such writes go unheard (src/server/signals). */
export const READ_CACHE_TTL_MS = 2000;

/**
 * How long a cached read lives while every process's writes are heard: what it may lag a change made
 * outside the API (SQL by hand, a retention job), an event passing from upcoming to past, or the interest
 * a reader's first view adds.
 */
export const HEARD_READ_CACHE_TTL_MS = 30_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function readCachePlugin(app: FastifyInstance, options: ReadCachePluginOptions): Promise<void> {
  const cache = new ReadCache(options.ttlMs);
  app.decorate('readCache', cache);
  app.decorateRequest('cacheScope', null);
  const listingFacts = new ListingFactsMemo();
  app.decorate('listingFacts', listingFacts);
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
    cache.invalidate(scope);
    if (announcedByTheDatabase(request)) return;
    try {
      await publishSignal(app.db, SIGNAL_CHANNELS.catalogue, encodeScope(scope));
    } catch (error) {
      request.log.warn({ err: error }, 'signals: could not tell the other processes of a write; their cached reads expire on their own');
    }
  });
}

export default fp(readCachePlugin, { name: 'read-cache', fastify: '5.x', dependencies: ['db'] });
