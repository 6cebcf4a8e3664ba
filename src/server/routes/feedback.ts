import type { FastifyInstance } from 'fastify';
import { feedbackSchema } from '../../shared/schemas/feedbackSchemas';
import type { LimitRule } from '../http/rateLimit';
import { requireUser } from '../http/sessions';
import { validateBody } from '../http/validateBody';
import { sendFeedback } from '../services/feedback.service';

/** Plenty for a person with things to say; a script filling the table is stopped quickly. */
const PER_USER: LimitRule = { name: 'feedback-user', max: 10, perMs: 60 * 60 * 1000, key: (r) => (r.user ? String(r.user.id) : null) };

/** POST /api/feedback: 'Suggest Events' and 'Feedback' from the user dropdown. */
export default async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/feedback', { preHandler: app.limitedBy([PER_USER]) }, async (request, reply) => {
    const user = requireUser(request);
    const values = validateBody(feedbackSchema, request.body, { unknownFieldsMessage: 'Unknown fields' });
    return reply.status(201).send(await sendFeedback(app.db, user.id, values));
  });
}
