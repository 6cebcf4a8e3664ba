import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CSRF_COOKIE } from '../../shared/apiContract';
import { requireUser } from '../http/sessions';
import { UserEnvelope } from '../schemas/accounts';
import { NoQuery, responses, SIGNED_IN } from '../schemas/common';
import { SESSION_COOKIE } from '../services/sessions.service';

/** SPEC §7 Account: who is signed in. Sign-up, sign-in and logout are in auth.ts. */
export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/auth/session',
    { schema: { summary: 'Who is signed in', tags: ['accounts'], security: SIGNED_IN, querystring: NoQuery, response: responses({ 200: UserEnvelope }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const token = request.cookies[SESSION_COOKIE];
      // A browser that lost its csrf-token cookie gets it back at the start-up session check.
      if (token !== undefined && request.cookies[CSRF_COOKIE] === undefined) reply.setSessionCookies(token);
      return { user };
    },
  );
}
