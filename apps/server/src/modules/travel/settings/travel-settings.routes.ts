import { dataOf } from '@aurora/contracts/http';
import { travelSettingsSchema } from '@aurora/contracts/travel/trips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { getTravelSettings, updateTravelSettings } from './travel-settings.service.ts';

const tags = ['trips'];

/** Registered inside the org scope: `/api/v2/{orgCode}/travel/settings`. */
export const travelSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/travel/settings',
    {
      schema: {
        tags,
        summary: "The organization's rules for traveller checks and the deadline radar",
        response: { 200: dataOf(travelSettingsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getTravelSettings(currentContext(request)) }),
  );

  app.put(
    '/travel/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change the rules (administrators)',
        body: travelSettingsSchema,
        response: { 200: dataOf(travelSettingsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateTravelSettings(currentContext(request), request.body) }),
  );
};
