import type { OrganizationRef } from '@aurora/contracts/auth';
import type { AgentDashboard, OrganizationDashboard } from '@aurora/contracts/dashboard';
import type { OrganizationStats } from '@aurora/contracts/organizations';
import { getCallCountersOfUser, getCallStatsOfOrganization } from '#modules/calls/calls.service.ts';
import { countClients } from '#modules/clients/clients.service.ts';
import { countLeads, countLeadsAssignedTo } from '#modules/leads/leads.service.ts';
import type { Database } from '#platform/db/client.ts';
import {
  countMembersOfOrganization,
  getOrganizationsOfUser,
} from '#platform/tenancy/organizations.service.ts';

/**
 * The one place organization counters are computed: the dashboard sits above every module, so
 * a module that adds records (opportunities, trips...) adds its count here.
 */
export async function getOrganizationStats(db: Database, organizationId: number): Promise<OrganizationStats> {
  const [{ members, agents }, leads, clients, calls] = await Promise.all([
    countMembersOfOrganization(db, organizationId),
    countLeads(db, organizationId),
    countClients(db, organizationId),
    getCallStatsOfOrganization(db, organizationId),
  ]);
  return {
    members,
    agents,
    leads,
    clients,
    open_opportunities: 0,
    open_opportunities_value: '0.00',
    upcoming_trips: 0,
    calls_this_month: calls.callsThisMonth,
    call_minutes_this_month: calls.minutesThisMonth,
  };
}

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
