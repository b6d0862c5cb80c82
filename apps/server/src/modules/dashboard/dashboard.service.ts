import {
  CALL_METRICS,
  type CallCounters,
  changeAgainst,
  EMPTY_CALL_COUNTERS,
} from '@aurora/contracts/analytics';
import type {
  AgentDashboard,
  DashboardFigures,
  OrganizationDashboard,
  TargetProgress,
} from '@aurora/contracts/dashboard';
import {
  CALL_DAYS,
  DASHBOARD_DAYS_AHEAD,
  DASHBOARD_LIST_SIZE,
  figureParams,
  paceOf,
  WON_MONTHS,
} from '@aurora/contracts/dashboard-figures';
import type { PaginationMeta } from '@aurora/contracts/http';
import { shiftMonth } from '@aurora/contracts/months';
import { listOpportunitiesQuerySchema } from '@aurora/contracts/opportunities';
import type { OrganizationStats } from '@aurora/contracts/organizations';
import { listTasksQuerySchema } from '@aurora/contracts/tasks';
import { addDays, dayIn, instantOf } from '@aurora/contracts/time-zones';
import { listTripsQuerySchema } from '@aurora/contracts/travel/trips';
import type { ZodType } from 'zod';
import { type CallFigures, callFigures } from '#modules/analytics/analytics.service.ts';
import { getCalendar } from '#modules/billing/calendar/calendar.service.ts';
import { getBillingSummary } from '#modules/billing/calendar/summary.service.ts';
import { countInvoicesToCollect } from '#modules/billing/invoices/invoices.service.ts';
import { commissionsEarnedBy } from '#modules/billing/payables/commission-stats.service.ts';
import { getCallCountersOfUser, getCallStatsOfOrganization } from '#modules/calls/calls.service.ts';
import { countClients } from '#modules/clients/clients.service.ts';
import { countLeads, countLeadsAssignedTo } from '#modules/leads/leads.service.ts';
import { listOpportunities } from '#modules/opportunities/opportunities.service.ts';
import {
  getPipelineByStage,
  listOpenDealsOfOwner,
  sumWon,
} from '#modules/opportunities/opportunity-stats.service.ts';
import { getOpenPipeline } from '#modules/opportunities/pipeline.service.ts';
import { getMonthTargets } from '#modules/targets/targets.service.ts';
import { countOpenTasksAssignedTo, listMyTasks, listTasks } from '#modules/tasks/tasks.service.ts';
import { teamMemberIds } from '#modules/teams/teams.service.ts';
import { listDepartingTripsOfOwner } from '#modules/travel/trips/trip-stats.service.ts';
import { countUpcomingTrips, listTrips } from '#modules/travel/trips/trips.service.ts';
import type { Database } from '#platform/db/client.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
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

/**
 * Who asks: an agent sees their own figures first and, unless an administrator, only their own
 * and their teams' targets.
 */
export type Viewer = { userId: number; isAgent: boolean; isAdmin: boolean };

/** A page of a list read with its own query parameters, as the web app's link to it carries them. */
function listPage<Query, Page>(
  list: (ctx: OrganizationContext, query: Query) => Promise<Page>,
  schema: ZodType<Query>,
  params: Record<string, string>,
) {
  return (ctx: OrganizationContext) => list(ctx, schema.parse(params));
}

const countOf = async (page: Promise<{ meta: PaginationMeta }>) => (await page).meta.total;

type WonRow = Awaited<ReturnType<typeof sumWon>>[number];

const sumOf = (rows: WonRow[]) => ({
  count: rows.reduce((total, row) => total + row.count, 0),
  amount: rows.reduce((total, row) => total + row.amount, 0),
});

/** Calls as call analytics counts them: every inbound and outbound call. */
const callsOf = (counters: CallCounters) => counters.inbound + counters.outbound;

