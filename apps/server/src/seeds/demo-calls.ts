import type { CallableType } from '@aurora/contracts/calls';
import type { BusinessHours } from '@aurora/contracts/teams';
import { addDays, clockTimeOf, dayIn, instantOf, wallClockAt, weekdayOf } from '@aurora/contracts/time-zones';
import { followUpTexts } from '#modules/calls/call-follow-ups.service.ts';
import {
  type PastProviderCall,
  priceAtRate,
  recordPastProviderCalls,
} from '#modules/calls/call-usage.service.ts';
import { listClients } from '#modules/clients/clients.service.ts';
import { listContacts } from '#modules/contacts/contacts.service.ts';
import { listLeads } from '#modules/leads/leads.service.ts';
import { listNumbers } from '#modules/numbers/numbers.service.ts';
import { insertTasksBulk, type TaskValues } from '#modules/tasks/tasks.service.ts';
import {
  addBusinessMinutes,
  appendPastAgentStates,
  getCallSettings,
  listTeams,
  type PresenceReader,
} from '#modules/teams/teams.service.ts';
import { SIMULATOR_DEFAULT_RATES } from '#platform/config.ts';
import { formatPhone } from '#platform/phones.ts';
import { listDefinitions } from '#platform/reference/reference.service.ts';
import { languageOfOrganization, type OrganizationContext } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';

/** How far back the demo's calls go: six months before today's month, to now. */
export const DEMO_CALL_MONTHS = 6;

/** The callers and callees of each demo organization: local numbers of its city, of no one real. */
const LOCAL_PHONE: Record<string, (n: number) => string> = {
  MX: (n) => `+52558${String(1_000_000 + n).slice(-7)}`,
  CO: (n) => `+57601${String(3_000_000 + n).slice(-7)}`,
  // 555-0100 to 0199 are fictional; the organization's own lines are the first three.
  US: (n) => `+1212555${String(103 + (n % 97)).padStart(4, '0')}`,
};

/** Calls of an ordinary weekday (before the season and the day's own swing). */
const WEEKDAY_CALLS: Record<string, number> = { MX: 16, CO: 11, US: 9 };

/** Share of a year's calls by month (1-12): Easter, the summer holidays and December are busy. */
const SEASON = [0.9, 0.9, 1.1, 1.1, 1, 1.15, 1.15, 0.95, 0.9, 1, 1.15, 1.3];

/** Inbound calls by hour of the organization's day: mid-morning and mid-afternoon peaks, a lunch dip. */
const HOUR_WEIGHTS: Record<number, number> = {
  8: 0.15,
  9: 1,
  10: 1.7,
  11: 1.8,
  12: 1.3,
  13: 0.6,
  14: 0.7,
  15: 1.4,
  16: 1.6,
  17: 1.1,
  18: 0.4,
  19: 0.1,
};
const SATURDAY_HOURS: Record<number, number> = { 9: 0.6, 10: 1, 11: 1, 12: 0.8, 13: 0.4 };

const LUNCH: Record<'en' | 'es', string> = { en: 'Lunch', es: 'Comida' };

/** A small deterministic generator (mulberry32): the same seed gives the same numbers on every run. */
function randomOf(seed: string) {
  let state = [...seed].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619),
    2_166_136_261,
  );
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T | undefined =>
  items[Math.floor(random() * items.length)];

/** An hour drawn by weight, and a minute within it. */
function minuteOfDay(random: Random, weights: Record<number, number>): number {
  const entries = Object.entries(weights).map(([hour, weight]) => [Number(hour), weight] as const);
  let left = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [hour, weight] of entries) {
    left -= weight;
    if (left <= 0) return hour * 60 + Math.floor(random() * 60);
  }
  return 12 * 60;
}

const nobodyConnected: PresenceReader = { presenceMembers: async () => [] };
const MINUTE = 60_000;

type Line = {
  numberId: number;
  number: string;
  name: string;
  team: { id: number; name: string; leaderId: number | null; hours: BusinessHours; closed: string[] } | null;
  /** The agents it rings. */
  agentIds: number[];
};
/** Who calls or is called: a lead or client, or a client's contact (the call is about the client). */
type Callable = { phone: string; type: CallableType; id: number; name: string; contactId: number | null };
type DemoOrganization = {
  ctx: OrganizationContext;
  lines: Line[];
  agentIds: number[];
  callers: Callable[];
  outcomes: string[];
  names: Map<number, string>;
  wrapUpSeconds: number;
  slaMinutes: number;
  holidays: Set<string>;
};

