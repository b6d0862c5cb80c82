import { z } from 'zod';
import { organizationRefSchema } from './auth.ts';
import { organizationStatsSchema } from './organizations.ts';
import { myTaskSchema } from './tasks.ts';

/** `GET /{orgCode}/dashboard`. */
export const organizationDashboardSchema = z.object({
  organization: organizationRefSchema,
  stats: organizationStatsSchema,
});
export type OrganizationDashboard = z.infer<typeof organizationDashboardSchema>;

/** `GET /agent/dashboard`: the agent's organizations, own counters across them and today's tasks. */
export const agentDashboardSchema = z.object({
  organizations: z.array(organizationRefSchema),
  counters: z.object({
    assigned_leads: z.number().int(),
    open_tasks: z.number().int(),
    calls_today: z.number().int(),
    calls_this_month: z.number().int(),
  }),
  /** Open tasks assigned to the agent that are overdue or due today, in every organization. */
  today_tasks: z.array(myTaskSchema),
});
export type AgentDashboard = z.infer<typeof agentDashboardSchema>;
