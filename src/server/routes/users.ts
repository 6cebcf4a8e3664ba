import type { FastifyInstance } from 'fastify';
import type { UserEnvelope } from '../../shared/apiContract';
import { updateUserSchema } from '../../shared/schemas/profileSchemas';
import { findProfilePicture } from '../db/repositories/users.repo';
import { AppError } from '../http/AppError';
import { requireUser } from '../http/sessions';
import { PASSWORD_CHANGE_LIMITS } from '../http/accountLimits';
import { validateBody } from '../http/validateBody';
import { toUser } from '../services/accounts.service';
import type { Senders } from '../services/senders/senders';
import { OWN_PROFILE_ONLY, updateProfile } from '../services/users.service';
import profilePictureUpload from './profilePictureUpload';

export interface UserRoutesOptions {
  /** Keys the stored OTP hashes: a Google-made account proves its first password with an e-mail code. */
  secret: string;
  senders: Senders;
}

/** SPEC §7 Account: the signed-in user's own profile. */
export default async function userRoutes(app: FastifyInstance, options: UserRoutesOptions): Promise<void> {
  app.get('/api/users/me', async (request) => requireUser(request));

  app.put<{ Params: { id: string } }>('/api/users/:id', { preHandler: app.limitedBy(PASSWORD_CHANGE_LIMITS) }, async (request) => {
    const me = requireUser(request);
    if (request.params.id !== String(me.id)) throw new AppError(403, OWN_PROFILE_ONLY);
    const values = validateBody(updateUserSchema, request.body, { unknownFieldsMessage: 'These fields cannot be changed here' });
    const context = { db: app.db, secret: options.secret, senders: options.senders };
    const user = await updateProfile(context, me.id, values, request.session?.id);
    const body: UserEnvelope = { user: toUser(user) };
    return body;
  });

  app.get<{ Params: { id: string } }>('/api/users/:id/profile-picture', async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    const picture = id === undefined ? undefined : await findProfilePicture(app.db, id);
    if (picture === undefined) throw new AppError(404, 'This user has no profile picture');
    // The URL changes with the picture (?v=), so a copy may be kept for good.
    return reply
      .type(picture.type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(picture.bytes);
  });

  await app.register(profilePictureUpload);
}
