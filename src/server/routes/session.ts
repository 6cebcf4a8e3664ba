import type { FastifyInstance } from 'fastify';
import { requireUser } from '../http/sessions';

/** SPEC §7 Account: who is signed in. Sign-in, sign-up and logout join this file later. */
export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/auth/session', async (request) => ({ user: requireUser(request) }));
}
