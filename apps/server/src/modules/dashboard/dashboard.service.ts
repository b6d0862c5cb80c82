import type { OrganizationRef } from '@aurora/contracts/auth';
import type { AgentDashboard, OrganizationDashboard } from '@aurora/contracts/dashboard';
import type { Database } from '../../db/client.ts';
import { getOrganizationStats, getOrganizationsOfUser } from '../organizations/organizations.service.ts';

export async function getOrganizationDashboard(
  db: Database,
  organization: OrganizationRef,
): Promise<OrganizationDashboard> {
  return { organization, stats: await getOrganizationStats(db, organization.id) };
}

/** Counters are zero until the leads, tasks and calls modules exist; they will count the agent's own records. */
export async function getAgentDashboard(db: Database, userId: number): Promise<AgentDashboard> {
  return {
    organizations: await getOrganizationsOfUser(db, userId),
    counters: { assigned_leads: 0, open_tasks: 0, calls_today: 0, calls_this_month: 0 },
  };
}
