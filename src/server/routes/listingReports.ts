import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { reportListingSchema } from '../../shared/schemas/moderationSchemas';
import { LISTING_REPORT_LIMITS } from '../http/accountLimits';
import { requireUser } from '../http/sessions';
import { ListingReportReceiptSchema } from '../schemas/adminModeration';
import { idParams, NoQuery, responses, SIGNED_IN } from '../schemas/common';
import { yupBody } from '../schemas/fromYup';
import { reportListing } from '../services/moderation/listingReports.service';

/** POST /api/ticketListing/:id/report: "Report listing" on a listing's card. */
export default async function listingReportRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/ticketListing/:id/report',
    {
      config: { catalogue: 'nothing' },
      schema: {
        summary: "Report a listing to the marketplace's operators",
        description:
          'Not your own listing; a hidden or unknown one is 404. While your report is open, reporting the listing again answers it (200) and adds nothing. 10 an hour.',
        tags: ['listings'],
        security: SIGNED_IN,
        params: idParams('Listing'),
        querystring: NoQuery,
        body: yupBody(reportListingSchema, { unknownFieldsMessage: 'Unknown fields' }),
        response: responses({ 201: ListingReportReceiptSchema, 200: ListingReportReceiptSchema }),
      },
      preHandler: app.limitedBy(LISTING_REPORT_LIMITS),
    },
    async (request, reply) => {
      const { created, report } = await reportListing(app.db, requireUser(request), request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(report);
    },
  );
}
