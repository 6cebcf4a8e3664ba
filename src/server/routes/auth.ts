import type { FastifyInstance } from 'fastify';
import type { UserEnvelope } from '../../shared/apiContract';
import { signInSchema, signUpSchema } from '../../shared/schemas/authSchemas';
import { SIGN_IN_LIMITS, SIGN_UP_LIMITS } from '../http/accountLimits';
import { validateBody } from '../http/validateBody';
import { toUser } from '../services/accounts.service';
import { signIn, signUp } from '../services/auth.service';
import { endSession, SESSION_COOKIE, startSession } from '../services/sessions.service';

/** SPEC §7 Account: sign-up, sign-in and logout with e-mail and password. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/auth/signup', { preHandler: app.limitedBy(SIGN_UP_LIMITS) }, async (request, reply) => {
    const user = await signUp(app.db, validateBody(signUpSchema, request.body));
    const session = await startSession(app.db, user.id);
    const body: UserEnvelope = { user: toUser(user) };
    return reply.status(201).setSessionCookies(session.token).send(body);
  });

  app.post('/auth/signin', { preHandler: app.limitedBy(SIGN_IN_LIMITS) }, async (request, reply) => {
    const user = await signIn(app.db, validateBody(signInSchema, request.body));
    // A fresh session id at every sign-in: a token planted before sign-in never becomes a signed-in one.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous !== undefined) await endSession(app.db, previous);
    const session = await startSession(app.db, user.id);
    const body: UserEnvelope = { user: toUser(user) };
    return reply.setSessionCookies(session.token).send(body);
  });

  app.post('/auth/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token !== undefined) await endSession(app.db, token);
    return reply.clearSessionCookies().status(204).send();
  });
}
