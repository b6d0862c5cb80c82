import {
  analyticsSettingsSchema,
  callAnalyticsQuerySchema,
  wallboardQuerySchema,
  wallboardSchema,
} from '@aurora/contracts/analytics';
import { dataOf } from '@aurora/contracts/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { cachedCallAnalytics, callAnalyticsAnswerSchema, createPageCache } from './analytics.page-cache.ts';
import {
  getAnalyticsSettings,
  getWallboard,
  updateAnalyticsSettings,
  type Viewer,
} from './analytics.service.ts';

const tags = ['analytics'];

const viewerOf = (request: FastifyRequest): Viewer => {
  const auth = currentAuth(request);
  return { userId: auth.userId, isAdmin: auth.isAdmin };
};

/** Registered inside the org scope: the analytics page, the wallboard and their settings. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = createPageCache(app.clock);

  app.get(
    '/analytics/calls',
    {
      schema: {
        tags,
        summary: "Call analytics of a period in the organization's zone, beside the previous period",
        description:
          "Administrators and team leaders see every agent; any other member only their own calls (the agent filter is theirs alone). A custom period needs `from` and `to`, at most 366 days (422 otherwise). Agent, team, number and direction filter the counters, days, outcomes and agents; the heatmap follows team, number and direction (it has no agent); recovery follows agent and team; wrap-up and time in states are the listed agents' (agent and team filters). Won deals and booked revenue are each listed agent's in the period.",
        querystring: callAnalyticsQuerySchema,
        response: { 200: callAnalyticsAnswerSchema, ...errorResponses },
      },
    },
    // The page was checked against its contract when computed: each time it is served again, it is
    // only written out.
    async (request, reply) =>
      reply
        .serializer(JSON.stringify)
        .send(await cachedCallAnalytics(pages, currentContext(request), viewerOf(request), request.query)),
  );

  app.get(
    '/analytics/wallboard',
    {
      schema: {
        tags,
        summary: "A team's wallboard now: agents' states, calls ringing, today's counters",
        description:
          'Administrators (any team, or the whole organization without `team_id`) and the leader of the team asked for; 403 for anyone else, 404 for a team of another organization.',
        querystring: wallboardQuerySchema,
        response: { 200: dataOf(wallboardSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await getWallboard(
        app.telephony.context(currentContext(request)),
        viewerOf(request),
        request.query.team_id,
        app.realtime,
      ),
    }),
  );

  app.get(
    '/analytics/settings',
    {
      schema: {
        tags,
        summary: "The service level's seconds and the wallboard's red thresholds",
        response: { 200: dataOf(analyticsSettingsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getAnalyticsSettings(currentContext(request)) }),
  );

  app.put(
    '/analytics/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Change the service level's seconds and the wallboard's thresholds",
        body: analyticsSettingsSchema,
        response: { 200: dataOf(analyticsSettingsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateAnalyticsSettings(currentContext(request), request.body) }),
  );
};