/** An agent's working day, in the time zone of their home organization. */
type Shift = { start: number; lunchStart: number; lunchEnd: number; end: number };
type Busy = { from: number; to: number };

/** A call as the day's plan has it, before it is stored. */
type Planned = PastProviderCall & {
  org: DemoOrganization;
  line: Line | null;
  caller: Callable | null;
  /** A missed call's call back. */
  callbackOf?: Planned;
};
/** A missed call waiting for its callback. */
type Missed = { call: Planned; at: number };

type State = Parameters<typeof appendPastAgentStates>[1][number];

async function loadOrganization(ctx: OrganizationContext): Promise<DemoOrganization | undefined> {
  const { db, organization } = ctx;
  const members = await listMembers(db, organization.id);
  const agentIds = members.filter((member) => member.agent).map((member) => member.id);
  const numbers = await listNumbers(ctx);
  if (agentIds.length === 0 || numbers.length === 0 || !LOCAL_PHONE[organization.code]) return undefined;
  const teams = await listTeams(ctx, nobodyConnected);
  const lines = numbers.map((number): Line => {
    const team = teams.find((candidate) => candidate.numbers.some((line) => line.id === number.id));
    return {
      numberId: number.id,
      number: number.number,
      name: number.friendly_name ?? formatPhone(number.number),
      team: team
        ? {
            id: team.id,
            name: team.name,
            leaderId: team.leader?.id ?? null,
            hours: team.business_hours,
            closed: team.closed_dates,
          }
        : null,
      agentIds: team ? team.members.map((member) => member.id) : agentIds,
    };
  });
  const settings = await getCallSettings(db, organization.id);
  const page = { page: 1, per_page: 100, sort: 'created_at' };
  const callers: Callable[] = [
    ...(await listLeads(ctx, page)).data.map((lead) => ({
      ...lead,
      type: 'lead' as const,
      name: lead.full_name,
      contactId: null,
    })),
    ...(await listClients(ctx, page)).data.map((client) => ({
      ...client,
      type: 'client' as const,
      contactId: null,
    })),
    ...(await listContacts(ctx, page)).data.map((contact) => ({
      phone: contact.phone,
      type: 'client' as const,
      id: contact.client_id,
      name: contact.full_name,
      contactId: contact.id,
    })),
  ].flatMap((record) =>
    record.phone
      ? [
          {
            phone: record.phone,
            type: record.type,
            id: record.id,
            name: record.name,
            contactId: record.contactId,
          },
        ]
      : [],
  );
  return {
    ctx,
    lines,
    agentIds,
    callers,
    outcomes: (await listDefinitions(db, 'call_outcomes')).map((definition) => definition.key),
    names: new Map(members.map((member) => [member.id, member.name])),
    wrapUpSeconds: settings.wrap_up_seconds,
    slaMinutes: settings.missed_call_sla_minutes,
    holidays: new Set(teams.flatMap((team) => team.closed_dates)),
  };
}

/**
 * Six months of calls of every demo organization, shaped like a travel agency's: busy weekdays,
 * light Saturdays, next to nothing on Sundays and holidays, more before the holidays; inbound
 * peaking mid-morning and mid-afternoon in the organization's zone, answered by a free agent of
 * the line's team after some seconds of ringing, else missed (often with a voicemail) or
 * abandoned; outbound mostly connected. Each missed call has its callback task, mostly closed by
 * a call back minutes or hours later. The agents' state history follows: available from about
 * 9:00, ringing, on a call and in wrap-up around each call, out to lunch, offline in the evening.
 * An agent of several organizations is on one call at a time across them. A call's provider id
 * is its organization, day and place in the day, so running it again adds only what is new.
 * Answers the calls added per organization code.
 */
