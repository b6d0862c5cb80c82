import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gte,
  inArray,
  lt,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#platform/db/client.ts';
import { qualified } from '#platform/db/sql.ts';
import { organizationMembers } from '#platform/tenancy/members.table.ts';
import { users } from '#platform/tenancy/users.table.ts';
import {
  agentAvailability,
  agentStateChanges,
  organizationCallSettings,
  teamMembers,
  teamNumbers,
  teams,
} from './teams.table.ts';

export type TeamValues = Omit<
  typeof teams.$inferInsert,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'lastOfferedUserId'
>;
export type TeamRow = typeof teams.$inferSelect & {
  leaderName: string | null;
  fallbackTeamName: string | null;
};
export type TeamMemberRow = { teamId: number; id: number; name: string };
export type TeamNumberRow = { teamId: number; numberId: number };
export type AvailabilityRow = typeof agentAvailability.$inferSelect;
export type CallSettingsRow = typeof organizationCallSettings.$inferSelect;

const leader = alias(users, 'leader');
const fallback = alias(teams, 'fallback');

function teamQuery(db: Database) {
  return db
    .select({
      team: teams,
      leaderName: leader.name,
      fallbackTeamName: fallback.name,
    })
    .from(teams)
    .leftJoin(leader, eq(leader.id, teams.leaderId))
    .leftJoin(fallback, eq(fallback.id, teams.fallbackTeamId));
}

const toRow = (row: {
  team: typeof teams.$inferSelect;
  leaderName: string | null;
  fallbackTeamName: string | null;
}) => ({ ...row.team, leaderName: row.leaderName, fallbackTeamName: row.fallbackTeamName }) satisfies TeamRow;

export async function listTeams(db: Database, organizationId: number): Promise<TeamRow[]> {
  const rows = await teamQuery(db)
    .where(eq(teams.organizationId, organizationId))
    .orderBy(asc(teams.name), asc(teams.id));
  return rows.map(toRow);
}

export async function findTeam(
  db: Database,
  organizationId: number,
  id: number,
): Promise<TeamRow | undefined> {
  const [row] = await teamQuery(db).where(and(eq(teams.organizationId, organizationId), eq(teams.id, id)));
  return row ? toRow(row) : undefined;
}

/** SQL for another module's query: the name of the team its `teamId` column points to. */
export const teamNameOf = (teamId: Column): SQL<string | null> =>
  sql<string | null>`(select ${teams.name} from ${teams} where ${teams.id} = ${qualified(teamId)})`;

