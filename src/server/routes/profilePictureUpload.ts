import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserEnvelope } from '../../shared/apiContract';
import { MAX_PROFILE_IMAGE_BYTES } from '../../shared/constants';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../../shared/schemas/profileSchemas';
import { AppError } from '../http/AppError';
import { requireUser } from '../http/sessions';
import { toUser } from '../services/accounts.service';
import { setProfilePicture } from '../services/users.service';

/** One byte over the limit is enough to know a file is too big; the rest is never read. */
const LIMITS = { fileSize: MAX_PROFILE_IMAGE_BYTES + 1, files: 1, fields: 10, parts: 20 };

async function readPicture(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, IMAGE_TYPE_MESSAGE);
  const file = await request.file({ limits: LIMITS });
  if (file === undefined || file.fieldname !== 'file') throw new AppError(400, IMAGE_TYPE_MESSAGE);
  try {
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new AppError(413, IMAGE_SIZE_MESSAGE);
    throw error;
  }
}

/** PUT /users/me/profile-picture: multipart, field `file`; the bytes must be a PNG, JPEG, GIF or WebP under 5 MB. */
export default async function profilePictureUpload(app: FastifyInstance): Promise<void> {
  // Another plugin may already have registered multipart for the whole app.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);

  app.put('/api/users/me/profile-picture', async (request) => {
    const me = requireUser(request);
    const user = await setProfilePicture(app.db, me.id, await readPicture(app, request));
    const body: UserEnvelope = { user: toUser(user) };
    return body;
  });
}