export async function seedDemoCalls(contexts: OrganizationContext[]): Promise<Map<string, number>> {
  const organizations: DemoOrganization[] = [];
  for (const ctx of contexts) {
    const loaded = await loadOrganization(ctx);
    if (loaded) organizations.push(loaded);
  }
  const added = new Map<string, number>();
  const first = organizations[0];
  if (!first) return added;
  const now = first.ctx.clock.now();
  // Each agent works the hours of the organization of theirs with the fewest agents, which needs
  // them most (the first of those when several do).
  const homeOf = new Map<number, DemoOrganization>();
  for (const org of organizations) {
    for (const id of org.agentIds) {
      const home = homeOf.get(id);
      if (!home || org.agentIds.length < home.agentIds.length) homeOf.set(id, org);
    }
  }

  const today = dayIn(now, first.ctx.organization.timeZone);
  const [year, month] = today.split('-').map(Number);
  const firstDay = new Date(Date.UTC(year ?? 2026, (month ?? 1) - 1 - DEMO_CALL_MONTHS, 1))
    .toISOString()
    .slice(0, 10);

  const calls: Planned[] = [];
  const states: State[] = [];
  let waiting: Missed[] = [];
  // To tomorrow: an organization east of the first may be in it already (what is ahead of now is left out).
  for (let day = firstDay; day <= addDays(today, 1); day = addDays(day, 1)) {
    const shifts = new Map<number, Shift>();
    for (const [userId, home] of homeOf) {
      const shift = shiftOf(day, userId, home);
      if (shift) shifts.set(userId, shift);
    }
    const busy = new Map<number, Busy[]>();
    const free = (userId: number, from: number, to: number) => {
      const shift = shifts.get(userId);
      if (!shift || from < shift.start || to > shift.end) return false;
      if (from < shift.lunchEnd && to > shift.lunchStart) return false;
      return !(busy.get(userId) ?? []).some((span) => from < span.to && to > span.from);
    };
    // An organization's own agents take its calls first; those at home elsewhere help out.
    const choose = (random: Random, org: DemoOrganization, ids: number[], can: (id: number) => boolean) => {
      const able = ids.filter(can);
      const local = able.filter((id) => homeOf.get(id) === org);
      return pick(random, local.length > 0 ? local : able);
    };
    const occupy = (userId: number, from: number, to: number) =>
      busy.set(userId, [...(busy.get(userId) ?? []), { from, to }]);

    const planned = organizations
      .flatMap((org) => planDay(org, day))
      .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
    const missedToday: Missed[] = [];
    const handled: Planned[] = [];
    for (const call of planned) {
      const random = randomOf(call.providerCallId);
      const begin = call.startedAt.getTime();
      const wrapMs = call.org.wrapUpSeconds * 1000;
      if (call.direction === 'outbound') {
        const agent = choose(random, call.org, call.org.agentIds, (id) => free(id, begin, begin + 60_000));
        if (agent === undefined) continue;
        call.userId = agent;
        const end = begin + ((call.ringSeconds ?? 0) + call.durationSeconds) * 1000;
        if (!free(agent, begin, end + wrapMs)) continue;
        occupy(agent, begin, end + wrapMs);
        handled.push(call);
      } else if (call.status === 'completed') {
        const answerAt = begin + (call.ringSeconds ?? 0) * 1000;
        const end = answerAt + call.durationSeconds * 1000;
        const agent = choose(random, call.org, call.line?.agentIds ?? [], (id) =>
          free(id, begin, end + wrapMs),
        );
        if (agent !== undefined) {
          call.userId = agent;
          occupy(agent, begin, end + wrapMs);
          handled.push(call);
        } else {
          // Nobody free: it rings out.
          Object.assign(call, unanswered(random));
        }
      }
      if (call.status === 'missed') missedToday.push({ call, at: begin + (call.ringSeconds ?? 0) * 1000 });
      calls.push(call);
    }

    // Callbacks of the missed calls, today's and those left from the day before, by an agent of
    // the organization free then (its own first), some minutes or hours later.
    const left: Missed[] = [];
    for (const missed of [...waiting, ...missedToday]) {
      const random = randomOf(`${missed.call.providerCallId}-back`);
      // Some callers are never reached.
      if (random() < 0.08) continue;
      const { org } = missed.call;
      const talk = 40 + Math.floor(random() * random() * 600);
      const lasting = (12 + talk + org.wrapUpSeconds) * 1000;
      const local = org.agentIds.filter((id) => homeOf.get(id) === org);
      const candidates = [...local, ...org.agentIds.filter((id) => !local.includes(id))];
      const opening = instantOf(day, 9 * 60, org.ctx.organization.timeZone).getTime();
      let at = Math.max(missed.at + (5 + Math.floor(random() * random() * 180)) * MINUTE, opening);
      let agent: number | undefined;
      for (let tries = 0; tries < 30; tries += 1) {
        agent = candidates.find((id) => free(id, at, at + lasting));
        if (agent !== undefined) break;
        at += 20 * MINUTE;
      }
      if (agent === undefined) {
        // Called back the next working day, or not at all.
        if (missedToday.includes(missed)) left.push(missed);
        continue;
      }
      const back: Planned = {
        ...missed.call,
        providerCallId: `${missed.call.providerCallId}B`,
        direction: 'outbound',
        status: 'completed',
        userId: agent,
        numberId: missed.call.numberId,
        phoneFrom: missed.call.phoneTo,
        phoneTo: missed.call.phoneFrom,
        startedAt: new Date(at),
        ringSeconds: 12,
        durationSeconds: talk,
        outcome: pick(random, org.outcomes) ?? null,
        voicemailSeconds: undefined,
        teamId: null,
        callbackOf: undefined,
      };
      occupy(agent, at, at + lasting);
      missed.call.callbackOf = back;
      handled.push(back);
      calls.push(back);
    }
    waiting = left;

    for (const [userId, shift] of shifts) {
      const home = homeOf.get(userId);
      const mine = handled.filter((call) => call.userId === userId);
      if (home) states.push(...statesOf(userId, shift, mine, home));
    }
  }

  const past = calls.filter((call) => endOf(call) <= now.getTime());
  for (const org of organizations) {
    const mine = past.filter((call) => call.org === org);
    const ids = new Map<string, number>();
    for (let index = 0; index < mine.length; index += 500) {
      const stored = await recordPastProviderCalls(
        org.ctx,
        mine.slice(index, index + 500).map(({ org: _o, line: _l, caller: _c, callbackOf: _b, ...call }) => ({
          ...call,
          price:
            call.durationSeconds > 0
              ? priceAtRate(call.durationSeconds, SIMULATOR_DEFAULT_RATES[call.direction])
              : null,
          priceUnit: call.durationSeconds > 0 ? SIMULATOR_DEFAULT_RATES.currency : null,
        })),
      );
      for (const [key, id] of stored) ids.set(key, id);
    }
    added.set(org.ctx.organization.code, ids.size);
    const tasks = mine
      .filter((call) => call.status === 'missed' && ids.has(call.providerCallId))
      .map((call) => callbackTask(org, call, ids, now));
    for (let index = 0; index < tasks.length; index += 500) {
      await insertTasksBulk(org.ctx.db, org.ctx.organization.id, tasks.slice(index, index + 500));
    }
  }
  const stored = states.filter((state) => state.at <= now).sort((a, b) => a.at.getTime() - b.at.getTime());
  // Nobody is connected yet: an agent whose day is under way left after their last activity.
  const lastOf = new Map(stored.map((state) => [state.userId, state]));
  for (const last of lastOf.values()) {
    if (last.state === 'offline') continue;
    const at = new Date(last.wrapUpUntil?.getTime() ?? last.at.getTime() + 1000);
    stored.push({ ...last, at, state: 'offline', wrapUpUntil: null, cause: 'presence_left' });
  }
  for (let index = 0; index < stored.length; index += 2000) {
    await appendPastAgentStates(first.ctx.db, stored.slice(index, index + 2000));
  }
  return added;
}

