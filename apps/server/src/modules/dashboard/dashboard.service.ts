import type { OrganizationRef } from '@aurora/contracts/auth';
import type { AgentDashboard, OrganizationDashboard } from '@aurora/contracts/dashboard';
import { getCallCountersOfUser } from '#modules/calls/calls.service.ts';
import { countLeadsAssignedTo } from '#modules/leads/leads.service.ts';
import type { Database } from '#platform/db/client.ts';
import { getOrganizationStats, getOrganizationsOfUser } from '#platform/tenancy/organizations.service.ts';

export async function getOrganizationDashboard(
  db: Database,
  organization: OrganizationRef,
): Promise<OrganizationDashboard> {
  return { organization, stats: await getOrganizationStats(db, organization.id) };
}

/**
 * The agent's own counters: open (not converted) leads assigned to them across organizations;
 * their calls today and this month (UTC); tasks stay zero until that module exists.
 */
export async function getAgentDashboard(db: Database, userId: number): Promise<AgentDashboard> {
  const [organizations, assignedLeads, calls] = await Promise.all([
    getOrganizationsOfUser(db, userId),
    countLeadsAssignedTo(db, userId),
    getCallCountersOfUser(db, userId),
  ]);
  return {
    organizations,
    counters: {
      assigned_leads: assignedLeads,
      open_tasks: 0,
      calls_today: calls.callsToday,
      calls_this_month: calls.callsThisMonth,
    },
  };
}
