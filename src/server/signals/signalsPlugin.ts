import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HEARD_READ_CACHE_TTL_MS, READ_CACHE_TTL_MS } from '../http/readCachePlugin';
import { decodeScope, EVERYTHING } from '../services/cacheScope';
import { SIGNAL_CHANNELS } from './channels';
import { openSignalListener } from './signalListener';
import { signalSourceOf } from './signalSource';

/**
 * Makes what another process did visible here at once (issue 21): its writes clear the cached reads they
 * change here, mail it stored wakes the verifications waiting here, and jobs it queued are picked up without
 * waiting for the poll. The polls and the cache's lifetime stay as the fallback while the database cannot
 * be listened to.
 */
export interface SignalsOptions {
  /** Keep looked-up sessions (off in tests, which change accounts straight in the database and read at once). */
  cacheSessions: boolean;
}

async function signalsPlugin(app: FastifyInstance, options: SignalsOptions): Promise<void> {
  const source = signalSourceOf(app.db);
  if (source === undefined) {
    app.log.warn('signals: this database was not made by createDatabase; other processes are heard only through polls');
    return;
  }
  const listener = await openSignalListener(source, app.log.child({ component: 'signals' }));
  await listener.listen(SIGNAL_CHANNELS.catalogue, (scope) => app.catalogueChanged(decodeScope(scope)));
  await listener.listen(SIGNAL_CHANNELS.inboundMail, (sender) => app.inboundMail.stored(sender));
  await listener.listen(SIGNAL_CHANNELS.jobs, () => app.jobs.wake());
  await listener.listen(SIGNAL_CHANNELS.accounts, (userId) => app.sessionCache.dropUser(Number(userId)));
  // Heard writes drop exactly what they change, so a cached read may live long; unheard ones (while the
  // listening connection is down) only age out, so reads live briefly then.
  // Sessions are kept only while every change to them is heard: a revoked one must never outlive its revocation.
  const lifetime = () => {
    app.readCache.setLifetime(listener.hearing ? HEARD_READ_CACHE_TTL_MS : READ_CACHE_TTL_MS);
    // Where the model is on at all (never in tests, which write rows straight to the database).
    if (app.catalogueModelOn) app.catalogueModel.setHearing(listener.hearing);
    if (options.cacheSessions) app.sessionCache.setHearing(listener.hearing);
  };
  lifetime();
  listener.onLost(lifetime);
  listener.onReconnect(() => {
    app.catalogueChanged(EVERYTHING);
    lifetime();
    app.jobs.wake();
  });
  app.addHook('preClose', () => listener.close());
}

export default fp(signalsPlugin, { name: 'signals', fastify: '5.x', dependencies: ['db', 'sessions', 'read-cache', 'inbound-mail-notifier', 'jobs'] });
