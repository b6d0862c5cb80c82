import { z } from 'zod';
import { organizationRefSchema } from './auth.ts';
import { organizationStatsSchema } from './organizations.ts';

/** `GET /{orgCode}/dashboard`. */
export const organizationDashboardSchema = z.object({
  organization: organizationRefSchema,
  stats: organizationStatsSchema,
});
export type OrganizationDashboard = z.infer<typeof organizationDashboardSchema>;

/** `GET /agent/dashboard`: the agent's organizations and own counters across them. */
export const agentDashboardSchema = z.object({
  organizations: z.array(organizationRefSchema),
  counters: z.object({
    assigned_leads: z.number().int(),
    open_tasks: z.number().int(),
    calls_today: z.number().int(),
    calls_this_month: z.number().int(),
  }),
});
export type AgentDashboard = z.infer<typeof agentDashboardSchema>;
