/**
 * Teams, agent availability and the organization's call settings.
 *
 * What other modules use (routing and calls), all taking the database first. The `mark...`
 * functions record the agent's state history in the caller's transaction (decision 025); the
 * caller announces the change with `announceAvailability` once it has committed.
 * - `markRinging(db, callId, userIds)`: the agents an incoming call rings now (none once it is
 *   answered or over); `markRingingStopped(db, callId, userId, cause)`: it stopped ringing one
 *   of them (declined, or their device gave up).
 * - `markOnCall(db, userId)`: a call of the agent started.
 * - `markCallEnded(db, organizationId, userId)`: it ended; the agent is in wrap-up for the
 *   organization's `wrap_up_seconds`, then available again (derived on read, no timer).
 * - `getAgentStateHistory(db, userIds, from, until)`: the changes to roll up with `secondsInStates`.
 * - `getCallSettings(db, organizationId)`: wrap-up seconds and the missed-call callback SLA.
 * - `getTeamForNumber(data, numberId, presence, at?)`: the team answering a number,
 *   ready for routing (strategy, ring seconds, hours and whether it is open, fallback, members
 *   with their availability, offline included); `getRoutingTeam` does the same for a team id
 *   (a fallback team), `recordOffered` remembers the round-robin position.
 * - `isOpenAt(hours, at)` and `openingStateAt(hours, at)`: business hours in a time zone.
 * - `getAvailabilities(db, userIds, presence, at?)`: any users' availability.
 * - `teamExists(db, organizationId, teamId)`; for other modules' queries (tasks, deals),
 *   `teamNameOf(teamIdColumn)` and `teamIdsOfMember(userId)` as SQL.
 */