/** SQL for another module's query: the ids of the teams the user is a member of. */
export const teamIdsOfMember = (userId: number): SQL =>
  sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId})`;

/**
 * SQL for another module's query: the ids of the calls ringing for the agent now. A call the agent
 * declined, or that stopped ringing for them, has left it while it may ring on for others.
 */
export const ringingCallIdsOf = (userId: number): SQL =>
  sql`(select unnest(${agentAvailability.ringingCallIds}) from ${agentAvailability} where ${agentAvailability.userId} = ${userId})`;

export async function teamExists(db: Database, organizationId: number, teamId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.organizationId, organizationId), eq(teams.id, teamId)));
  return row !== undefined;
}

export async function findTeamByName(
  db: Database,
  organizationId: number,
  name: string,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.organizationId, organizationId), sql`lower(${teams.name}) = lower(${name})`));
  return row;
}

/** The team answering a number of the organization, if any. */
export async function findTeamIdOfNumber(
  db: Database,
  organizationId: number,
  numberId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teamNumbers)
    .innerJoin(teams, eq(teams.id, teamNumbers.teamId))
    .where(and(eq(teams.organizationId, organizationId), eq(teamNumbers.numberId, numberId)));
  return row?.id;
}

export async function listTeamMembers(db: Database, teamIds: number[]): Promise<TeamMemberRow[]> {
  if (teamIds.length === 0) return [];
  return db
    .select({ teamId: teamMembers.teamId, id: users.id, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(users.name), asc(users.id));
}

export async function listTeamNumbers(db: Database, teamIds: number[]): Promise<TeamNumberRow[]> {
  if (teamIds.length === 0) return [];
  return db
    .select({ teamId: teamNumbers.teamId, numberId: teamNumbers.numberId })
    .from(teamNumbers)
    .where(inArray(teamNumbers.teamId, teamIds));
}

/** Numbers among `numberIds` that another team of the organization already answers. */
export async function findNumbersOfOtherTeams(
  db: Database,
  organizationId: number,
  numberIds: number[],
  exceptTeamId: number | undefined,
): Promise<Array<{ numberId: number; teamName: string }>> {
  if (numberIds.length === 0) return [];
  return db
    .select({ numberId: teamNumbers.numberId, teamName: teams.name })
    .from(teamNumbers)
    .innerJoin(teams, eq(teams.id, teamNumbers.teamId))
    .where(
      and(
        eq(teams.organizationId, organizationId),
        inArray(teamNumbers.numberId, numberIds),
        exceptTeamId === undefined ? undefined : ne(teams.id, exceptTeamId),
      ),
    );
}

async function replaceLinks(
  tx: Database,
  teamId: number,
  memberIds: number[] | undefined,
  numberIds: number[] | undefined,
): Promise<void> {
  if (memberIds !== undefined) {
    await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
    if (memberIds.length > 0)
      await tx.insert(teamMembers).values(memberIds.map((userId) => ({ teamId, userId })));
  }
  if (numberIds !== undefined) {
    await tx.delete(teamNumbers).where(eq(teamNumbers.teamId, teamId));
    if (numberIds.length > 0) {
      await tx.insert(teamNumbers).values(numberIds.map((numberId) => ({ teamId, numberId })));
    }
  }
}

export async function insertTeam(
  db: Database,
  organizationId: number,
  values: TeamValues,
  memberIds: number[],
  numberIds: number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teams)
      .values({ ...values, organizationId })
      .returning({ id: teams.id });
    if (!row) throw new Error('INSERT teams returned no row');
    await replaceLinks(tx, row.id, memberIds, numberIds);
    return row.id;
  });
}

export async function updateTeam(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<TeamValues>,
  memberIds: number[] | undefined,
  numberIds: number[] | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(teams)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(teams.organizationId, organizationId), eq(teams.id, id)));
    await replaceLinks(tx, id, memberIds, numberIds);
  });
}

/**
 * Deletes a team; teams that fell back to it go to voicemail (the foreign key alone would leave
 * them with the action `team` and no team). Returns the ids of those teams.
 */
export async function deleteTeam(db: Database, organizationId: number, id: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const orphans = await tx
      .update(teams)
      .set({ fallbackAction: 'voicemail', fallbackTeamId: null, updatedAt: new Date() })
      .where(and(eq(teams.organizationId, organizationId), eq(teams.fallbackTeamId, id)))
      .returning({ id: teams.id });
    await tx.delete(teams).where(and(eq(teams.organizationId, organizationId), eq(teams.id, id)));
    return orphans.map((row) => row.id).filter((orphan) => orphan !== id);
  });
}

/** Round robin: remembers whom the team offered its last call to. */
export async function setLastOffered(
  db: Database,
  organizationId: number,
  teamId: number,
  userId: number | null,
): Promise<void> {
  await db
    .update(teams)
    .set({ lastOfferedUserId: userId })
    .where(and(eq(teams.organizationId, organizationId), eq(teams.id, teamId)));
}

// ---------------------------------------------------------------------------------------------
// Availability

export async function findAvailabilities(
  db: Database,
  userIds: number[],
): Promise<Map<number, AvailabilityRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(agentAvailability).where(inArray(agentAvailability.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Every organization each of these users belongs to (their presence channels). */
export async function listMembershipsOf(
  db: Database,
  userIds: number[],
): Promise<Array<{ userId: number; organizationId: number }>> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: organizationMembers.userId, organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(inArray(organizationMembers.userId, userIds));
}

/**
 * Inserts the user's row with `values`, or changes it; one statement, safe from two instances.
 * Answers the row as it is now, locked until the transaction ends.
 */
export async function upsertAvailability(
  db: Database,
  userId: number,
  values: Partial<Omit<AvailabilityRow, 'userId' | 'updatedAt'>>,
): Promise<AvailabilityRow> {
  const now = new Date();
  const [row] = await db
    .insert(agentAvailability)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: agentAvailability.userId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('UPSERT agent_availability returned no row');
  return row;
}

/** The call rings these users now: adds it to their ringing calls. Answers their rows, locked. */
export async function addRingingCall(
  db: Database,
  callId: number,
  userIds: number[],
): Promise<AvailabilityRow[]> {
  if (userIds.length === 0) return [];
  const now = new Date();
  const ringing = sql`array_append(array_remove(${agentAvailability.ringingCallIds}, ${callId}::integer), ${callId}::integer)`;
  return db
    .insert(agentAvailability)
    .values(
      [...new Set(userIds)]
        .sort((a, b) => a - b)
        .map((userId) => ({ userId, ringingCallIds: [callId], updatedAt: now })),
    )
    .onConflictDoUpdate({
      target: agentAvailability.userId,
      set: { ringingCallIds: ringing, updatedAt: now },
    })
    .returning();
}

/**
 * The call no longer rings anyone, or `only` these users, or anyone but those it should `keep`
 * ringing. Answers the rows it changed, locked.
 */
export async function removeRingingCall(
  db: Database,
  callId: number,
  users: { only?: number[]; keep?: number[] },
): Promise<AvailabilityRow[]> {
  if (users.only?.length === 0) return [];
  return db
    .update(agentAvailability)
    .set({
      ringingCallIds: sql`array_remove(${agentAvailability.ringingCallIds}, ${callId}::integer)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        sql`${callId}::integer = any(${agentAvailability.ringingCallIds})`,
        users.only ? inArray(agentAvailability.userId, users.only) : undefined,
        users.keep?.length ? notInArray(agentAvailability.userId, users.keep) : undefined,
      ),
    )
    .returning();
}

