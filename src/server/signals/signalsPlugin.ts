import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { decodeScope } from '../services/cacheScope';
import { SIGNAL_CHANNELS } from './channels';
import { openSignalListener } from './signalListener';
import { signalSourceOf } from './signalSource';

/**
 * Makes what another process did visible here at once (issue 21): its writes clear the cached reads they
 * change here, mail it stored wakes the verifications waiting here, and jobs it queued are picked up without
 * waiting for the poll. The polls and the cache's lifetime stay as the fallback while the database cannot
 * be listened to.
 */
async function signalsPlugin(app: FastifyInstance): Promise<void> {
  const source = signalSourceOf(app.db);
  if (source === undefined) {
    app.log.warn('signals: this database was not made by createDatabase; other processes are heard only through polls');
    return;
  }
  const listener = await openSignalListener(source, app.log.child({ component: 'signals' }));
  await listener.listen(SIGNAL_CHANNELS.catalogue, (scope) => app.readCache.invalidate(decodeScope(scope)));
  await listener.listen(SIGNAL_CHANNELS.inboundMail, (sender) => app.inboundMail.stored(sender));
  await listener.listen(SIGNAL_CHANNELS.jobs, () => app.jobs.wake());
  listener.onReconnect(() => {
    app.readCache.invalidate();
    app.jobs.wake();
  });
  app.addHook('preClose', () => listener.close());
}

export default fp(signalsPlugin, { name: 'signals', fastify: '5.x', dependencies: ['db', 'read-cache', 'inbound-mail-notifier', 'jobs'] });
