import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { dataExportFileName } from '../../shared/dataExport';
import { deleteAccountSchema } from '../../shared/schemas/accountDeletionSchemas';
import { ACCOUNT_DELETION_LIMITS } from '../http/accountLimits';
import { requireUser } from '../http/sessions';
import { NoContent, NoQuery, responses, SIGNED_IN } from '../schemas/common';
import { AccountDataFile } from '../schemas/dataRights';
import { yupBody } from '../schemas/fromYup';
import { findUserById } from '../services/users.service';
import { AppError } from '../http/AppError';
import { deleteAccount, DELETION_ERRORS } from '../services/accountDeletion.service';
import { exportAccountData } from '../services/dataExport.service';
import type { UserRoutesOptions } from './users';

const tags = ['accounts'];

/**
 * India's DPDP Act 2023 rights over one's own data: a copy of it, and erasure. Both act on the signed-in account
 * only (no id in the path to name another), and both are logged with the user id alone.
 */
export default async function dataRightsRoutes(app: FastifyInstance, options: UserRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/users/me/data',
    {
      schema: {
        summary: 'Download everything held about you',
        description: 'A JSON file: account, listings, alerts, requests, feedback, sessions and more. Hashes and secrets are left out; `notes` says which.',
        tags,
        security: SIGNED_IN,
        querystring: NoQuery,
        response: { 200: AccountDataFile, ...responses({}) },
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, requireUser(request).id);
      if (user === undefined) throw new AppError(404, DELETION_ERRORS.noAccount);
      const now = new Date();
      const body = await exportAccountData(app.db, user, request.session?.id, now);
      request.log.info({ userId: user.id }, 'data rights: personal data exported');
      return reply
        .header('Content-Disposition', `attachment; filename="${dataExportFileName(now)}"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );

  api.delete(
    '/api/users/me',
    {
      config: { catalogue: 'account' },
      schema: {
        summary: 'Delete your account',
        description:
          'Needs `confirmation: "DELETE"` and `currentPassword`, or `emailCode` (from POST /api/auth/resend-otp) for an account made by Google sign-in. ' +
          'Ends every session, takes your listings on sale off the marketplace, keeps sold ones for the statistics without you, and erases the rest.',
        tags,
        security: SIGNED_IN,
        querystring: NoQuery,
        body: yupBody(deleteAccountSchema, { unknownFieldsMessage: 'Unknown fields' }),
        response: responses({ 204: NoContent }),
      },
      // Counted before the body is checked, like every guess at the password or code.
      preValidation: app.limitedBy(ACCOUNT_DELETION_LIMITS),
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      await deleteAccount({ db: app.db, secret: options.secret, senders: options.senders }, userId, request.body);
      request.log.info({ userId }, 'data rights: account deleted');
      return reply.clearSessionCookies().status(204).send();
    },
  );
}