const endOf = (call: PastProviderCall) =>
  call.startedAt.getTime() +
  ((call.ringSeconds ?? 0) + call.durationSeconds + (call.voicemailSeconds ?? 0)) * 1000;

/** A day's calls of an organization, before agents are given to them. */
function planDay(org: DemoOrganization, day: string): Planned[] {
  const { code, timeZone } = org.ctx.organization;
  const random = randomOf(`${code}${day}`);
  const weekday = weekdayOf(day);
  const holiday = org.holidays.has(day);
  const base = WEEKDAY_CALLS[code] ?? 12;
  const beforeHoliday = [...org.holidays].some((date) => date > day && date <= addDays(day, 10));
  const season = (SEASON[Number(day.slice(5, 7)) - 1] ?? 1) * (beforeHoliday ? 1.25 : 1);
  const expected =
    weekday === '7' ? 0.4 : weekday === '6' ? base * 0.25 : holiday ? base * 0.15 : base * season;
  const count = Math.floor(expected * (0.8 + random() * 0.4) + random());
  const hours = weekday === '6' || weekday === '7' ? SATURDAY_HOURS : HOUR_WEIGHTS;
  // Times from 9:00 on: a switch of summer time happens at night.
  const nine = instantOf(day, 9 * 60, timeZone).getTime();
  const phone = LOCAL_PHONE[code] ?? ((n: number) => `+1212555${String(n % 10_000).padStart(4, '0')}`);
  const calls: Planned[] = [];
  for (let index = 0; index < count; index += 1) {
    const startedAt = new Date(nine + (minuteOfDay(random, hours) - 9 * 60) * MINUTE);
    const inbound = random() < 0.6;
    const line = pick(random, org.lines) ?? null;
    const caller = random() < 0.6 ? (pick(random, org.callers) ?? null) : null;
    const other = caller?.phone ?? phone(Math.floor(random() * 10_000));
    const talk = 30 + Math.floor(1170 * random() ** 3);
    const outcome = random() < 0.8 ? (pick(random, org.outcomes) ?? null) : null;
    const call: Planned = {
      provider: 'simulator',
      providerCallId: `CASIMDEMO${code}${day.replaceAll('-', '')}${String(index).padStart(3, '0')}`,
      direction: inbound ? 'inbound' : 'outbound',
      status: 'completed',
      userId: null,
      numberId: line?.numberId ?? null,
      teamId: inbound ? (line?.team?.id ?? null) : null,
      phoneFrom: inbound ? other : (line?.number ?? null),
      phoneTo: inbound ? (line?.number ?? null) : other,
      startedAt,
      durationSeconds: talk,
      price: null,
      priceUnit: null,
      contactId: caller?.contactId ?? null,
      callableType: caller?.type ?? null,
      callableId: caller?.id ?? null,
      org,
      line,
      caller,
    };
    const fate = random();
    if (inbound && holiday) Object.assign(call, unanswered(random));
    else if (inbound && fate < 0.05) Object.assign(call, hungUp(1 + Math.floor(random() * 4)));
    else if (inbound && fate < 0.13) Object.assign(call, hungUp(6 + Math.floor(random() * 50)));
    else if (inbound && fate < 0.15) Object.assign(call, unanswered(random));
    else if (inbound) Object.assign(call, { ringSeconds: 3 + Math.floor(37 * random() ** 2), outcome });
    else if (fate < 0.14) Object.assign(call, { status: 'no-answer', ringSeconds: 30, durationSeconds: 0 });
    else if (fate < 0.2) Object.assign(call, { status: 'busy', ringSeconds: 2, durationSeconds: 0 });
    else Object.assign(call, { ringSeconds: 6 + Math.floor(random() * 15), outcome });
    calls.push(call);
  }
  return calls;
}

