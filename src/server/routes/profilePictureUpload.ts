import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_PROFILE_IMAGE_BYTES } from '../../shared/constants';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../../shared/schemas/profileSchemas';
import { PROFILE_LIMITS } from '../http/accountLimits';
import { requireUser } from '../http/sessions';
import { readUploadedFile } from '../http/uploadedFile';
import { PictureUpload, UserEnvelope } from '../schemas/accounts';
import { NoQuery, responses, SIGNED_IN } from '../schemas/common';
import { toUser } from '../services/accounts.service';
import { setProfilePicture } from '../services/users.service';

const PICTURE = { maxFileBytes: MAX_PROFILE_IMAGE_BYTES, missing: IMAGE_TYPE_MESSAGE, tooLarge: IMAGE_SIZE_MESSAGE };

/** PUT /users/me/profile-picture: multipart, field `file`; the bytes must be a PNG, JPEG, GIF or WebP under 5 MB. */
export default async function profilePictureUpload(app: FastifyInstance): Promise<void> {
  // Another plugin may already have registered multipart for the whole app.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);

  app.withTypeProvider<TypeBoxTypeProvider>().put(
    '/api/users/me/profile-picture',
    {
      config: { catalogue: 'account' },
      schema: {
        summary: 'Set your profile picture',
        tags: ['accounts'],
        security: SIGNED_IN,
        querystring: NoQuery,
        body: PictureUpload,
        response: responses({ 200: UserEnvelope }),
      },
      preValidation: app.limitedBy(PROFILE_LIMITS),
    },
    async (request, reply) => {
      const me = requireUser(request);
      const user = await setProfilePicture(app.db, me.id, await readUploadedFile(request, reply, PICTURE));
      return { user: toUser(user) };
    },
  );
}
