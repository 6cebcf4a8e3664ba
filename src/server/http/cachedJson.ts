import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CacheTag } from '../services/cacheScope';
import { etagOf } from './publicEtag';

interface SerializedBody {
  /** UTF-8 already: a string body would be encoded again on every write of it. */
  body: Buffer;
  etag: string;
  tags: CacheTag[];
}

/**
 * A read-mostly JSON answer from the read cache, kept serialised (with the route's response schema) and
 * tagged: a hit costs neither the queries nor the serialising and hashing, which on a page of 40 events
 * cost more than everything else Fastify does for the request. `key` must name everything the body
 * depends on; `tagsOf` names the events it shows (cacheTags.ts), so that a write drops only what it changed.
 */
export async function cachedJson<T>(app: FastifyInstance, reply: FastifyReply, key: string, tagsOf: (value: T) => CacheTag[], load: () => Promise<T>): Promise<Buffer> {
  const { body, etag } = await app.readCache.read<SerializedBody>(
    key,
    (serialized) => serialized.tags,
    async () => {
      const value = await load();
      // The route's response schema serialises objects to text.
      const serialized = Buffer.from(String(reply.serialize(value)));
      return { body: serialized, etag: etagOf(serialized), tags: tagsOf(value) };
    },
  );
  reply.header('ETag', etag).type('application/json; charset=utf-8');
  return body;
}
