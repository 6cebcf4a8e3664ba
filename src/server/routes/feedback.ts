import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FEEDBACK_KINDS, feedbackSchema } from '../../shared/schemas/feedbackSchemas';
import { FEEDBACK_LIMITS } from '../http/accountLimits';
import { requireUser } from '../http/sessions';
import { NoQuery, responses, SIGNED_IN } from '../schemas/common';
import { yupBody } from '../schemas/fromYup';
import { sendFeedback } from '../services/feedback.service';

const FeedbackItem = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(FEEDBACK_KINDS),
  text: Type.String(),
  page: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

/** POST /api/feedback: 'Suggest Events' and 'Feedback' from the user dropdown. */
export default async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/feedback',
    {
      config: { catalogue: 'nothing' },
      schema: {
        summary: 'Send a suggestion or feedback',
        security: SIGNED_IN,
        querystring: NoQuery,
        body: yupBody(feedbackSchema, { unknownFieldsMessage: 'Unknown fields' }),
        response: responses({ 201: FeedbackItem }),
      },
      preHandler: app.limitedBy(FEEDBACK_LIMITS),
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await sendFeedback(app.db, user.id, request.body));
    },
  );
}