import { ORGANIZATION_PRESENCE_PATTERN, organizationPresenceChannel } from '@aurora/contracts/realtime';
import type { RecordEvent } from '@aurora/contracts/records';
import type {
  Availability,
  CallSettings,
  createTeamSchema,
  OrgAgent,
  setAvailabilitySchema,
  Team,
  updateCallSettingsSchema,
  updateTeamSchema,
} from '@aurora/contracts/teams';
import type { z } from 'zod';
import { listNumbers } from '#modules/numbers/numbers.service.ts';
import type { Database } from '#platform/db/client.ts';
import { type FieldErrors, invalid, isUniqueViolation, notFound } from '#platform/errors.ts';
import type { Context, OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
import { getUserProfiles } from '#platform/tenancy/users.service.ts';
import { throwIfInvalid } from '#records/records.service.ts';
import {
  type AgentStateCause,
  type AgentStateChange,
  type RecordedState,
  sameState,
  stateAt,
} from './teams.agent-states.ts';
import { type Hours, type OpeningState, openingStateAt } from './teams.hours.ts';
import {
  type AvailabilityRow,
  addRingingCall,
  deleteTeam as deleteTeamRow,
  findAvailabilities,
  findCallSettings,
  findLastStateChange,
  findNumbersOfOtherTeams,
  findTeam,
  findTeamByName,
  findTeamIdOfNumber,
  insertStateChange,
  insertTeam,
  listMembershipsOf,
  listStateChanges,
  listTeamMembers,
  listTeamNumbers,
  listTeams as listTeamRows,
  removeRingingCall,
  setLastOffered,
  type TeamRow,
  type TeamValues,
  teamExists as teamRowExists,
  updateTeam as updateTeamRow,
  upsertAvailability,
  upsertCallSettings,
} from './teams.repository.ts';

export { type AgentDay, type AgentState, secondsInStates } from './teams.agent-states.ts';
export {
  addBusinessMinutes,
  type Hours,
  isOpenAt,
  type OpeningState,
  openingStateAt,
} from './teams.hours.ts';
export { isRingingForAnyone, ringingCallIdsOf, teamIdsOfMember, teamNameOf } from './teams.repository.ts';

export const TEAM_NOT_FOUND = 'Team not found.';
const NAME_TAKEN = 'A team with this name already exists.';

/** Who is connected: the realtime server's presence (`app.realtime`), or a stand-in in tests. */
export type PresenceReader = {
  presenceMembers: (channel: string) => Promise<ReadonlyArray<{ user_id: string }>>;
};

/** A call still marked as ongoing after this long is stale (a lost hang-up), as in decision 009. */
const STALE_CALL_MS = 12 * 60 * 60 * 1000;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

// ---------------------------------------------------------------------------------------------
// Availability

/** The shown availability from the stored facts, the connection and the time (see the contract). */
export function deriveAvailability(
  row: AvailabilityRow | undefined,
  connected: boolean,
  at: Date = new Date(),
): Availability {
  const chosen = row?.chosen ?? 'available';
  const base = {
    chosen,
    reason: chosen === 'unavailable' ? (row?.reason ?? null) : null,
    wrap_up_until: null,
    last_call_ended_at: iso(row?.lastCallEndedAt),
  };
  if (row?.onCallSince && at.getTime() - row.onCallSince.getTime() < STALE_CALL_MS) {
    return { ...base, status: 'on_call', since: iso(row.onCallSince) };
  }
  if (!connected) return { ...base, status: 'offline', since: null };
  if (row?.wrapUpUntil && row.wrapUpUntil > at) {
    return {
      ...base,
      status: 'wrap_up',
      since: iso(row.lastCallEndedAt),
      wrap_up_until: iso(row.wrapUpUntil),
    };
  }
  const chosenAt = row?.chosenAt ?? null;
  const since =
    row?.wrapUpUntil && chosenAt && row.wrapUpUntil > chosenAt && chosen === 'available'
      ? row.wrapUpUntil
      : chosenAt;
  return { ...base, status: chosen, since: iso(since) };
}

/**
 * The users among `userIds` with a realtime connection: present on the presence channel of any
 * organization they belong to (the browser follows one organization at a time, and its calls ring
 * whichever it follows). A presence read that fails counts as nobody connected.
 */
async function connectedUsers(
  db: Database,
  presence: PresenceReader,
  userIds: number[],
): Promise<Set<number>> {
  const memberships = await listMembershipsOf(db, userIds);
  const organizationIds = [...new Set(memberships.map((membership) => membership.organizationId))];
  const wanted = new Set(userIds);
  const connected = new Set<number>();
  const lists = await Promise.all(
    organizationIds.map((id) => presence.presenceMembers(organizationPresenceChannel(id)).catch(() => [])),
  );
  for (const list of lists) {
    for (const member of list) {
      const id = Number(member.user_id);
      if (wanted.has(id)) connected.add(id);
    }
  }
  return connected;
}

/** The availability of each user (offline when not connected), by user id. */
export async function getAvailabilities(
  db: Database,
  userIds: number[],
  presence: PresenceReader,
  at: Date = new Date(),
): Promise<Map<number, Availability>> {
  const ids = [...new Set(userIds)];
  const [rows, connected] = await Promise.all([
    findAvailabilities(db, ids),
    connectedUsers(db, presence, ids),
  ]);
  return new Map(ids.map((id) => [id, deriveAvailability(rows.get(id), connected.has(id), at)]));
}

/** Tells the user's organizations that their availability changed (after the change committed). */
export async function announceAvailability(ctx: Context, userId: number) {
  const memberships = await listMembershipsOf(ctx.db, [userId]);
  const event: RecordEvent = { module: 'agents', id: userId };
  await ctx.publish(
    memberships.map((membership) => organizationPresenceChannel(membership.organizationId)),
    'record.updated',
    event,
  );
}

/** `GET /agent/availability`: the signed-in agent's own availability. */
export async function getMyAvailability(
  db: Database,
  userId: number,
  presence: PresenceReader,
): Promise<Availability> {
  const map = await getAvailabilities(db, [userId], presence);
  return map.get(userId) ?? deriveAvailability(undefined, false);
}

/** `PUT /agent/availability`: the agent says they are available, or unavailable and why. */
export async function setMyAvailability(
  ctx: Context,
  userId: number,
  input: z.output<typeof setAvailabilitySchema>,
  presence: PresenceReader,
): Promise<Availability> {
  await changeAvailability(ctx.db, userId, 'choice', {
    chosen: input.status,
    reason: input.status === 'unavailable' ? input.reason : null,
    chosenAt: ctx.clock.now(),
  });
  await announceAvailability(ctx, userId);
  return getMyAvailability(ctx.db, userId, presence);
}

/**
 * For the calls module: a call of the agent started (outgoing placed or incoming answered); the
 * agent shows `on_call` until `markCallEnded`.
 */
export async function markOnCall(db: Database, userId: number): Promise<void> {
  await changeAvailability(db, userId, 'call_started', { onCallSince: new Date(), wrapUpUntil: null });
}

/**
 * For the calls module: the agent's call ended. They are in wrap-up for the organization's
 * `wrap_up_seconds` (stored as `wrap_up_until`, so it ends by itself on every instance), then
 * back to what they chose. Calling it twice only moves the wrap-up end.
 */
export async function markCallEnded(db: Database, organizationId: number, userId: number): Promise<void> {
  const { wrap_up_seconds: seconds } = await getCallSettings(db, organizationId);
  const now = new Date();
  await changeAvailability(
    db,
    userId,
    'call_ended',
    {
      onCallSince: null,
      lastCallEndedAt: now,
      wrapUpUntil: seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null,
    },
    now,
  );
}

/**
 * For the calls module: the agents an incoming call rings now, its first step or the next; those
 * it rang before and no longer does stop ringing. An empty list once it is answered or over.
 */
export async function markRinging(db: Database, callId: number, userIds: number[]): Promise<void> {
  const at = new Date();
  await db.transaction(async (tx) => {
    for (const row of await removeRingingCall(tx, callId, { keep: userIds })) {
      await recordAgentState(tx, row, 'call_stopped_ringing', at);
    }
    for (const row of await addRingingCall(tx, callId, userIds)) {
      await recordAgentState(tx, row, 'call_ringing', at);
    }
  });
}

/**
 * For the calls module: the call stopped ringing one agent (they turned it down, or their device
 * gave up) while it rings on for the others.
 */
export async function markRingingStopped(
  db: Database,
  callId: number,
  userId: number,
  cause: Extract<AgentStateCause, 'call_declined' | 'call_stopped_ringing'>,
): Promise<void> {
  const at = new Date();
  await db.transaction(async (tx) => {
    for (const row of await removeRingingCall(tx, callId, { only: [userId] })) {
      await recordAgentState(tx, row, cause, at);
    }
  });
}

/**
 * What the realtime server reports: a user's first socket joined a presence channel, or their
 * last one left it. An agent is online while present in any of their organizations.
 */
export async function notePresenceChange(
  db: Database,
  presence: PresenceReader,
  change: { channel: string; userId: string; present: boolean },
): Promise<void> {
  const userId = Number(change.userId);
  if (!ORGANIZATION_PRESENCE_PATTERN.test(change.channel) || !Number.isSafeInteger(userId)) return;
  if (!(await getUserProfiles(db, [userId])).get(userId)?.agent) return;
  const online = (await connectedUsers(db, presence, [userId])).has(userId);
  await changeAvailability(db, userId, online ? 'presence_joined' : 'presence_left', { online });
}

// ---------------------------------------------------------------------------------------------
// State history

/**
 * Writes facts of the agent's availability and, in the same transaction, the state they lead to
 * (inside the caller's transaction when `db` is one).
 */
async function changeAvailability(
  db: Database,
  userId: number,
  cause: AgentStateCause,
  values: Parameters<typeof upsertAvailability>[2],
  at = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordAgentState(tx, await upsertAvailability(tx, userId, values), cause, at);
  });
}