/** Today's calls and answer rate against yesterday's, from call figures whose days include both. */
function callsToday(calls: CallFigures, today: string): DashboardFigures['calls_today'] {
  const day = (date: string) => {
    const counters = calls.days.find((entry) => entry.date === date)?.counters ?? EMPTY_CALL_COUNTERS;
    return { count: callsOf(counters), answer_rate: CALL_METRICS.answer_rate.value(counters) };
  };
  const now = day(today);
  const previous = day(addDays(today, -1));
  return {
    ...now,
    previous,
    change: {
      count: changeAgainst(now.count, previous.count),
      answer_rate: changeAgainst(now.answer_rate, previous.answer_rate),
    },
  };
}

/** The month's instants in the organization's zone, and how far into it `now` is. */
function monthWindow(now: Date, timeZone: string) {
  const month = dayIn(now, timeZone).slice(0, 7);
  const start = instantOf(`${month}-01`, 0, timeZone);
  const end = instantOf(`${shiftMonth(month, 1)}-01`, 0, timeZone);
  const previous = instantOf(`${shiftMonth(month, -1)}-01`, 0, timeZone);
  return {
    month,
    start,
    elapsed: (now.getTime() - start.getTime()) / (end.getTime() - start.getTime()),
    // The same days of last month: as long into it as `now` is into this one, and never past its end.
    previous: {
      since: previous,
      until: new Date(Math.min(start.getTime(), previous.getTime() + now.getTime() - start.getTime())),
    },
    seriesStart: instantOf(`${shiftMonth(month, 1 - WON_MONTHS)}-01`, 0, timeZone),
  };
}

/**
 * The KPI cards of the organization, or of one user (what they own, what is assigned to them, the
 * calls they took or made); `calls` are the call figures of the same people, yesterday and today
 * among their days.
 */
async function figuresOf(
  ctx: OrganizationContext,
  today: string,
  won: { thisMonth: WonRow[]; previous: WonRow[] },
  calls: CallFigures,
  userId?: number,
): Promise<DashboardFigures> {
  const params = figureParams(today, userId);
  const mine = (row: WonRow) => userId === undefined || row.ownerId === userId;
  const [pipeline, tripsDeparting, tasksOverdue, invoicesOverdue] = await Promise.all([
    getPipelineByStage(ctx, userId),
    countOf(listPage(listTrips, listTripsQuerySchema, { ...params.trips_departing, per_page: '1' })(ctx)),
    countOf(listPage(listTasks, listTasksQuerySchema, { ...params.tasks_overdue, per_page: '1' })(ctx)),
    userId === undefined ? getBillingSummary(ctx).then((summary) => summary.overdue) : null,
  ]);
  return {
    pipeline: pipeline.total,
    won_this_month: { ...sumOf(won.thisMonth.filter(mine)), previous: sumOf(won.previous.filter(mine)) },
    trips_departing: tripsDeparting,
    invoices_overdue: invoicesOverdue,
    tasks_overdue: tasksOverdue,
    calls_today: callsToday(calls, today),
  };
}

/** What the deals won this month reach of a target: the agent's own deals, or the team's. */
function wonActual(
  metric: 'won_amount' | 'won_deals',
  thisMonth: WonRow[],
  subjectType: 'agent' | 'team',
  id: number,
) {
  const won = sumOf(
    thisMonth.filter((row) => (subjectType === 'team' ? row.teamId === id : row.ownerId === id)),
  );
  return metric === 'won_amount' ? won.amount : won.count;
}

/** What calls reach of a target: their count, or their answer rate as a rounded percentage. */
const callsActual = (metric: 'calls' | 'answer_rate', totals: CallCounters) =>
  metric === 'calls' ? callsOf(totals) : Math.round((CALL_METRICS.answer_rate.value(totals) ?? 0) * 100);

