/**
 * Call analytics and the wallboard (packages/contracts/src/analytics.ts). Call counters come from
 * the rollups the `calls` triggers keep (analytics.table.ts); the agents' time in states from
 * their state history (decision 025), rolled per ended day by the `analytics.agent-days` schedule
 * and computed on demand for the days not rolled yet (today); sales and callbacks from the
 * opportunities, travel and tasks services.
 */
import {
  type AgentAnalytics,
  type AgentTime,
  ANALYTICS_MAX_DAYS,
  type AnalyticsSettings,
  addCounters,
  type CallAnalytics,
  type CallAnalyticsQuery,
  type CallCounters,
  EMPTY_CALL_COUNTERS,
  type Recovery,
  type ServiceLevelSeconds,
  type Wallboard,
  type WallboardState,
} from '@aurora/contracts/analytics';
import { daysInRange, mondayOf } from '@aurora/contracts/billing/calendar';
import { convertMinorUnits } from '@aurora/contracts/money';
import { addDays, dayIn, instantOf } from '@aurora/contracts/time-zones';
import { listCalls } from '#modules/calls/calls.service.ts';
import { countWonOpportunitiesByOwner } from '#modules/opportunities/opportunities.service.ts';
import { callbackRecovery } from '#modules/tasks/tasks.service.ts';
import {
  type AgentDay,
  getAgentStateHistory,
  getAvailabilities,
  listTeamRoster,
  type PresenceReader,
  secondsInStates,
  TEAM_NOT_FOUND,
  type TeamRoster,
} from '#modules/teams/teams.service.ts';
import { confirmedSellByOwner } from '#modules/travel/bookings/booking-billing.service.ts';
import { forbidden, notFound } from '#platform/errors.ts';
import { listCurrencies } from '#platform/reference/reference.service.ts';
import type { OrganizationTelephonyContext } from '#platform/telephony/telephony.plugin.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
import {
  type AgentDayRow,
  type AgentTimeRow,
  type CallFilter,
  type CallSums,
  countOutcomes,
  findSettings,
  saveSettings,
  sumAgentTime,
  sumCallsByAgent,
  sumCallsByDay,
  sumHeatmap,
  sumWrapUpByDay,
  upsertAgentDays,
} from './analytics.repository.ts';

/** Who asks: administrators and team leaders see every agent; any other agent only themselves. */
export type Viewer = { userId: number; isAdmin: boolean };

type Range = CallAnalytics['range'];

/**
 * The days of a period in the organization's zone, and the previous period of the same length
 * just before. "This week" and "this month" run to today (weeks start on Monday), so they compare
 * with as many days before them.
 */
export function rangeOf(query: CallAnalyticsQuery, today: string): Range {
  const monthStart = `${today.slice(0, 7)}-01`;
  const [from, to] = ((): [string, string] => {
    switch (query.period) {
      case 'today':
        return [today, today];
      case 'yesterday':
        return [addDays(today, -1), addDays(today, -1)];
      case 'this_week':
        return [mondayOf(today), today];
      case 'last_week':
        return [addDays(mondayOf(today), -7), addDays(mondayOf(today), -1)];
      case 'this_month':
        return [monthStart, today];
      case 'last_month':
        return [`${addDays(monthStart, -1).slice(0, 7)}-01`, addDays(monthStart, -1)];
      case 'custom':
        return [query.from ?? today, query.to ?? today];
    }
  })();
  const length = daysInRange(from, to);
  return { from, to, previous_from: addDays(from, -length), previous_to: addDays(from, -1) };
}

/** The later and the earlier of two `YYYY-MM-DD` days. */
const laterDay = (a: string, b: string) => (a.localeCompare(b) > 0 ? a : b);
const earlierDay = (a: string, b: string) => (a.localeCompare(b) < 0 ? a : b);

const DAY_MS = 86_400_000;

const daysOf = (from: string, to: string) => {
  const first = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: daysInRange(from, to) }, (_, index) =>
    new Date(first + index * DAY_MS).toISOString().slice(0, 10),
  );
};

