import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { updateUserSchema } from '../../shared/schemas/profileSchemas';
import { AppError } from '../http/AppError';
import { requireUser } from '../http/sessions';
import { PASSWORD_CHANGE_LIMITS } from '../http/accountLimits';
import { Picture, PictureQuery, User, UserEnvelope } from '../schemas/accounts';
import { idParams, NoQuery, responses, SIGNED_IN } from '../schemas/common';
import { yupBody } from '../schemas/fromYup';
import { toUser } from '../services/accounts.service';
import type { Senders } from '../services/senders/senders';
import { findProfilePicture, OWN_PROFILE_ONLY, updateProfile } from '../services/users.service';
import dataRightsRoutes from './dataRights';
import profilePictureUpload from './profilePictureUpload';

export interface UserRoutesOptions {
  /** Keys the stored OTP hashes: a Google-made account proves its first password with an e-mail code. */
  secret: string;
  senders: Senders;
}

const tags = ['accounts'];

/** SPEC §7 Account: the signed-in user's own profile. */
export default async function userRoutes(app: FastifyInstance, options: UserRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/users/me',
    { schema: { summary: 'The signed-in user', tags, security: SIGNED_IN, querystring: NoQuery, response: responses({ 200: User }) } },
    async (request) => requireUser(request),
  );

  api.put(
    '/api/users/:id',
    {
      config: { catalogue: 'account' },
      schema: {
        summary: 'Change your name, phone number or password',
        description: 'A new password needs currentPassword, or emailCode for an account made by Google sign-in.',
        tags,
        security: SIGNED_IN,
        params: idParams('User'),
        querystring: NoQuery,
        body: yupBody(updateUserSchema, { unknownFieldsMessage: 'These fields cannot be changed here' }),
        response: responses({ 200: UserEnvelope }),
      },
      // Counted before the body is checked, like every guess at the current password.
      preValidation: app.limitedBy(PASSWORD_CHANGE_LIMITS),
    },
    async (request) => {
      const me = requireUser(request);
      if (request.params.id !== me.id) throw new AppError(403, OWN_PROFILE_ONLY);
      const context = { db: app.db, secret: options.secret, senders: options.senders };
      const user = await updateProfile(context, me.id, request.body, request.session?.id);
      return { user: toUser(user) };
    },
  );

  api.get(
    '/api/users/:id/profile-picture',
    {
      schema: {
        summary: "A user's profile picture",
        tags,
        params: idParams('User'),
        querystring: PictureQuery,
        response: { 200: Picture, ...responses({}) },
      },
    },
    async (request, reply) => {
      const picture = await findProfilePicture(app.db, request.params.id, request.query.size === 'small');
      if (picture === undefined) throw new AppError(404, 'This user has no profile picture');
      return reply
        .type(picture.type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(picture.bytes);
    },
  );

  await app.register(profilePictureUpload);
  await app.register(dataRightsRoutes, options);
}
