import type { FastifyInstance } from 'fastify';
import type { CacheScope } from '../services/cacheScope';
import { SIGNAL_CHANNELS } from '../signals/channels';
import { publishSignal } from '../signals/publishSignal';

let markers = 0;

/**
 * Resolves once `app` has heard every catalogue notification committed before the call. Notifications arrive
 * in commit order, so hearing a marker sent now means the earlier ones were heard first. The marker names an
 * event no test makes (ids count up from 1), so it drops only reads of any event's figures.
 */
export async function catalogueSignalsHeard(app: FastifyInstance): Promise<void> {
  markers += 1;
  const markerId = 2_000_000_000 + markers;
  const cache = app.readCache;
  // Wrapped by hand rather than with jest.spyOn, which would take over (and then remove) a spy a test already has.
  const hadOwn = Object.prototype.hasOwnProperty.call(cache, 'invalidate');
  const previous = cache.invalidate;
  const heard = new Promise<void>((resolve) => {
    cache.invalidate = (scope?: CacheScope) => {
      previous.call(cache, scope);
      if (scope?.kind !== 'event' || scope.eventId !== markerId) return;
      if (hadOwn) cache.invalidate = previous;
      else delete (cache as Partial<Pick<typeof cache, 'invalidate'>>).invalidate;
      resolve();
    };
  });
  await publishSignal(app.db, SIGNAL_CHANNELS.catalogue, `event:${markerId}`);
  await heard;
}