const withWrapUp = (sums: CallSums | undefined, wrapUp: number): CallCounters => ({
  ...EMPTY_CALL_COUNTERS,
  ...sums,
  wrap_up_seconds: Math.round(wrapUp),
});

/** The counters of each day from `from` to `to` (days with no calls too) and their sum. */
function dailyCounters(
  sumsByDay: ReadonlyMap<string, CallSums>,
  wrapUpByDay: ReadonlyMap<string, number>,
  from: string,
  to: string,
): CallFigures {
  const days = daysOf(from, to).map((date) => ({
    date,
    counters: withWrapUp(sumsByDay.get(date), wrapUpByDay.get(date) ?? 0),
  }));
  return {
    days,
    totals: days.reduce((sum, day) => addCounters(sum, day.counters), EMPTY_CALL_COUNTERS),
  };
}

// ---------------------------------------------------------------------------------------------
// Agents' time in states

const noTime = (): AgentTime => ({
  available: 0,
  ringing: 0,
  on_call: 0,
  wrap_up: 0,
  unavailable: 0,
  unavailable_by_reason: [],
});

/** Adds `more` into `time`, and returns it. */
function addTime(time: AgentTime, more: AgentTimeRow): AgentTime {
  time.available += more.available;
  time.ringing += more.ringing;
  time.on_call += more.onCall;
  time.wrap_up += more.wrapUp;
  time.unavailable += more.unavailable;
  for (const { reason, seconds } of more.unavailableByReason) {
    const entry = time.unavailable_by_reason.find((candidate) => candidate.reason === reason);
    if (entry) entry.seconds += seconds;
    else time.unavailable_by_reason.push({ reason, seconds });
  }
  return time;
}

const toDayRow = (organizationId: number, day: AgentDay): AgentDayRow => ({
  organizationId,
  userId: day.userId,
  day: day.day,
  available: Math.round(day.seconds.available),
  ringing: Math.round(day.seconds.ringing),
  onCall: Math.round(day.seconds.on_call),
  wrapUp: Math.round(day.seconds.wrap_up),
  unavailable: Math.round(day.seconds.unavailable),
  unavailableByReason: Object.entries(day.unavailableByReason)
    .map(([reason, seconds]) => ({ reason: reason || null, seconds: Math.round(seconds) }))
    .filter((entry) => entry.seconds > 0),
});

/** The agents' days from `from` to `to` (both included, up to now) from their state history. */
async function computeAgentDays(
  data: OrganizationData,
  userIds: number[],
  from: string,
  to: string,
  now: Date,
): Promise<AgentDayRow[]> {
  const { db, organization } = data;
  const start = instantOf(from, 0, organization.timeZone);
  const end = new Date(
    Math.min(instantOf(addDays(to, 1), 0, organization.timeZone).getTime(), now.getTime()),
  );
  if (userIds.length === 0 || start >= end) return [];
  const history = await getAgentStateHistory(db, userIds, start, end);
  return secondsInStates(history, { timeZone: organization.timeZone, from: start, until: end }).map((day) =>
    toDayRow(organization.id, day),
  );
}

type AgentTimes = { byAgent: Map<number, AgentTime>; wrapUpByDay: Map<string, number> };

/**
 * The agents' time in each state from `timeFrom` to `to`, and their wrap-up of each day from
 * `from` to `to`: the rolled days summed by the database, the others (today, or days older than
 * the rolls) computed from the state history.
 */
