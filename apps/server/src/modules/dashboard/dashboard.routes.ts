import { agentDashboardSchema, organizationDashboardSchema } from '@aurora/contracts/dashboard';
import { dataOf, errorSchema, idParamSchema, validationErrorSchema } from '@aurora/contracts/http';
import { organizationStatsSchema } from '@aurora/contracts/organizations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
// An entry point: this admin route names its organization by id, outside the org scope.
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { getAgentDashboard, getOrganizationDashboard, getOrganizationStats } from './dashboard.service.ts';

const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:id/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['organizations'],
        summary: 'Counters of an organization',
        params: idParamSchema,
        response: {
          200: dataOf(organizationStatsSchema),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const organization = await getOrganizationScope(app.db, request.params.id);
      return { data: await getOrganizationStats({ db: app.db, organization }) };
    },
  );

  app.get(
    '/agent/dashboard',
    {
      config: { access: 'agent' },
      schema: {
        tags,
        summary: "The signed-in agent's dashboard",
        response: { 200: dataOf(agentDashboardSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({
      data: await getAgentDashboard(app.db, currentAuth(request).userId, app.clock.now()),
    }),
  );
};

/** Registered inside the org scope: the path is `/api/v2/{orgCode}/dashboard`. */
export const organizationDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: "An organization's dashboard",
        response: { 200: dataOf(organizationDashboardSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { userId, isAgent, isAdmin } = currentAuth(request);
      return { data: await getOrganizationDashboard(currentContext(request), { userId, isAgent, isAdmin }) };
    },
  );
};
