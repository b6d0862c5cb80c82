import { z } from 'zod';
import { defineOrganizationJob, defineSchedule } from '#platform/jobs/jobs.ts';
import { defineModule } from '#records/module.ts';
import { listOrganizationIds } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { rollAgentDays } from './analytics.service.ts';

/** One organization's agents' ended days, rolled up from their state history. */
const rollOrganizationAgentDays = defineOrganizationJob({
  name: 'analytics.agent-days-organization',
  payload: z.object({ organizationId: z.number().int() }),
  handler: (ctx) => rollAgentDays(ctx),
});

/** Hourly, so each organization's day is rolled soon after its own midnight. */
const agentDays = defineSchedule({
  name: 'analytics.agent-days',
  cron: '7 * * * *',
  handler: async ({ db, app }) => {
    for (const organizationId of await listOrganizationIds(db)) {
      await app.jobs.enqueue(rollOrganizationAgentDays, { organizationId });
    }
  },
});

export const analyticsModule = defineModule({
  name: 'analytics',
  jobs: [rollOrganizationAgentDays],
  schedules: [agentDays],
  organizationRoutes: async (scope) => {
    await scope.register(analyticsRoutes);
  },
});