/** This month's targets with their progress; an agent's own and their teams' only. */
async function targetProgress(
  ctx: OrganizationContext,
  viewer: Viewer,
  today: string,
  month: ReturnType<typeof monthWindow>,
  thisMonth: WonRow[],
): Promise<TargetProgress[]> {
  const { targets } = await getMonthTargets(ctx, month.month);
  const teamIds = [...new Set(targets.filter((t) => t.subject_type === 'team').map((t) => t.subject.id))];
  const members = new Map(
    await Promise.all(
      teamIds.map(async (id) => [id, await teamMemberIds(ctx.db, ctx.organization.id, id)] as const),
    ),
  );
  const ownOnly = viewer.isAgent && !viewer.isAdmin;
  const shown = targets.filter((target) =>
    target.subject_type === 'team'
      ? !ownOnly || members.get(target.subject.id)?.includes(viewer.userId)
      : !ownOnly || target.subject.id === viewer.userId,
  );
  // One read of the month's calls per agent or team, however many of its targets count calls.
  const monthCalls = new Map<string, Promise<CallCounters>>();
  const callsOfSubject = ({ subject_type, subject }: (typeof shown)[number]) => {
    const key = `${subject_type}:${subject.id}`;
    const totals =
      monthCalls.get(key) ??
      callFigures(ctx, {
        from: `${month.month}-01`,
        to: today,
        // A team's calls are its members' calls, whichever line they came through (a deal, in
        // contrast, counts for the team written on it).
        agentIds: subject_type === 'team' ? (members.get(subject.id) ?? []) : [subject.id],
      }).then((figures) => figures.totals);
    monthCalls.set(key, totals);
    return totals;
  };
  return Promise.all(
    shown.map(async (target) => {
      const actual =
        target.metric === 'calls' || target.metric === 'answer_rate'
          ? callsActual(target.metric, await callsOfSubject(target))
          : wonActual(target.metric, thisMonth, target.subject_type, target.subject.id);
      return {
        subject_type: target.subject_type,
        subject: target.subject,
        metric: target.metric,
        target: target.value,
        actual,
        pace: paceOf(target.metric, actual, target.value, month.elapsed),
      };
    }),
  );
}

/** The agents who won most this month, by amount. */
async function topAgents(ctx: OrganizationContext, thisMonth: WonRow[]) {
  const members = new Map(
    (await listMembers(ctx.db, ctx.organization.id)).map((member) => [member.id, member.name]),
  );
  const byOwner = new Map<number, WonRow[]>();
  for (const row of thisMonth) {
    if (row.ownerId !== null && members.has(row.ownerId)) {
      byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
    }
  }
  return [...byOwner]
    .map(([id, rows]) => ({ user: { id, name: members.get(id) ?? '' }, ...sumOf(rows) }))
    .sort((a, b) => b.amount - a.amount || b.count - a.count || a.user.name.localeCompare(b.user.name))
    .slice(0, DASHBOARD_LIST_SIZE);
}

/** `GET /{orgCode}/dashboard`: every figure in the organization's currency and zone. */
export async function getOrganizationDashboard(
  ctx: OrganizationContext,
  viewer: Viewer,
): Promise<OrganizationDashboard> {
  const { id, code, name, timeZone, currency } = ctx.organization;
  const now = ctx.clock.now();
  const today = dayIn(now, timeZone);
  const month = monthWindow(now, timeZone);
  const [series, previous, stages, rotting, calendar, calls, myCalls] = await Promise.all([
    sumWon(ctx, month.seriesStart, now),
    sumWon(ctx, month.previous.since, month.previous.until),
    getPipelineByStage(ctx),
    listPage(listOpportunities, listOpportunitiesQuerySchema, {
      ...figureParams(today).rotting,
      sort: 'last_activity_at',
      per_page: String(DASHBOARD_LIST_SIZE),
    })(ctx),
    getCalendar(ctx, { from: today, to: addDays(today, DASHBOARD_DAYS_AHEAD - 1) }),
    callFigures(ctx, { from: addDays(today, 1 - CALL_DAYS), to: today }),
    viewer.isAgent
      ? callFigures(ctx, { from: addDays(today, -1), to: today, agentIds: [viewer.userId] })
      : null,
  ]);
  const thisMonth = series.filter((row) => row.month === month.month);
  const won = { thisMonth, previous };
  const [figures, mine, targets, top] = await Promise.all([
    figuresOf(ctx, today, won, calls),
    myCalls && figuresOf(ctx, today, won, myCalls, viewer.userId),
    targetProgress(ctx, viewer, today, month, thisMonth),
    topAgents(ctx, thisMonth),
  ]);
  return {
    organization: { id, code, name },
    currency,
    today,
    month_elapsed: month.elapsed,
    mine: mine && { ...mine, user_id: viewer.userId },
    figures,
    targets,
    pipeline_by_stage: stages.stages,
    calls_by_day: calls.days.map(({ date, counters }) => ({
      date,
      answered: counters.answered,
      unanswered: counters.inbound - counters.answered,
      outbound: counters.outbound,
    })),
    won_by_month: Array.from({ length: WON_MONTHS }, (_, index) => {
      const key = shiftMonth(month.month, index + 1 - WON_MONTHS);
      return { month: key, ...sumOf(series.filter((row) => row.month === key)) };
    }),
    rotting: {
      count: rotting.meta.total,
      deals: rotting.data.map((deal) => ({
        id: deal.id,
        title: deal.title,
        client: deal.client,
        owner: deal.owner,
        amount: deal.amount,
        currency: deal.currency,
        last_activity_at: deal.last_activity_at,
      })),
    },
    deadlines: { count: calendar.entries.length, entries: calendar.entries.slice(0, DASHBOARD_LIST_SIZE) },
    top_agents: top,
  };
}