/**
 * The state the history records: the shown status from the stored facts (presence as last
 * reported), or `ringing` while a call rings an agent who is not busy otherwise.
 */
function recordedStateOf(row: AvailabilityRow, at: Date): RecordedState {
  const shown = deriveAvailability(row, row.online, at);
  const idle = shown.status === 'available' || shown.status === 'unavailable' || shown.status === 'wrap_up';
  const state = idle && row.ringingCallIds.length > 0 ? 'ringing' : shown.status;
  return {
    state,
    chosen: shown.chosen,
    reason: shown.reason,
    wrapUpUntil: state === 'wrap_up' ? row.wrapUpUntil : null,
  };
}

/**
 * The one place a state change is recorded: appends the state the agent's facts lead to, unless
 * it is the one the history already says. `row` is locked by the caller's write, so changes of
 * one agent are recorded one after the other, and never earlier than the change before (a fact
 * timed just before another's but written after it).
 */
async function recordAgentState(tx: Database, row: AvailabilityRow, cause: AgentStateCause, at: Date) {
  const last = await findLastStateChange(tx, row.userId);
  const when = last && last.at > at ? last.at : at;
  const next = recordedStateOf(row, when);
  if (last && sameState(stateAt(last, when), next)) return;
  await insertStateChange(tx, { userId: row.userId, at: when, cause, ...next });
}

