import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { SIGNAL_CHANNELS } from './channels';
import { openSignalListener } from './signalListener';
import { signalSourceOf } from './signalSource';

/**
 * Makes what another process did visible here at once (issue 21): mail it stored wakes the verifications
 * waiting here, jobs it queued are picked up without waiting for the poll, and a change to an account drops the
 * sessions kept here. The polls stay as the fallback while the database cannot be listened to.
 */
async function signalsPlugin(app: FastifyInstance): Promise<void> {
  const source = signalSourceOf(app.db);
  if (source === undefined) {
    app.log.warn('signals: this database was not made by createDatabase; other processes are heard only through polls');
    return;
  }
  const listener = await openSignalListener(source, app.log.child({ component: 'signals' }));
  await listener.listen(SIGNAL_CHANNELS.inboundMail, (sender) => app.inboundMail.stored(sender));
  await listener.listen(SIGNAL_CHANNELS.jobs, () => app.jobs.wake());
  await listener.listen(SIGNAL_CHANNELS.accounts, (userId) => app.sessionCache.dropUser(Number(userId)));
  // Sessions are kept only while every change to them is heard: a revoked one must never outlive its revocation.
  const hearing = () => app.sessionCache.setHearing(listener.hearing);
  hearing();
  listener.onLost(hearing);
  listener.onReconnect(() => {
    hearing();
    app.jobs.wake();
  });
  app.addHook('preClose', () => listener.close());
}

export default fp(signalsPlugin, { name: 'signals', fastify: '5.x', dependencies: ['db', 'sessions', 'inbound-mail-notifier', 'jobs'] });