/** The caller hung up while it rang. */
const hungUp = (ringSeconds: number): Partial<Planned> => ({
  status: 'canceled',
  ringSeconds,
  durationSeconds: 0,
  outcome: null,
});

/** It rang out with nobody answering: missed, and two callers in five leave a message. */
const unanswered = (random: Random): Partial<Planned> => ({
  status: 'missed',
  userId: null,
  ringSeconds: 60,
  durationSeconds: 0,
  outcome: null,
  voicemailSeconds: random() < 0.4 ? 10 + Math.floor(random() * 50) : undefined,
});

/** Who a missed call's task goes to: the leader of the line's team, else the organization's first agent. */
function assigneeOf(call: Planned) {
  const team = call.line?.team;
  if (team?.leaderId) return { id: team.leaderId, reason: { code: 'team_leader' as const, name: team.name } };
  return { id: call.org.agentIds[0] ?? null, reason: { code: 'administrator' as const, name: null } };
}

/**
 * An agent's working day in their organization's zone: about 9:00 to 18:00 with an hour for
 * lunch on weekdays, Saturday mornings by turns, never on Sundays or the organization's holidays.
 */
function shiftOf(day: string, userId: number, home: DemoOrganization): Shift | undefined {
  const weekday = weekdayOf(day);
  if (weekday === '7' || home.holidays.has(day)) return undefined;
  const random = randomOf(`shift${userId}${day}`);
  const nine = instantOf(day, 9 * 60, home.ctx.organization.timeZone).getTime();
  const at = (minutes: number) => nine + minutes * MINUTE;
  if (weekday === '6') {
    const week = Math.floor(Date.parse(day) / (7 * 86_400_000));
    if (home.agentIds[week % home.agentIds.length] !== userId) return undefined;
    return { start: at(25), lunchStart: at(270), lunchEnd: at(270), end: at(270) };
  }
  const lunchStart = at(270 + Math.floor(random() * 40));
  return {
    start: at(Math.floor(random() * 15) - 10),
    lunchStart,
    lunchEnd: lunchStart + (50 + Math.floor(random() * 20)) * MINUTE,
    end: at(540 + Math.floor(random() * 40)),
  };
}

