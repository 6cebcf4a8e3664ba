import type {} from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../shared/entities';
import type { SessionRow } from '../db/tables/accounts';
import { toUser } from '../services/accounts.service';
import { SESSION_COOKIE, sessionForToken } from '../services/sessions.service';
import { AppError } from './AppError';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Only looked up for API paths; static files never touch the database. */
    user: User | null;
    session: SessionRow | null;
  }
}

const API_PATH = /^\/(api|auth|dev)(\/|$|\?)/;

/** Throws the 401 every signed-in-only route answers with. */
export function requireUser(request: FastifyRequest): User {
  if (request.user === null) throw new AppError(401, 'Not signed in');
  return request.user;
}

async function sessions(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token === undefined || !API_PATH.test(request.url)) return;
    const found = await sessionForToken(app.db, token);
    if (found === undefined) return;
    request.user = toUser(found.user);
    request.session = found.session;
  });
}

export default fp(sessions, { name: 'sessions', fastify: '5.x', dependencies: ['db', '@fastify/cookie'] });
