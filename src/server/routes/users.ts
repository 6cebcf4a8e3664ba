import type { FastifyInstance } from 'fastify';
import type { UserEnvelope } from '../../shared/apiContract';
import { updateUserSchema } from '../../shared/schemas/profileSchemas';
import { findProfilePicture } from '../db/repositories/users.repo';
import { AppError } from '../http/AppError';
import { requireUser } from '../http/sessions';
import { validateBody } from '../http/validateBody';
import { toUser } from '../services/accounts.service';
import { OWN_PROFILE_ONLY, updateProfile } from '../services/users.service';
import profilePictureUpload from './profilePictureUpload';

/** SPEC §7 Account: the signed-in user's own profile. */
export default async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/users/me', async (request) => requireUser(request));

  app.put<{ Params: { id: string } }>('/api/users/:id', async (request) => {
    const me = requireUser(request);
    if (request.params.id !== String(me.id)) throw new AppError(403, OWN_PROFILE_ONLY);
    const values = validateBody(updateUserSchema, request.body, { unknownFieldsMessage: 'These fields cannot be changed here' });
    const user = await updateProfile(app.db, me.id, values, request.session?.id);
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