/** The agent's state history of a working day, around the calls they handled. */
function statesOf(userId: number, shift: Shift, calls: Planned[], home: DemoOrganization): State[] {
  const idle = { userId, chosen: 'available' as const, reason: null, wrapUpUntil: null };
  const states: State[] = [
    { ...idle, at: new Date(shift.start), state: 'available', cause: 'presence_joined' },
  ];
  if (shift.lunchEnd > shift.lunchStart) {
    const reason = LUNCH[languageOfOrganization(home.ctx.organization)];
    states.push(
      {
        ...idle,
        at: new Date(shift.lunchStart),
        state: 'unavailable',
        chosen: 'unavailable',
        reason,
        cause: 'choice',
      },
      { ...idle, at: new Date(shift.lunchEnd), state: 'available', cause: 'choice' },
    );
  }
  for (const call of calls) {
    const begin = call.startedAt.getTime();
    const answered = begin + (call.ringSeconds ?? 0) * 1000;
    const end = endOf(call);
    if (call.direction === 'inbound') {
      states.push({ ...idle, at: new Date(begin), state: 'ringing', cause: 'call_ringing' });
    }
    states.push(
      {
        ...idle,
        at: new Date(call.direction === 'inbound' ? answered : begin),
        state: 'on_call',
        cause: 'call_started',
      },
      {
        ...idle,
        at: new Date(end),
        state: 'wrap_up',
        wrapUpUntil: new Date(end + call.org.wrapUpSeconds * 1000),
        cause: 'call_ended',
      },
    );
  }
  states.push({ ...idle, at: new Date(shift.end), state: 'offline', cause: 'presence_left' });
  return states.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The callback task a missed call left, done by its call back when there was one. */
function callbackTask(org: DemoOrganization, call: Planned, ids: Map<string, number>, now: Date): TaskValues {
  const { organization } = org.ctx;
  const text = followUpTexts(organization);
  const missedAt = new Date(endOf(call));
  const team = call.line?.team;
  const due = team
    ? addBusinessMinutes(
        { businessHours: team.hours, closedDates: team.closed, timeZone: organization.timeZone },
        missedAt,
        org.slaMinutes,
      )
    : new Date(missedAt.getTime() + org.slaMinutes * MINUTE);
  const wall = wallClockAt(due, organization.timeZone);
  const back = call.callbackOf;
  const backId = back ? ids.get(back.providerCallId) : undefined;
  const phone = call.phoneFrom ? formatPhone(call.phoneFrom) : '';
  const status =
    back && backId !== undefined
      ? 'done'
      : missedAt.getTime() < now.getTime() - 3 * 86_400_000
        ? 'cancelled'
        : 'open';
  const completedAt = back && status === 'done' ? new Date(endOf(back)) : status === 'cancelled' ? due : null;
  // The task went to an agent the call rang last, who called back; else to the team's leader.
  const assignee =
    status === 'done' && back?.userId
      ? { id: back.userId, reason: { code: 'rang_last' as const, name: null } }
      : assigneeOf(call);
  return {
    title: text.callBack(call.caller?.name ?? phone, call.line?.name ?? null),
    description: text.missedCall(phone || null, call.phoneTo ? formatPhone(call.phoneTo) : null),
    type: 'call',
    priority: 'high',
    status,
    dueDate: wall.date,
    dueTime: clockTimeOf(wall.minutes),
    dueAt: due,
    assigneeId: assignee.id,
    assignmentReason: assignee.reason,
    teamId: team?.id ?? null,
    related: [
      `call:${ids.get(call.providerCallId)}`,
      ...(call.caller?.contactId ? [`contact:${call.caller.contactId}`] : []),
      ...(call.caller ? [`${call.caller.type}:${call.caller.id}`] : []),
    ],
    origin: call.voicemailSeconds === undefined ? 'missed_call' : 'voicemail',
    completedAt,
    completedById: status === 'done' ? (back?.userId ?? null) : null,
    completionNote:
      back && backId !== undefined
        ? text.closedBy(backId, 'outbound', phone, back.userId ? (org.names.get(back.userId) ?? null) : null)
        : null,
    createdAt: missedAt,
    updatedAt: completedAt ?? missedAt,
  };
}
