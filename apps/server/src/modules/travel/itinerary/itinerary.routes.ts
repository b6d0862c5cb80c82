import { dataOf } from '@aurora/contracts/http';
import { recordIdParamSchema } from '@aurora/contracts/records';
import { itineraryQuerySchema, itinerarySchema } from '@aurora/contracts/travel/trips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { getItinerary, itineraryDocument } from './itinerary.service.ts';
import { renderItineraryPdf } from './itinerary-pdf.ts';

const tags = ['trips'];

/** Registered inside the org scope: `/api/v2/{orgCode}/trips/{id}/itinerary...`. */
export const itineraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trips/:id/itinerary',
    {
      schema: {
        tags,
        summary: "A trip's itinerary for the client, day by day in local times, without prices",
        description: 'With `traveller_id`, only the bookings that traveller is on.',
        params: recordIdParamSchema,
        querystring: itineraryQuerySchema,
        response: { 200: dataOf(itinerarySchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await getItinerary(currentContext(request), request.params.id, {
        travellerId: request.query.traveller_id,
        language: request.query.language,
      }),
    }),
  );

  app.get(
    '/trips/:id/itinerary.pdf',
    {
      schema: {
        tags,
        summary: 'The same itinerary as a PDF to print or send',
        params: recordIdParamSchema,
        querystring: itineraryQuerySchema,
      },
    },
    async (request, reply) => {
      const ctx = currentContext(request);
      const { language } = request.query;
      const itinerary = await getItinerary(ctx, request.params.id, {
        travellerId: request.query.traveller_id,
        language,
      });
      const pdf = await renderItineraryPdf(
        itineraryDocument(itinerary, language, ctx.clock.now(), ctx.organization.timeZone),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="itinerary-${itinerary.reference}.pdf"`)
        .send(pdf);
    },
  );
};
