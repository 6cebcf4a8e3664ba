import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ReadCache } from '../services/readCache';
import { SIGNAL_CHANNELS } from '../signals/channels';
import { publishSignal } from '../signals/publishSignal';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue reads (event lists, search, an event's listings), dropped after every successful write in any process. */
    readCache: ReadCache;
  }
}

export interface ReadCachePluginOptions {
  /** 0 turns caching off (the tests, which also write rows straight to the database). */
  ttlMs: number;
}

/** How long a cached read may lag a write made outside this process. */
export const READ_CACHE_TTL_MS = 2000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function readCachePlugin(app: FastifyInstance, options: ReadCachePluginOptions): Promise<void> {
  const cache = new ReadCache(options.ttlMs);
  app.decorate('readCache', cache);
  // After the reply: the write's transaction has committed, so no read started from here on misses it. The
  // other processes hear of it through the database (signalsPlugin), within milliseconds.
  app.addHook('onResponse', (request, reply, done) => {
    if (!READS.has(request.method) && reply.statusCode < 400) {
      cache.invalidate();
      publishSignal(app.db, SIGNAL_CHANNELS.catalogue).catch((error: unknown) =>
        request.log.warn({ err: error }, 'signals: could not tell the other processes of a write; their cached reads expire on their own'),
      );
    }
    done();
  });
}

export default fp(readCachePlugin, { name: 'read-cache', fastify: '5.x', dependencies: ['db'] });