async function agentTimesOf(
  data: OrganizationData,
  userIds: number[],
  days: { from: string; timeFrom: string; to: string },
  rolled: { from: string | null; until: string | null },
  now: Date,
): Promise<AgentTimes> {
  const byAgent = new Map<number, AgentTime>();
  const wrapUpByDay = new Map<string, number>();
  if (userIds.length === 0) return { byAgent, wrapUpByDay };
  const { db, organization } = data;
  const storedFrom = rolled.from && rolled.until ? laterDay(days.from, rolled.from) : null;
  const storedTo = rolled.until ? earlierDay(addDays(rolled.until, -1), days.to) : null;
  const stored = storedFrom && storedTo && storedFrom <= storedTo ? { from: storedFrom, to: storedTo } : null;
  const unrolled = stored
    ? [
        { from: days.from, to: addDays(stored.from, -1) },
        { from: addDays(stored.to, 1), to: days.to },
      ]
    : [{ from: days.from, to: days.to }];
  const storedTimeFrom = stored && laterDay(stored.from, days.timeFrom);
  const [computed, storedTime, storedWrapUps] = await Promise.all([
    Promise.all(
      unrolled
        .filter((span) => span.from <= span.to)
        .map((span) => computeAgentDays(data, userIds, span.from, span.to, now)),
    ),
    stored && storedTimeFrom && storedTimeFrom <= stored.to
      ? sumAgentTime(db, organization.id, userIds, storedTimeFrom, stored.to)
      : [],
    stored ? sumWrapUpByDay(db, organization.id, userIds, stored.from, stored.to) : [],
  ]);
  for (const row of storedTime) byAgent.set(row.userId, addTime(noTime(), row));
  for (const row of storedWrapUps) wrapUpByDay.set(row.day, row.wrapUp);
  for (const day of computed.flat()) {
    wrapUpByDay.set(day.day, (wrapUpByDay.get(day.day) ?? 0) + day.wrapUp);
    if (day.day >= days.timeFrom) byAgent.set(day.userId, addTime(byAgent.get(day.userId) ?? noTime(), day));
  }
  for (const time of byAgent.values()) {
    time.unavailable_by_reason.sort(
      (a, b) => b.seconds - a.seconds || (a.reason ?? '').localeCompare(b.reason ?? ''),
    );
  }
  return { byAgent, wrapUpByDay };
}

/**
 * How far back the schedule rolls agent days: the longest period and the one before it, so that
 * a year's page computes only today from the history. Older days are computed when asked for.
 */
const ROLL_BACK_DAYS = 2 * ANALYTICS_MAX_DAYS;
/** Days rolled per run and direction, so a first run (two years of history) is cut in pieces. */
const ROLL_DAYS_PER_RUN = 31;

/**
 * The `analytics.agent-days` job of one organization: rolls the ended days not rolled yet, up to
 * yesterday in its zone, then older ones, a month per run. Safe to run twice: it upserts.
 */
