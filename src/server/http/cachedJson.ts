import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CacheTag } from '../services/cacheScope';
import { wantsFreshReads } from './freshReads';
import { etagOf } from './publicEtag';

interface SerializedBody {
  /** UTF-8 already: a string body would be encoded again on every write of it. */
  body: Buffer;
  etag: string;
  tags: CacheTag[];
}

async function cachedSerialized(app: FastifyInstance, reply: FastifyReply, key: string, load: () => Promise<SerializedBody>): Promise<Buffer> {
  // A reader who wrote lately reads past the cache (freshReads.ts), and what they read is not kept.
  const { body, etag } = wantsFreshReads(reply.request) ? await load() : await app.readCache.read<SerializedBody>(key, (serialized) => serialized.tags, load);
  reply.header('ETag', etag).type('application/json; charset=utf-8');
  return body;
}

/**
 * A read-mostly JSON answer from the read cache, kept serialised (with the route's response schema) and
 * tagged: a hit costs neither the queries nor the serialising and hashing, which on a page of 40 events
 * cost more than everything else Fastify does for the request. `key` must name everything the body
 * depends on; `tagsOf` names the events it shows (cacheTags.ts), so that a write drops only what it changed.
 */
export function cachedJson<T>(app: FastifyInstance, reply: FastifyReply, key: string, tagsOf: (value: T) => CacheTag[], load: () => Promise<T>): Promise<Buffer> {
  return cachedSerialized(app, reply, key, async () => {
    const value = await load();
    // The route's response schema serialises objects to text.
    const body = Buffer.from(String(reply.serialize(value)));
    return { body, etag: etagOf(body), tags: tagsOf(value) };
  });
}

/**
 * The same for an answer the database already wrote as JSON text, with its tags: the response schema is not
 * applied to it, so the shape is the tests' to hold (listings.pageJson.test.ts, catalogue.pageJson.test.ts).
 */
export function cachedJsonText(app: FastifyInstance, reply: FastifyReply, key: string, load: () => Promise<{ body: Buffer; tags: CacheTag[] }>): Promise<Buffer> {
  return cachedSerialized(app, reply, key, async () => {
    const { body, tags } = await load();
    return { body, etag: etagOf(body), tags };
  });
}
