import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { signInSchema, signUpSchema } from '../../shared/schemas/authSchemas';
import { SIGN_IN_LIMITS, SIGN_UP_LIMITS } from '../http/accountLimits';
import { UserEnvelope } from '../schemas/accounts';
import { NoBody, NoContent, NoQuery, responses } from '../schemas/common';
import { yupBody } from '../schemas/fromYup';
import { toUser } from '../services/accounts.service';
import { signIn, signUp } from '../services/auth.service';
import { endSession, SESSION_COOKIE, startSession, startSessionInPlaceOf } from '../services/sessions.service';

const tags = ['accounts'];

/** SPEC §7 Account: sign-up, sign-in and logout with e-mail and password. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // The limits count before the body is checked: a script sending junk is slowed like one guessing.
  api.post(
    '/auth/signup',
    {
      config: { catalogue: 'nothing' },
      schema: {
        summary: 'Make an account and sign in',
        tags,
        querystring: NoQuery,
        body: yupBody(signUpSchema),
        response: responses({ 201: UserEnvelope }),
      },
      preValidation: app.limitedBy(SIGN_UP_LIMITS),
    },
    async (request, reply) => {
      const user = await signUp(app.db, request.body);
      const session = await startSession(app.db, user.id);
      return reply.status(201).setSessionCookies(session.token).send({ user: toUser(user) });
    },
  );

  api.post(
    '/auth/signin',
    {
      config: { catalogue: 'nothing' },
      schema: {
        summary: 'Sign in with e-mail and password',
        tags,
        querystring: NoQuery,
        body: yupBody(signInSchema),
        response: responses({ 200: UserEnvelope }),
      },
      preValidation: app.limitedBy(SIGN_IN_LIMITS),
    },
    async (request, reply) => {
      const user = await signIn(app.db, request.body);
      const session = await startSessionInPlaceOf(app.db, request.cookies[SESSION_COOKIE], user.id);
      return reply.setSessionCookies(session.token).send({ user: toUser(user) });
    },
  );

  api.post(
    '/auth/logout',
    {
      config: { catalogue: 'nothing' }, schema: { summary: 'End this session', tags, querystring: NoQuery, body: NoBody, response: responses({ 204: NoContent }) } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token !== undefined) await endSession(app.db, token);
      return reply.clearSessionCookies().status(204).send();
    },
  );
}
