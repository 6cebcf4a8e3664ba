import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { forgotPasswordSchema, resetPasswordSchema } from '../../shared/schemas/passwordResetSchemas';
import { PASSWORD_RESET_CONFIRM_LIMITS, PASSWORD_RESET_LIMITS } from '../http/accountLimits';
import { UserEnvelope } from '../schemas/accounts';
import { NoContent, NoQuery, responses } from '../schemas/common';
import { yupBody } from '../schemas/fromYup';
import { toUser } from '../services/accounts.service';
import { askForPasswordReset, resetPassword } from '../services/passwordReset/passwordReset.service';
import { SESSION_COOKIE, startSessionInPlaceOf } from '../services/sessions.service';

export interface PasswordResetRoutesOptions {
  /** Keys the stored hashes of the links' secrets. */
  secret: string;
}

const tags = ['accounts'];

/** 'Forgot password?': a one-time link to the account's e-mail, then a new password with it. */
export default async function passwordResetRoutes(app: FastifyInstance, options: PasswordResetRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/auth/password-reset',
    {
      config: { catalogue: 'nothing' },
      schema: {
        summary: 'E-mail a link to reset the password',
        description: 'The same 204 whether or not the address has an account; the link works once, for 30 minutes.',
        tags,
        querystring: NoQuery,
        body: yupBody(forgotPasswordSchema),
        response: responses({ 204: NoContent }),
      },
      preValidation: app.limitedBy(PASSWORD_RESET_LIMITS),
    },
    async (request, reply) => {
      await askForPasswordReset(app.jobs, request.body.email);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/auth/password-reset/confirm',
    {
      config: { catalogue: 'nothing' },
      schema: {
        summary: 'Set a new password with a reset link, and sign in',
        description: 'Ends every session of the account, then starts one here.',
        tags,
        querystring: NoQuery,
        body: yupBody(resetPasswordSchema),
        response: responses({ 200: UserEnvelope }),
      },
      preValidation: app.limitedBy(PASSWORD_RESET_CONFIRM_LIMITS),
    },
    async (request, reply) => {
      const user = await resetPassword(app.db, options.secret, request.body);
      const session = await startSessionInPlaceOf(app.db, request.cookies[SESSION_COOKIE], user.id);
      return reply.setSessionCookies(session.token).send({ user: toUser(user) });
    },
  );
}
