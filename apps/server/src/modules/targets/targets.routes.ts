import { dataOf } from '@aurora/contracts/http';
import {
  monthTargetsInputSchema,
  monthTargetsSchema,
  targetMonthParamSchema,
} from '@aurora/contracts/targets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { getMonthTargets, setMonthTargets } from './targets.service.ts';

const tags = ['targets'];

/** Registered inside the org scope: a month's targets per agent and per team. */
export const targetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/targets/:month',
    {
      schema: {
        tags,
        summary: "A month's targets per agent and per team",
        params: targetMonthParamSchema,
        response: { 200: dataOf(monthTargetsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getMonthTargets(currentContext(request), request.params.month) }),
  );

  app.put(
    '/targets/:month',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Sets a month's targets, replacing the month's whole set",
        params: targetMonthParamSchema,
        body: monthTargetsInputSchema,
        response: { 200: dataOf(monthTargetsSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await setMonthTargets(currentContext(request), request.params.month, request.body),
    }),
  );
};
