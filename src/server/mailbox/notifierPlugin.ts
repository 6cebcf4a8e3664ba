import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { InboundMailNotifier } from './notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes verifications waiting in this process when the mailbox stores a message. */
    inboundMail: InboundMailNotifier;
  }
}

async function inboundMailNotifier(app: FastifyInstance): Promise<void> {
  app.decorate('inboundMail', new InboundMailNotifier());
}

export default fp(inboundMailNotifier, { name: 'inbound-mail-notifier', fastify: '5.x' });
