import type { FastifyInstance, FastifyReply } from 'fastify';
import { etagOf } from './publicEtag';

interface SerializedBody {
  /** UTF-8 already: a string body would be encoded again on every write of it. */
  body: Buffer;
  etag: string;
}

/**
 * A read-mostly JSON answer from the read cache, kept serialised (with the route's response schema) and
 * tagged: a hit costs neither the queries nor the serialising and hashing, which on a page of 40 events
 * cost more than everything else Fastify does for the request. `key` must name everything the body
 * depends on.
 */
export async function cachedJson(app: FastifyInstance, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<Buffer> {
  const { body, etag } = await app.readCache.read<SerializedBody>(key, async () => {
    // The route's response schema serialises objects to text.
    const serialized = Buffer.from(String(reply.serialize(await load())));
    return { body: serialized, etag: etagOf(serialized) };
  });
  reply.header('ETag', etag).type('application/json; charset=utf-8');
  return body;
}