/**
 * The agent's own counters: open (not converted) leads and open tasks assigned to them across
 * organizations; their calls today and this month (UTC); their tasks overdue or due today.
 */
const TODAY_TASKS_SHOWN = 50;
/** "This week" of the agent's departing trips: today and the six days after it. */
const DEPARTING_WEEK_DAYS = 7;
/** Tasks the system made for a missed call or a voicemail: callers waiting for a call back. */
const CALLBACK_ORIGINS: readonly string[] = ['missed_call', 'voicemail'];

/** `GET /agent/dashboard`: the agent's day across every organization they belong to. */
export async function getAgentDashboard(db: Database, userId: number, now: Date): Promise<AgentDashboard> {
  const [organizations, assignedLeads, calls, openTasks, myTasks, deals, departingTrips, commissions] =
    await Promise.all([
      getOrganizationsOfUser(db, userId),
      countLeadsAssignedTo(db, userId),
      getCallCountersOfUser(db, userId),
      countOpenTasksAssignedTo(db, userId),
      listMyTasks(db, userId, TODAY_TASKS_SHOWN),
      listOpenDealsOfOwner(db, userId),
      listDepartingTripsOfOwner(db, userId, now, DEPARTING_WEEK_DAYS),
      commissionsEarnedBy(db, userId, now),
    ]);
  const stageOrder = new Map(deals.stages.map((stage, index) => [stage.key, index]));
  const openDeals = organizations.flatMap((organization) =>
    [...new Set(deals.sums.filter((sum) => sum.organizationId === organization.id).map((sum) => sum.stage))]
      .sort((a, b) => (stageOrder.get(a) ?? Infinity) - (stageOrder.get(b) ?? Infinity))
      .map((stage) => {
        const sums = deals.sums.filter(
          (sum) => sum.organizationId === organization.id && sum.stage === stage,
        );
        return {
          organization,
          stage,
          name: deals.stages.find((status) => status.key === stage)?.name ?? stage,
          count: sums.reduce((total, sum) => total + sum.count, 0),
          amounts: sums.map((sum) => ({ currency: sum.currency, amount: sum.amount })),
        };
      }),
  );
  return {
    organizations,
    counters: {
      assigned_leads: assignedLeads,
      open_tasks: openTasks,
      calls_today: calls.callsToday,
      calls_this_month: calls.callsThisMonth,
    },
    today_tasks: myTasks.data.filter((task) => task.group === 'overdue' || task.group === 'today'),
    callbacks: myTasks.data.filter((task) => CALLBACK_ORIGINS.includes(task.origin)),
    open_deals: openDeals,
    departing_trips: departingTrips,
    commissions,
  };
}
