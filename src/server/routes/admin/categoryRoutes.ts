import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { categorySchema } from '../../../shared/schemas/eventSchemas';
import { allCategories } from '../../services/catalogue.service';
import { requireAdmin } from '../../http/requireAdmin';
import { adminOnly } from '../../schemas/adminAccess';
import { CategorySchema } from '../../schemas/catalogue';
import { NoQuery, responses } from '../../schemas/common';
import { yupBody } from '../../schemas/fromYup';
import { addCategory } from '../../services/events/categories.service';

/** The categories events are filed under: listed for the event form, added by title. */
export default async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/admin/categories',
    { schema: adminOnly({ summary: 'Every category', querystring: NoQuery, response: responses({ 200: Type.Array(CategorySchema) }) }) },
    async () => allCategories(app.db),
  );

  api.post(
    '/api/admin/categories',
    {
      // The category list and the explore filters show every category.
      config: { catalogue: 'everything' },
      schema: adminOnly({
        summary: 'Add a category',
        description: 'Refused (409) when one with the same title, in any case or spacing, exists.',
        querystring: NoQuery,
        body: yupBody(categorySchema, { unknownFieldsMessage: 'Unknown fields' }),
        response: responses({ 201: CategorySchema }),
      }),
    },
    async (request, reply) => reply.status(201).send(await addCategory(app.db, requireAdmin(request), request.body.title)),
  );
}