/** Whether the call still rings for any agent (each declined or stopped ringing leaves it). */
export async function isRingingForAnyone(db: Database, callId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: agentAvailability.userId })
    .from(agentAvailability)
    .where(sql`${callId}::integer = any(${agentAvailability.ringingCallIds})`)
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Agent state history

export type AgentStateChangeRow = typeof agentStateChanges.$inferSelect;

/** The user's latest state change. */
export async function findLastStateChange(
  db: Database,
  userId: number,
): Promise<AgentStateChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(agentStateChanges)
    .where(eq(agentStateChanges.userId, userId))
    .orderBy(desc(agentStateChanges.at), desc(agentStateChanges.id))
    .limit(1);
  return row;
}

type StateChangeValues = Omit<typeof agentStateChanges.$inferInsert, 'id'>;

/** One change, or many at once (the demo's past history). */
export async function insertStateChange(
  db: Database,
  values: StateChangeValues | StateChangeValues[],
): Promise<void> {
  await db.insert(agentStateChanges).values([values].flat());
}

/**
 * The users' state changes from `from` to `until`, each user's last one before `from` first (the
 * state they were in then), in the order they were recorded.
 */
export async function listStateChanges(
  db: Database,
  userIds: number[],
  from: Date,
  until: Date,
): Promise<AgentStateChangeRow[]> {
  if (userIds.length === 0) return [];
  // Each user's last change before `from`, one index probe per user: `distinct on` would read
  // every earlier change of the users (years of them) to keep one row each.
  const users = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const lastBefore = sql`(select (
      select last.id from ${agentStateChanges} as last
      where last.user_id = users.id and last.at < ${from}
      order by last.at desc, last.id desc limit 1
    ) from unnest(array[${users}]::integer[]) as users(id))`;
  const before = await db
    .select()
    .from(agentStateChanges)
    .where(inArray(agentStateChanges.id, lastBefore))
    .orderBy(asc(agentStateChanges.userId));
  const during = await db
    .select()
    .from(agentStateChanges)
    .where(
      and(
        inArray(agentStateChanges.userId, userIds),
        gte(agentStateChanges.at, from),
        lt(agentStateChanges.at, until),
      ),
    )
    .orderBy(asc(agentStateChanges.userId), asc(agentStateChanges.at), asc(agentStateChanges.id));
  return [...before, ...during];
}

// ---------------------------------------------------------------------------------------------
// Call settings

export async function findCallSettings(
  db: Database,
  organizationId: number,
): Promise<CallSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationCallSettings)
    .where(eq(organizationCallSettings.organizationId, organizationId));
  return row;
}

export async function upsertCallSettings(
  db: Database,
  organizationId: number,
  values: Partial<Pick<CallSettingsRow, 'wrapUpSeconds' | 'missedCallSlaMinutes'>>,
): Promise<void> {
  const now = new Date();
  await db
    .insert(organizationCallSettings)
    .values({ organizationId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: organizationCallSettings.organizationId,
      set: { ...values, updatedAt: now },
    });
}
