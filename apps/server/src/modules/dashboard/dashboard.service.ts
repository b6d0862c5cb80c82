import type { AgentDashboard, OrganizationDashboard } from '@aurora/contracts/dashboard';
import type { OrganizationStats } from '@aurora/contracts/organizations';
import { countInvoicesToCollect } from '#modules/billing/invoices/invoices.service.ts';
import { getCallCountersOfUser, getCallStatsOfOrganization } from '#modules/calls/calls.service.ts';
import { countClients } from '#modules/clients/clients.service.ts';
import { countLeads, countLeadsAssignedTo } from '#modules/leads/leads.service.ts';
import { getOpenPipeline } from '#modules/opportunities/pipeline.service.ts';
import { countOpenTasksAssignedTo, listMyTasks } from '#modules/tasks/tasks.service.ts';
import { countUpcomingTrips } from '#modules/travel/trips/trips.service.ts';
import type { Database } from '#platform/db/client.ts';
import type { OrganizationData } from '#platform/tenancy/context.ts';
import {
  countMembersOfOrganization,
  getOrganizationsOfUser,
} from '#platform/tenancy/organizations.service.ts';

/**
 * The one place organization counters are computed: the dashboard sits above every module, so
 * a module that adds records (opportunities, trips...) adds its count here.
 */
export async function getOrganizationStats(data: OrganizationData): Promise<OrganizationStats> {
  const { db, organization } = data;
  const [{ members, agents }, leads, clients, pipeline, upcomingTrips, calls, invoices] = await Promise.all([
    countMembersOfOrganization(db, organization.id),
    countLeads(db, organization.id),
    countClients(db, organization.id),
    getOpenPipeline(data),
    countUpcomingTrips(data),
    getCallStatsOfOrganization(data),
    countInvoicesToCollect(data),
  ]);
  return {
    members,
    agents,
    leads,
    clients,
    open_opportunities: pipeline.count,
    open_opportunities_value: pipeline.value,
    upcoming_trips: upcomingTrips,
    outstanding_invoices: invoices.outstanding,
    overdue_invoices: invoices.overdue,
    calls_this_month: calls.callsThisMonth,
    call_minutes_this_month: calls.minutesThisMonth,
  };
}

export async function getOrganizationDashboard(data: OrganizationData): Promise<OrganizationDashboard> {
  const { id, code, name } = data.organization;
  return { organization: { id, code, name }, stats: await getOrganizationStats(data) };
}

/**
 * The agent's own counters: open (not converted) leads and open tasks assigned to them across
 * organizations; their calls today and this month (UTC); and their tasks overdue or due today.
 */
const TODAY_TASKS_SHOWN = 50;

export async function getAgentDashboard(db: Database, userId: number): Promise<AgentDashboard> {
  const [organizations, assignedLeads, calls, openTasks, myTasks] = await Promise.all([
    getOrganizationsOfUser(db, userId),
    countLeadsAssignedTo(db, userId),
    getCallCountersOfUser(db, userId),
    countOpenTasksAssignedTo(db, userId),
    listMyTasks(db, userId, TODAY_TASKS_SHOWN),
  ]);
  return {
    organizations,
    counters: {
      assigned_leads: assignedLeads,
      open_tasks: openTasks,
      calls_today: calls.callsToday,
      calls_this_month: calls.callsThisMonth,
    },
    today_tasks: myTasks.data.filter((task) => task.group === 'overdue' || task.group === 'today'),
  };
}