/**
 * The agents' state changes from `from` to `until`, with each one's last change before `from`:
 * what `secondsInStates` rolls up into seconds per state per day.
 */
export async function getAgentStateHistory(
  db: Database,
  userIds: number[],
  from: Date,
  until: Date,
): Promise<Array<AgentStateChange & { cause: AgentStateCause }>> {
  return listStateChanges(db, userIds, from, until);
}

/**
 * Demo data: agents' past state changes, in one statement, each agent's only after the last change
 * their history records (so a second run, or a change made since, is never written over).
 * Answers how many were added.
 */
export async function appendPastAgentStates(
  db: Database,
  changes: ReadonlyArray<AgentStateChange & { cause: AgentStateCause }>,
): Promise<number> {
  const lastOf = new Map<number, Date | undefined>();
  for (const userId of new Set(changes.map((change) => change.userId))) {
    lastOf.set(userId, (await findLastStateChange(db, userId))?.at);
  }
  const rows = changes.filter((change) => {
    const last = lastOf.get(change.userId);
    return !last || change.at > last;
  });
  if (rows.length > 0) await insertStateChange(db, rows);
  return rows.length;
}

/** `GET /{org}/agents`: the organization's active agents with their availability, by name. */
export async function listAgents(data: OrganizationData, presence: PresenceReader): Promise<OrgAgent[]> {
  const members = (await listMembers(data.db, data.organization.id)).filter(
    (member) => member.agent?.is_active,
  );
  const availability = await getAvailabilities(
    data.db,
    members.map((member) => member.id),
    presence,
  );
  return members
    .map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      availability: availability.get(member.id) ?? deriveAvailability(undefined, false),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

// ---------------------------------------------------------------------------------------------
// Call settings

/** The organization's call settings (the defaults until an administrator changes them). */
export async function getCallSettings(db: Database, organizationId: number): Promise<CallSettings> {
  const row = await findCallSettings(db, organizationId);
  return {
    wrap_up_seconds: row?.wrapUpSeconds ?? 30,
    missed_call_sla_minutes: row?.missedCallSlaMinutes ?? 15,
  };
}

export async function updateCallSettings(
  ctx: OrganizationContext,
  input: z.output<typeof updateCallSettingsSchema>,
): Promise<CallSettings> {
  const values: { wrapUpSeconds?: number; missedCallSlaMinutes?: number } = {};
  if (input.wrap_up_seconds !== undefined) values.wrapUpSeconds = input.wrap_up_seconds;
  if (input.missed_call_sla_minutes !== undefined)
    values.missedCallSlaMinutes = input.missed_call_sla_minutes;
  await upsertCallSettings(ctx.db, ctx.organization.id, values);
  const event: RecordEvent = { module: 'call-settings', id: ctx.organization.id };
  ctx.broadcast('record.updated', event);
  return getCallSettings(ctx.db, ctx.organization.id);
}

// ---------------------------------------------------------------------------------------------
// Teams

const hoursOf = (row: TeamRow, timeZone: string): Hours => ({
  businessHours: row.businessHours,
  closedDates: row.closedDates,
  timeZone,
});

async function toTeamsJson(
  data: OrganizationData,
  rows: TeamRow[],
  presence: PresenceReader,
  at = new Date(),
): Promise<Team[]> {
  const ids = rows.map((row) => row.id);
  const [members, links, numbers] = await Promise.all([
    listTeamMembers(data.db, ids),
    listTeamNumbers(data.db, ids),
    listNumbers(data),
  ]);
  const availability = await getAvailabilities(
    data.db,
    members.map((member) => member.id),
    presence,
    at,
  );
  return rows.map((row) => {
    const opening = openingStateAt(hoursOf(row, data.organization.timeZone), at);
    return {
      id: row.id,
      name: row.name,
      leader: row.leaderId && row.leaderName ? { id: row.leaderId, name: row.leaderName } : null,
      members: members
        .filter((member) => member.teamId === row.id)
        .map((member) => ({
          id: member.id,
          name: member.name,
          availability: availability.get(member.id) ?? deriveAvailability(undefined, false, at),
        })),
      // The organization's numbers come in number order, which a team's keep.
      numbers: numbers
        .filter((number) => links.some((link) => link.teamId === row.id && link.numberId === number.id))
        .map((number) => ({ id: number.id, number: number.number, friendly_name: number.friendly_name })),
      ring_strategy: row.ringStrategy,
      agent_ring_seconds: row.agentRingSeconds,
      total_ring_seconds: row.totalRingSeconds,
      business_hours: row.businessHours,
      closed_dates: row.closedDates,
      time_zone: data.organization.timeZone,
      fallback_action: row.fallbackAction,
      fallback_team:
        row.fallbackTeamId && row.fallbackTeamName
          ? { id: row.fallbackTeamId, name: row.fallbackTeamName }
          : null,
      opening: { open: opening.open, closes_at: iso(opening.closesAt), opens_at: iso(opening.opensAt) },
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function listTeams(data: OrganizationData, presence: PresenceReader): Promise<Team[]> {
  return toTeamsJson(data, await listTeamRows(data.db, data.organization.id), presence);
}

async function getTeamRow(db: Database, organizationId: number, id: number): Promise<TeamRow> {
  const row = await findTeam(db, organizationId, id);
  if (!row) throw notFound(TEAM_NOT_FOUND);
  return row;
}

/** The organization's teams by name only: for pickers and reports that name a team. */
export async function listTeamNames(
  db: Database,
  organizationId: number,
): Promise<{ id: number; name: string }[]> {
  const rows = await listTeamRows(db, organizationId);
  return rows.map(({ id, name }) => ({ id, name }));
}

export async function getTeam(data: OrganizationData, id: number, presence: PresenceReader): Promise<Team> {
  const [team] = await toTeamsJson(data, [await getTeamRow(data.db, data.organization.id, id)], presence);
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
}

type TeamInput = Partial<z.output<typeof createTeamSchema>>;

/** The merged state a create or update would leave, checked as a whole (422 by field, nothing written). */
async function checkTeam(
  ctx: OrganizationContext,
  input: TeamInput,
  current: TeamRow | undefined,
): Promise<Partial<TeamValues>> {
  const { db, organization } = ctx;
  const errors: FieldErrors = {};
  const values: Partial<TeamValues> = {};

  if (input.name !== undefined) {
    const taken = await findTeamByName(db, organization.id, input.name);
    if (taken && taken.id !== current?.id) errors.name = [NAME_TAKEN];
    values.name = input.name;
  }

  const needMembers = input.leader_id != null || (input.member_ids?.length ?? 0) > 0;
  const members = needMembers ? await listMembers(db, organization.id) : [];
  if (input.leader_id !== undefined) {
    if (input.leader_id !== null && !members.some((member) => member.id === input.leader_id)) {
      errors.leader_id = ['The leader must be a member of this organization.'];
    }
    values.leaderId = input.leader_id;
  }
  if (input.member_ids && input.member_ids.length > 0) {
    const agents = new Set(members.filter((member) => member.agent).map((member) => member.id));
    const wrong = [...new Set(input.member_ids)].filter((id) => !agents.has(id));
    if (wrong.length > 0) {
      errors.member_ids = [`These users are not agents of this organization: ${wrong.join(', ')}.`];
    }
  }

  if (input.number_ids && input.number_ids.length > 0) {
    const ids = [...new Set(input.number_ids)];
    const numbers = await listNumbers({ db, organization });
    const own = new Map(numbers.map((number) => [number.id, number.number]));
    const wrong = ids.filter((id) => !own.has(id));
    if (wrong.length > 0) {
      errors.number_ids = [`These numbers are not numbers of this organization: ${wrong.join(', ')}.`];
    } else {
      const taken = await findNumbersOfOtherTeams(db, organization.id, ids, current?.id);
      if (taken.length > 0) {
        errors.number_ids = taken.map(
          (entry) =>
            `The number ${own.get(entry.numberId)} is already answered by the team "${entry.teamName}".`,
        );
      }
    }
  }

  if (input.ring_strategy !== undefined) values.ringStrategy = input.ring_strategy;
  if (input.agent_ring_seconds !== undefined) values.agentRingSeconds = input.agent_ring_seconds;
  if (input.total_ring_seconds !== undefined) values.totalRingSeconds = input.total_ring_seconds;
  const agentSeconds = input.agent_ring_seconds ?? current?.agentRingSeconds ?? 25;
  const totalSeconds = input.total_ring_seconds ?? current?.totalRingSeconds ?? 90;
  if (agentSeconds > totalSeconds) {
    errors.agent_ring_seconds = [
      `Must be at most the team's total ring time (${totalSeconds} seconds): each agent rings inside it.`,
    ];
  }

  if (input.business_hours !== undefined) {
    const hours: TeamValues['businessHours'] = {};
    for (const [day, openings] of Object.entries(input.business_hours) as Array<
      [keyof typeof input.business_hours, (typeof input.business_hours)[keyof typeof input.business_hours]]
    >) {
      if (openings && openings.length > 0)
        hours[day] = [...openings].sort((a, b) => a.open.localeCompare(b.open));
    }
    values.businessHours = hours;
  }
  if (input.closed_dates !== undefined) values.closedDates = [...new Set(input.closed_dates)].sort();

  const action = input.fallback_action ?? current?.fallbackAction ?? 'voicemail';
  const fallbackTeamId =
    input.fallback_team_id !== undefined ? input.fallback_team_id : (current?.fallbackTeamId ?? null);
  if (input.fallback_action !== undefined) values.fallbackAction = input.fallback_action;
  if (action !== 'team') {
    if (fallbackTeamId !== null) values.fallbackTeamId = null;
  } else if (fallbackTeamId === null) {
    errors.fallback_team_id = ['Choose the team that takes the calls this team does not answer.'];
  } else if (fallbackTeamId === current?.id) {
    errors.fallback_team_id = ['The fallback team must be another team, not this one.'];
  } else {
    const target = await findTeam(db, organization.id, fallbackTeamId);
    if (!target) errors.fallback_team_id = ['The fallback team must be a team of this organization.'];
    else if (current && (await fallbackLeadsBack(db, organization.id, target, current.id))) {
      errors.fallback_team_id = [
        `The team "${target.name}" falls back to this team: calls would go round in a loop.`,
      ];
    } else values.fallbackTeamId = fallbackTeamId;
  }

  throwIfInvalid(errors);
  return values;
}

/** True when following fallbacks from `start` reaches `teamId`. */
async function fallbackLeadsBack(db: Database, organizationId: number, start: TeamRow, teamId: number) {
  const seen = new Set<number>();
  let next: TeamRow | undefined = start;
  while (next && next.fallbackAction === 'team' && next.fallbackTeamId !== null && !seen.has(next.id)) {
    if (next.fallbackTeamId === teamId) return true;
    seen.add(next.id);
    next = await findTeam(db, organizationId, next.fallbackTeamId);
  }
  return false;
}

function publishTeam(
  ctx: OrganizationContext,
  name: 'record.created' | 'record.updated' | 'record.deleted',
  id: number,
) {
  const event: RecordEvent = { module: 'teams', id };
  ctx.broadcast(name, event);
}

/** The constraint a database error names (both drivers; Drizzle wraps theirs in `cause`). */
function violatedConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('constraint' in error && typeof error.constraint === 'string') return error.constraint;
  return 'cause' in error ? violatedConstraint(error.cause) : undefined;
}

function uniqueViolationAsInvalid(error: unknown): never {
  // Two admins at once: the unique indexes (name; one team per number) decide.
  if (isUniqueViolation(error)) {
    if (violatedConstraint(error)?.startsWith('team_numbers')) {
      throw invalid({ number_ids: ['One of these numbers is already answered by another team.'] });
    }
    throw invalid({ name: [NAME_TAKEN] });
  }
  throw error;
}

export async function createTeam(
  ctx: OrganizationContext,
  input: z.output<typeof createTeamSchema>,
  presence: PresenceReader,
): Promise<Team> {
  const values = await checkTeam(ctx, input, undefined);
  let id: number;
  try {
    id = await insertTeam(
      ctx.db,
      ctx.organization.id,
      values as TeamValues,
      [...new Set(input.member_ids)],
      [...new Set(input.number_ids)],
    );
  } catch (error) {
    uniqueViolationAsInvalid(error);
  }
  publishTeam(ctx, 'record.created', id);
  return getTeam(ctx, id, presence);
}

export async function updateTeam(
  ctx: OrganizationContext,
  id: number,
  input: z.output<typeof updateTeamSchema>,
  presence: PresenceReader,
): Promise<Team> {
  const current = await getTeamRow(ctx.db, ctx.organization.id, id);
  const values = await checkTeam(ctx, input, current);
  try {
    await updateTeamRow(
      ctx.db,
      ctx.organization.id,
      id,
      values,
      input.member_ids === undefined ? undefined : [...new Set(input.member_ids)],
      input.number_ids === undefined ? undefined : [...new Set(input.number_ids)],
    );
  } catch (error) {
    uniqueViolationAsInvalid(error);
  }
  publishTeam(ctx, 'record.updated', id);
  return getTeam(ctx, id, presence);
}

export async function deleteTeam(ctx: OrganizationContext, id: number): Promise<void> {
  await getTeamRow(ctx.db, ctx.organization.id, id);
  const changed = await deleteTeamRow(ctx.db, ctx.organization.id, id);
  publishTeam(ctx, 'record.deleted', id);
  for (const other of changed) publishTeam(ctx, 'record.updated', other);
}

// ---------------------------------------------------------------------------------------------
// Routing

/** A team as call routing needs it. Seconds, hours and members are read at the call's instant. */
export type RoutingTeam = {
  id: number;
  organizationId: number;
  name: string;
  leaderId: number | null;
  ringStrategy: TeamRow['ringStrategy'];
  /** How long one agent rings before the next (round robin, longest idle). */
  agentRingSeconds: number;
  /** How long the team rings in all before the fallback. */
  totalRingSeconds: number;
  hours: Hours;
  /** At the instant asked about: open now, and when that changes. */
  opening: OpeningState;
  /** On no answer or out of hours: voicemail, the team `fallbackTeamId`, or the number's greeting. */
  fallbackAction: TeamRow['fallbackAction'];
  fallbackTeamId: number | null;
  /** Round robin: the member offered the previous call (start after them). */
  lastOfferedUserId: number | null;
  /** Members by name, each with the availability routing must respect (only `available` rings). */
  members: Array<{ userId: number; name: string; availability: Availability }>;
};

/** A team of the organization ready for routing, or undefined (another organization's id too). */
export async function getRoutingTeam(
  { db, organization }: OrganizationData,
  teamId: number,
  presence: PresenceReader,
  at: Date = new Date(),
): Promise<RoutingTeam | undefined> {
  const row = await findTeam(db, organization.id, teamId);
  if (!row) return undefined;
  const members = await listTeamMembers(db, [row.id]);
  const availability = await getAvailabilities(
    db,
    members.map((member) => member.id),
    presence,
    at,
  );
  const hours = hoursOf(row, organization.timeZone);
  return {
    id: row.id,
    organizationId: organization.id,
    name: row.name,
    leaderId: row.leaderId,
    ringStrategy: row.ringStrategy,
    agentRingSeconds: row.agentRingSeconds,
    totalRingSeconds: row.totalRingSeconds,
    hours,
    opening: openingStateAt(hours, at),
    fallbackAction: row.fallbackAction,
    fallbackTeamId: row.fallbackTeamId,
    lastOfferedUserId: row.lastOfferedUserId,
    members: members.map((member) => ({
      userId: member.id,
      name: member.name,
      availability: availability.get(member.id) ?? deriveAvailability(undefined, false, at),
    })),
  };
}

/** The ids of a team's members (a missed call is told to its team); none for another organization's. */
export async function teamMemberIds(db: Database, organizationId: number, teamId: number): Promise<number[]> {
  if (!(await teamRowExists(db, organizationId, teamId))) return [];
  return (await listTeamMembers(db, [teamId])).map((member) => member.id);
}

export type TeamRoster = {
  id: number;
  name: string;
  leaderId: number | null;
  memberIds: number[];
  numberIds: number[];
};

/** For call analytics: the organization's teams with their leaders, members' and numbers' ids. */
export async function listTeamRoster(db: Database, organizationId: number): Promise<TeamRoster[]> {
  const rows = await listTeamRows(db, organizationId);
  const ids = rows.map((row) => row.id);
  const [members, numbers] = await Promise.all([listTeamMembers(db, ids), listTeamNumbers(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    leaderId: row.leaderId,
    memberIds: members.filter((member) => member.teamId === row.id).map((member) => member.id),
    numberIds: numbers.filter((number) => number.teamId === row.id).map((number) => number.numberId),
  }));
}

/** Whether the team exists in the organization. */
export const teamExists = (db: Database, organizationId: number, teamId: number) =>
  teamRowExists(db, organizationId, teamId);

/** The team answering a number of the organization, ready for routing; undefined when none does. */
export async function getTeamForNumber(
  data: OrganizationData,
  numberId: number,
  presence: PresenceReader,
  at: Date = new Date(),
): Promise<RoutingTeam | undefined> {
  const teamId = await findTeamIdOfNumber(data.db, data.organization.id, numberId);
  return teamId === undefined ? undefined : getRoutingTeam(data, teamId, presence, at);
}

/** Round robin: remembers that the team's latest call was offered to `userId`. */
export const recordOffered = (db: Database, organizationId: number, teamId: number, userId: number | null) =>
  setLastOffered(db, organizationId, teamId, userId);