export async function rollAgentDays(ctx: OrganizationContext): Promise<void> {
  const { db, organization } = ctx;
  const today = dayIn(ctx.clock.now(), organization.timeZone);
  const settings = await findSettings(db, organization.id);
  const agents = (await listMembers(db, organization.id)).filter((member) => member.agent).map((m) => m.id);
  const until = settings.agentDaysUntil ?? today;
  const from = settings.agentDaysFrom ?? today;
  const forward = until < today ? daysOf(until, addDays(today, -1)).slice(0, ROLL_DAYS_PER_RUN) : [];
  const oldest = addDays(today, -ROLL_BACK_DAYS);
  const backward = from > oldest ? daysOf(oldest, addDays(from, -1)).slice(-ROLL_DAYS_PER_RUN) : [];
  for (const days of [forward, backward]) {
    const first = days[0];
    const last = days.at(-1);
    if (!first || !last) continue;
    const rows = await computeAgentDays(ctx, agents, first, last, ctx.clock.now());
    await db.transaction(async (tx) => {
      await upsertAgentDays(tx, rows);
      await saveSettings(tx, organization.id, {
        agentDaysFrom: earlierDay(first, from),
        agentDaysUntil: laterDay(addDays(last, 1), until),
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The analytics page

/** Whether the viewer sees every agent: an administrator, or the leader of a team. */
const seesEveryone = (viewer: Viewer, teams: readonly TeamRoster[]) =>
  viewer.isAdmin || teams.some((team) => team.leaderId === viewer.userId);

const toRecovery = (
  row: { missedCallers: number; calledBack: number; medianCallbackSeconds: number | null } | undefined,
): Recovery => ({
  missed_callers: row?.missedCallers ?? 0,
  called_back: row?.calledBack ?? 0,
  median_callback_seconds: row?.medianCallbackSeconds ?? null,
});

/** `GET /{org}/analytics/calls`. */
export async function getCallAnalytics(
  ctx: OrganizationContext,
  viewer: Viewer,
  query: CallAnalyticsQuery,
): Promise<CallAnalytics> {
  const { db, organization } = ctx;
  const now = ctx.clock.now();
  const range = rangeOf(query, dayIn(now, organization.timeZone));
  const [settings, teams, members] = await Promise.all([
    findSettings(db, organization.id),
    listTeamRoster(db, organization.id),
    listMembers(db, organization.id),
  ]);
  const serviceLevel = settings.serviceLevelSeconds;
  // Only the organization's own people: an agent's state history is theirs across organizations.
  const memberIds = new Set(members.map((member) => member.id));
  const asked = query.agent_ids?.filter((id) => memberIds.has(id));
  const agentIds = seesEveryone(viewer, teams) ? asked : [viewer.userId];
  const filter = {
    agentIds,
    teamIds: query.team_ids,
    numberIds: query.number_ids,
    direction: query.direction,
  } satisfies Omit<CallFilter, 'from' | 'to'>;
  const current: CallFilter = { ...filter, from: range.from, to: range.to };

  // The agents of the table: those asked for, else the organization's agents (of the teams asked
  // for), and anyone with calls in the period.
  const inTeams = query.team_ids
    ? new Set(teams.filter((team) => query.team_ids?.includes(team.id)).flatMap((team) => team.memberIds))
    : undefined;
  const rolled = { from: settings.agentDaysFrom, until: settings.agentDaysUntil };
  // The agent table's sums, then its agents' days, beside the other reads rather than before them.
  const agentsOfPeriod = (async () => {
    const byAgent = await sumCallsByAgent(db, organization.id, current, serviceLevel);
    const listed = new Set<number>(
      agentIds ??
        members
          .filter((member) => member.agent?.is_active && (!inTeams || inTeams.has(member.id)))
          .map((m) => m.id),
    );
    for (const row of byAgent) if (row.userId !== null) listed.add(row.userId);
    const agentList = [...listed];
    const times = await agentTimesOf(
      ctx,
      agentList,
      { from: range.previous_from, timeFrom: range.from, to: range.to },
      rolled,
      now,
    );
    return { byAgent, agentList, times };
  })();

  const window = (from: string, to: string) => ({
    from: instantOf(from, 0, organization.timeZone),
    until: instantOf(addDays(to, 1), 0, organization.timeZone),
  });
  const span = window(range.from, range.to);
  const recoveryWindow = (from: string, to: string) => ({
    ...window(from, to),
    assigneeIds: agentIds,
    teamIds: query.team_ids,
  });
  const [
    days,
    heatmap,
    outcomes,
    { byAgent, agentList, times },
    recovery,
    previousRecovery,
    won,
    booked,
    currencies,
  ] = await Promise.all([
    sumCallsByDay(db, organization.id, { ...filter, from: range.previous_from, to: range.to }, serviceLevel),
    sumHeatmap(db, organization.id, current),
    countOutcomes(db, organization.id, current),
    agentsOfPeriod,
    callbackRecovery(ctx, recoveryWindow(range.from, range.to)),
    callbackRecovery(ctx, recoveryWindow(range.previous_from, range.previous_to)),
    countWonOpportunitiesByOwner(ctx, span.from, span.until),
    confirmedSellByOwner(ctx, span.from, span.until),
    listCurrencies(db),
  ]);

  const sumsByDay = new Map(days.map((row) => [row.day, row.sums]));
  const period = dailyCounters(sumsByDay, times.wrapUpByDay, range.from, range.to);
  const previous = dailyCounters(sumsByDay, times.wrapUpByDay, range.previous_from, range.previous_to);

  const rateOf = new Map(currencies.map((currency) => [currency.code, currency]));
  const target = rateOf.get(organization.currency);
  const revenueOf = (userId: number) =>
    booked
      .filter((row) => row.ownerId === userId)
      .reduce((sum, row) => {
        if (row.currency === organization.currency) return sum + row.sell;
        const source = rateOf.get(row.currency);
        if (!source || !target) return sum;
        return (
          sum +
          convertMinorUnits(
            row.sell,
            { exponent: source.decimals, rate: source.rate_to_base },
            { exponent: target.decimals, rate: target.rate_to_base },
          )
        );
      }, 0);
  const names = new Map(members.map((member) => [member.id, member.name]));
  const sumsOfAgent = new Map(byAgent.map((row) => [row.userId, row.sums]));
  const recoveryOfAgent = new Map(recovery.map((row) => [row.assigneeId, row]));
  const agents: AgentAnalytics[] = agentList
    .map((userId) => {
      const time = times.byAgent.get(userId) ?? noTime();
      return {
        agent: { id: userId, name: names.get(userId) ?? '' },
        counters: withWrapUp(sumsOfAgent.get(userId), time.wrap_up),
        time,
        recovery: toRecovery(recoveryOfAgent.get(userId)),
        won_opportunities: won.find((row) => row.ownerId === userId)?.won ?? 0,
        booked_revenue: revenueOf(userId),
      };
    })
    .sort((a, b) => a.agent.name.localeCompare(b.agent.name) || a.agent.id - b.agent.id);

  return {
    range,
    time_zone: organization.timeZone,
    currency: organization.currency,
    service_level_seconds: serviceLevel,
    totals: period.totals,
    previous_totals: previous.totals,
    recovery: toRecovery(recoveryOfAgent.get(null)),
    previous_recovery: toRecovery(previousRecovery.find((row) => row.assigneeId === null)),
    days: period.days,
    heatmap,
    outcomes,
    agents,
  };
}

// ---------------------------------------------------------------------------------------------
// Call figures for the dashboards

export type CallFigures = {
  days: Array<{ date: string; counters: CallCounters }>;
  totals: CallCounters;
};

/**
 * For the dashboards: the call counters of each organization-local day from `from` to `to` (both
 * included, days with no calls too) and their sum, of the agents asked for (every call without
 * `agentIds`), from the daily rollup at the organization's service level. `wrap_up_seconds` is
 * always 0 here: wrap-up comes from the agents' state history, which this read leaves alone to
 * stay on the rollup (the analytics page has it). A `from` after `to` has no days.
 */
export async function callFigures(
  { db, organization }: OrganizationData,
  options: { from: string; to: string; agentIds?: number[] },
): Promise<CallFigures> {
  if (options.from > options.to) return { days: [], totals: EMPTY_CALL_COUNTERS };
  const { serviceLevelSeconds } = await findSettings(db, organization.id);
  const rows = await sumCallsByDay(db, organization.id, options, serviceLevelSeconds);
  return dailyCounters(new Map(rows.map((row) => [row.day, row.sums])), new Map(), options.from, options.to);
}

// ---------------------------------------------------------------------------------------------
// The wallboard

/** `GET /{org}/analytics/wallboard`: administrators, and the leaders of the team asked for. */
export async function getWallboard(
  ctx: OrganizationTelephonyContext,
  viewer: Viewer,
  teamId: number | undefined,
  presence: PresenceReader,
): Promise<Wallboard> {
  const { db, organization } = ctx;
  const now = ctx.clock.now();
  const [settings, teams, members] = await Promise.all([
    findSettings(db, organization.id),
    listTeamRoster(db, organization.id),
    listMembers(db, organization.id),
  ]);
  const team = teamId === undefined ? undefined : teams.find((candidate) => candidate.id === teamId);
  if (teamId !== undefined && !team) throw notFound(TEAM_NOT_FOUND);
  if (!viewer.isAdmin && !(team && team.leaderId === viewer.userId)) throw forbidden();

  const agentIds = team
    ? team.memberIds
    : members.filter((member) => member.agent?.is_active).map((member) => member.id);
  const today = dayIn(now, organization.timeZone);
  const dayStart = instantOf(today, 0, organization.timeZone);
  const numberFilter = team ? { 'filter[number_id]': team.numberIds.join(',') } : {};
  const todaysCalls: CallFilter = { from: today, to: today, teamIds: team ? [team.id] : undefined };
  // Today's history, with each agent's change before it: their last change, and today's wrap-up.
  const [availability, history, ringingCalls, [sums]] = await Promise.all([
    getAvailabilities(db, agentIds, presence, now),
    getAgentStateHistory(db, agentIds, dayStart, now),
    team && team.numberIds.length === 0
      ? []
      : listCalls(ctx, viewer.userId, {
          page: 1,
          per_page: 100,
          sort: 'started_at',
          'filter[status]': 'ringing',
          'filter[direction]': 'inbound',
          ...numberFilter,
        }).then((page) => page.data),
    sumCallsByDay(db, organization.id, todaysCalls, settings.serviceLevelSeconds),
  ]);
  const lastChange = new Map(history.map((change) => [change.userId, change]));
  const names = new Map(members.map((member) => [member.id, member.name]));
  const agents = agentIds
    .map((userId) => {
      const shown = availability.get(userId);
      const last = lastChange.get(userId);
      // Ringing is in the history, not in the availability (routing leaves it out).
      const ringing = last?.state === 'ringing' && shown?.status !== 'on_call' && shown?.status !== 'offline';
      const state: WallboardState = ringing ? 'ringing' : (shown?.status ?? 'offline');
      return {
        agent: { id: userId, name: names.get(userId) ?? '' },
        state,
        since: ringing ? (last?.at.toISOString() ?? null) : (shown?.since ?? null),
        reason: state === 'unavailable' ? (shown?.reason ?? null) : null,
      };
    })
    .sort((a, b) => a.agent.name.localeCompare(b.agent.name) || a.agent.id - b.agent.id);

  const wrapUp = secondsInStates(history, {
    timeZone: organization.timeZone,
    from: dayStart,
    until: now,
  }).reduce((sum, day) => sum + day.seconds.wrap_up, 0);
  return {
    now: now.toISOString(),
    team: team ? { id: team.id, name: team.name } : null,
    agents,
    ringing: ringingCalls.map((call) => ({
      call_id: call.id,
      caller: call.contact?.full_name ?? call.callable_name ?? call.phone_from,
      line_name: call.line_name,
      since: call.started_at,
    })),
    today: withWrapUp(sums?.sums, wrapUp),
    service_level_seconds: settings.serviceLevelSeconds,
    thresholds: settings.thresholds,
  };
}

// ---------------------------------------------------------------------------------------------
// Settings

export async function getAnalyticsSettings({
  db,
  organization,
}: OrganizationData): Promise<AnalyticsSettings> {
  const settings = await findSettings(db, organization.id);
  return { service_level_seconds: settings.serviceLevelSeconds, thresholds: settings.thresholds };
}

/** `PUT /{org}/analytics/settings` (administrators): the whole settings, validated by the contract. */
export async function updateAnalyticsSettings(
  ctx: OrganizationContext,
  input: AnalyticsSettings,
): Promise<AnalyticsSettings> {
  await saveSettings(ctx.db, ctx.organization.id, {
    serviceLevelSeconds: input.service_level_seconds satisfies ServiceLevelSeconds,
    thresholds: input.thresholds,
  });
  ctx.broadcast('record.updated', { module: 'analytics', id: ctx.organization.id });
  return getAnalyticsSettings(ctx);
}
