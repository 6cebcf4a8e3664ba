import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { markFreshReads } from './freshReads';

/**
 * What a successful write through a route changes of what the public catalogue reads show (route option
 * `config.catalogue`; catalogueEffects.test.ts holds every write route's). Any effect but 'nothing' gives a
 * signed-in writer fresh reads (freshReads.ts), so that they see their change at once past every shared cache;
 * an undeclared route counts as changing the catalogue.
 */
export type CatalogueEffect =
  /** Sign-in, codes, feedback, push devices: nothing a catalogue read shows. */
  | 'nothing'
  /** An operator's change to events, categories or many sellers' listings. */
  | 'everything'
  /**
   * One account's own part: its name on its listings, its verified phone counting its meet-up checks, its
   * subscriptions counting towards events' interest; or what its own session shows (its picture, e-mail and
   * verification steps), which the fresh-reads cookie also makes every process read afresh (sessions.ts).
   */
  | 'account'
  /** `:id` is an event: its interest (subscriptions). */
  | 'event-in-params'
  /** `:id` is a listing: its event's listings and figures. */
  | 'listing-in-params'
  /** As 'listing-in-params', for a write that changes nothing but the listing's own row. */
  | 'listing-row-in-params'
  /** `?concertId=` names the event a new listing is for. */
  | 'event-in-query';

declare module 'fastify' {
  interface FastifyContextConfig {
    catalogue?: CatalogueEffect;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CatalogueWritesOptions {
  /** The fresh-reads cookie only over HTTPS, as the session's. */
  secureCookies: boolean;
}

async function catalogueWrites(app: FastifyInstance, options: CatalogueWritesOptions): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || request.user === null) return;
    if ((request.routeOptions.config.catalogue ?? 'everything') === 'nothing') return;
    markFreshReads(app, reply, request.user.id, options.secureCookies);
  });
}

export default fp(catalogueWrites, { name: 'catalogue-writes', fastify: '5.x', dependencies: ['sessions'] });
