import { agentDashboardSchema, organizationDashboardSchema } from '@aurora/contracts/dashboard';
import { dataOf, errorSchema } from '@aurora/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentOrganization } from '#platform/tenancy/org-context.ts';
import { getAgentDashboard, getOrganizationDashboard } from './dashboard.service.ts';

/** Registered inside the org scope: the path is `/api/v2/{orgCode}/dashboard`. */
export const organizationDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: "An organization's dashboard",
        response: { 200: dataOf(organizationDashboardSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({ data: await getOrganizationDashboard(app.db, currentOrganization(request)) }),
  );
};

export const agentDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agent/dashboard',
    {
      config: { access: 'agent' },
      schema: {
        tags: ['dashboard'],
        summary: "The signed-in agent's dashboard",
        response: { 200: dataOf(agentDashboardSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({ data: await getAgentDashboard(app.db, currentAuth(request).userId) }),
  );
};
