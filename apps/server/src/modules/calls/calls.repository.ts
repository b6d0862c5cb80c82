import type { CallableType, CallStatus, ListCallsQuery } from '@aurora/contracts/calls';
import { instantOf } from '@aurora/contracts/time-zones';
import { and, count, eq, getTableColumns, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { numberNameOf } from '#modules/numbers/numbers.service.ts';
import { ringingCallIdsOf } from '#modules/teams/teams.service.ts';
import type { Database } from '#platform/db/client.ts';
import { searchWordsOf } from '#platform/db/search-words.ts';
import { qualified } from '#platform/db/sql.ts';
import { organizations } from '#platform/tenancy/organizations.table.ts';
import { recordNameByType, recordNameOf } from '#records/record-lookup.ts';
import {
  type ListContext,
  type ListSpec,
  listConditions,
  listOrder,
  pageWindow,
  resemblanceOrder,
  userNameOf,
} from '#records/records.repository.ts';
import { calls } from './calls.table.ts';

export type CallValues = Omit<typeof calls.$inferInsert, 'id' | 'organizationId'>;

/** The statuses of a call not ended yet (`isOpenCallStatus`). */
export const OPEN_CALL_STATUSES: readonly CallStatus[] = ['initiated', 'ringing', 'in-progress'];

const contactNameOf = recordNameOf('contact', calls.contactId);
const callableNameOf = recordNameByType(calls.callableType, calls.callableId);

const organizationOf = (column: typeof organizations.code | typeof organizations.name) =>
  sql<string>`(select ${qualified(column)} from ${organizations} where ${qualified(organizations.id)} = ${qualified(calls.organizationId)})`;

const callColumns = {
  ...getTableColumns(calls),
  agentName: userNameOf(calls.userId),
  contactName: contactNameOf,
  callableName: callableNameOf,
  organizationCode: organizationOf(organizations.code),
  organizationName: organizationOf(organizations.name),
  lineName: numberNameOf(calls.numberId),
};

export type CallRow = typeof calls.$inferSelect & {
  agentName: string | null;
  contactName: string | null;
  callableName: string | null;
  organizationCode: string;
  organizationName: string;
  lineName: string | null;
};

export const callListSpec: ListSpec = {
  id: calls.id,
  filters: {
    user_id: { type: 'relation', expr: calls.userId },
    direction: { type: 'enum', expr: calls.direction },
    type: { type: 'enum', expr: calls.type },
    status: { type: 'enum', expr: calls.status },
    outcome: { type: 'enum', expr: calls.outcome },
    callable_type: { type: 'enum', expr: calls.callableType },
    callable_id: { type: 'number', expr: calls.callableId },
    contact_id: { type: 'relation', expr: calls.contactId },
    number_id: { type: 'relation', expr: calls.numberId },
    phone: {
      type: 'text',
      expr: sql`regexp_replace(coalesce(${calls.phoneFrom}, '') || ' ' || coalesce(${calls.phoneTo}, ''), '[^0-9 ]', '', 'g')`,
      phone: true,
    },
    started_at: { type: 'date', expr: calls.startedAt },
    duration_seconds: { type: 'number', expr: calls.durationSeconds },
  },
  sorts: {
    started_at: { expr: calls.startedAt },
    duration_seconds: { expr: calls.durationSeconds, nullable: true },
    status: { expr: calls.status },
    direction: { expr: calls.direction },
    agent: { expr: userNameOf(calls.userId), nullable: true },
  },
  // Calls are few per organization and day: the name is folded as the list reads it, unindexed.
  search: {
    words: searchWordsOf(sql`coalesce(${contactNameOf}, ${callableNameOf}, '')`),
    phones: [calls.phoneFrom, calls.phoneTo],
  },
};

type Scope = { organizationId: number } | { userId: number };

const scopeCondition = (scope: Scope) =>
  'organizationId' in scope ? eq(calls.organizationId, scope.organizationId) : eq(calls.userId, scope.userId);

/** A page of calls of an organization, or of one user across organizations. */
export async function listCalls(
  db: Database,
  scope: Scope,
  query: ListCallsQuery & { page: number; per_page: number; sort: string },
  context: ListContext,
): Promise<{ rows: CallRow[]; total: number; resembling: boolean }> {
  const { limit, offset } = pageWindow(query);
  const where = and(scopeCondition(scope), ...listConditions(callListSpec, query, context));
  const [rows, [totals]] = await Promise.all([
    db
      .select(callColumns)
      .from(calls)
      .where(where)
      .orderBy(...listOrder(callListSpec, query.sort))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(calls).where(where),
  ]);
  const total = totals?.total ?? 0;
  if (total > 0 || !query.q || offset > 0) return { rows: rows as CallRow[], total, resembling: false };
  // A name that matches nothing word for word may be a typo: one page of the calls closest to it.
  const closest = await db
    .select(callColumns)
    .from(calls)
    .where(and(scopeCondition(scope), ...listConditions(callListSpec, query, context, 'resemblance')))
    .orderBy(...resemblanceOrder(callListSpec, query.q, query.sort))
    .limit(limit);
  return { rows: closest as CallRow[], total: closest.length, resembling: true };
}

export async function findCall(
  db: Database,
  organizationId: number,
  id: number,
): Promise<CallRow | undefined> {
  const [row] = await db
    .select(callColumns)
    .from(calls)
    .where(and(eq(calls.organizationId, organizationId), eq(calls.id, id)));
  return row as CallRow | undefined;
}

/** Calls of an organization by id (a timeline page's calls, in one query). */
export async function findCalls(db: Database, organizationId: number, ids: number[]): Promise<CallRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(callColumns)
    .from(calls)
    .where(and(eq(calls.organizationId, organizationId), inArray(calls.id, ids)));
  return rows as CallRow[];
}

/** A call by id in any organization: webhooks and the simulator name calls by id alone. */
export async function findCallById(db: Database, id: number): Promise<CallRow | undefined> {
  const [row] = await db.select(callColumns).from(calls).where(eq(calls.id, id));
  return row as CallRow | undefined;
}

/**
 * The incoming calls ringing for this user now, in every organization, oldest first: those still
 * on the agent's ringing list (the teams module's), which a declined leg leaves.
 */
export async function findCallsRingingFor(db: Database, userId: number): Promise<CallRow[]> {
  const rows = await db
    .select(callColumns)
    .from(calls)
    .where(
      and(
        eq(calls.status, 'ringing'),
        eq(calls.direction, 'inbound'),
        isNull(calls.userId),
        inArray(calls.id, ringingCallIdsOf(userId)),
      ),
    )
    .orderBy(calls.startedAt);
  return rows as CallRow[];
}

export async function findCallByProviderId(db: Database, provider: string, providerCallId: string) {
  const [row] = await db
    .select(callColumns)
    .from(calls)
    .where(and(eq(calls.provider, provider), eq(calls.providerCallId, providerCallId)));
  return row as CallRow | undefined;
}

export async function insertCall(db: Database, organizationId: number, values: CallValues): Promise<number> {
  const [row] = await db
    .insert(calls)
    .values({ ...values, organizationId })
    .returning({ id: calls.id });
  if (!row) throw new Error('INSERT calls returned no row');
  return row.id;
}

/**
 * Updates a call only while its status is still `expectedStatus`: two callbacks racing each
 * other cannot both move it. Answers whether the row was updated.
 */
export async function updateCallIfStatus(
  db: Database,
  id: number,
  expectedStatus: CallStatus,
  values: Partial<CallValues>,
): Promise<boolean> {
  const rows = await db
    .update(calls)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(calls.id, id), eq(calls.status, expectedStatus)))
    .returning({ id: calls.id });
  return rows.length > 0;
}

/** Ids of the organization's missed incoming calls from this phone (E.164). */
export async function findMissedCallIdsFrom(
  db: Database,
  organizationId: number,
  phone: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: calls.id })
    .from(calls)
    .where(
      and(
        eq(calls.organizationId, organizationId),
        eq(calls.direction, 'inbound'),
        eq(calls.status, 'missed'),
        eq(calls.phoneFrom, phone),
      ),
    );
  return rows.map((row) => row.id);
}

/** Moves a ringing call from one step of its route to the next; false when something moved it first. */
export async function moveRingStep(
  db: Database,
  id: number,
  fromStep: number,
  userIds: number[],
): Promise<boolean> {
  const rows = await db
    .update(calls)
    .set({ ringStep: fromStep + 1, ringingUserIds: userIds, ringingSince: new Date(), updatedAt: new Date() })
    .where(and(eq(calls.id, id), eq(calls.status, 'ringing'), eq(calls.ringStep, fromStep)))
    .returning({ id: calls.id });
  return rows.length > 0;
}

export async function updateCall(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<CallValues>,
): Promise<void> {
  await db
    .update(calls)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(calls.organizationId, organizationId), eq(calls.id, id)));
}

/**
 * Makes a call about a record only while it is about none: two links at once cannot both win.
 * Answers whether the row was updated.
 */
export async function linkCallIfUnlinked(
  db: Database,
  organizationId: number,
  id: number,
  subject: { callableType: CallableType; callableId: number },
): Promise<boolean> {
  const rows = await db
    .update(calls)
    .set({ ...subject, updatedAt: new Date() })
    .where(and(eq(calls.organizationId, organizationId), eq(calls.id, id), isNull(calls.callableType)))
    .returning({ id: calls.id });
  return rows.length > 0;
}

/** The user's open calls (any organization). */
export async function listOpenCallsOfUser(db: Database, userId: number): Promise<CallRow[]> {
  const rows = await db
    .select(callColumns)
    .from(calls)
    .where(and(eq(calls.userId, userId), inArray(calls.status, OPEN_CALL_STATUSES)));
  return rows as CallRow[];
}

/**
 * Calls not ended yet, across every organization, per status (the metrics' active calls). The
 * partial index of open calls answers it: its cost follows the calls open now, not the table.
 */
export async function countOpenCallsByStatus(db: Database): Promise<{ status: CallStatus; calls: number }[]> {
  return db
    .select({ status: calls.status, calls: count() })
    .from(calls)
    .where(inArray(calls.status, OPEN_CALL_STATUSES))
    .groupBy(calls.status);
}

/**
 * The open calls with no sign of life for longer than the rule allows (see `ABANDON_AFTER` in
 * the service); `scope` limits it to an organization or a user.
 */
export async function findStaleCalls(
  db: Database,
  scope: Scope | 'all',
  now: Date,
  limits: { liveSetupMs: number; liveMs: number; trackedMs: number },
): Promise<CallRow[]> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const stale: SQL = sql`(
    (${calls.type} = 'live' and ${calls.status} in ('initiated', 'ringing') and ${calls.lastActivityAt} < ${before(limits.liveSetupMs)})
    or (${calls.type} = 'live' and ${calls.lastActivityAt} < ${before(limits.liveMs)})
    or (${calls.type} = 'tracked' and ${calls.startedAt} < ${before(limits.trackedMs)})
  )`;
  const conditions = [inArray(calls.status, OPEN_CALL_STATUSES), stale];
  if (scope !== 'all') conditions.push(scopeCondition(scope));
  const rows = await db
    .select(callColumns)
    .from(calls)
    .where(and(...conditions))
    .limit(500);
  return rows as CallRow[];
}

/** Calls and talk seconds of an organization this month, in its time zone (the organization dashboard). */
export async function countCallsThisMonth(db: Database, organizationId: number, now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = parts.find((part) => part.type === 'year')?.value ?? '1970';
  const month = parts.find((part) => part.type === 'month')?.value ?? '01';
  const from = instantOf(`${year}-${month}-01`, 0, timeZone);
  const [row] = await db
    .select({
      calls: count(),
      seconds: sql<string>`coalesce(sum(${calls.durationSeconds}), 0)`,
    })
    .from(calls)
    .where(and(eq(calls.organizationId, organizationId), gte(calls.startedAt, from)));
  return { calls: row?.calls ?? 0, seconds: Number(row?.seconds ?? 0) };
}

/** A user's calls in [from, to) across organizations (the agent dashboard). */
export async function countUserCallsBetween(db: Database, userId: number, from: Date, to: Date) {
  const [row] = await db
    .select({ calls: count() })
    .from(calls)
    .where(and(eq(calls.userId, userId), gte(calls.startedAt, from), lt(calls.startedAt, to)));
  return row?.calls ?? 0;
}

/** Stores a recording unless the call has one already (idempotent on the recording's sid). */
export async function setRecordingIfNone(
  db: Database,
  id: number,
  values: Pick<
    CallValues,
    'recordingSid' | 'recordingUrl' | 'recordingKey' | 'recordingDurationSeconds' | 'voicemail'
  >,
): Promise<boolean> {
  const rows = await db
    .update(calls)
    .set({ ...values, updatedAt: new Date(), lastActivityAt: new Date() })
    .where(and(eq(calls.id, id), sql`${calls.recordingSid} is null`))
    .returning({ id: calls.id });
  return rows.length > 0;
}

/** What a usage row is keyed and labelled by (the telephony bill's grouping). */
export type CallUsageGroup = 'agent' | 'number' | 'direction' | 'day';

/** One group's provider calls in one price currency (null: not priced). */
export type CallUsageRow = {
  key: string | null;
  label: string | null;
  priceUnit: string | null;
  calls: number;
  unpricedCalls: number;
  billedMinutes: number;
  talkSeconds: number;
  /** Exact decimal text (numeric sum); null when nothing in the row was priced. */
  cost: string | null;
};

const usageKeyOf = (group: CallUsageGroup, timeZone: string) => {
  switch (group) {
    case 'agent':
      return { key: sql<string | null>`${calls.userId}::text`, label: userNameOf(calls.userId) };
    case 'number':
      return { key: sql<string | null>`${calls.numberId}::text`, label: numberNameOf(calls.numberId) };
    case 'direction':
      return { key: sql<string | null>`${calls.direction}`, label: sql<string | null>`null` };
    case 'day': {
      const day = sql<string | null>`to_char(${calls.startedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      return { key: day, label: sql<string | null>`null` };
    }
  }
};

/**
 * The organization's calls through the provider (live ones) started in [from, to), per group and
 * price currency: each call's minutes rounded up on its own, prices summed as numeric (exact).
 */
export async function sumCallUsage(
  db: Database,
  organizationId: number,
  options: { from: Date; to: Date; group: CallUsageGroup; timeZone: string },
): Promise<CallUsageRow[]> {
  const { key, label } = usageKeyOf(options.group, options.timeZone);
  const seconds = sql`coalesce(${calls.durationSeconds}, 0)`;
  const rows = await db
    .select({
      key,
      label,
      priceUnit: calls.priceUnit,
      calls: sql<number>`count(*)::int`,
      unpricedCalls: sql<number>`(count(*) filter (where ${calls.price} is null and ${seconds} > 0))::int`,
      billedMinutes: sql<string>`coalesce(sum((${seconds} + 59) / 60), 0)`,
      talkSeconds: sql<string>`coalesce(sum(${seconds}), 0)`,
      cost: sql<string | null>`sum(${calls.price})::text`,
    })
    .from(calls)
    .where(
      and(
        eq(calls.organizationId, organizationId),
        eq(calls.type, 'live'),
        gte(calls.startedAt, options.from),
        lt(calls.startedAt, options.to),
      ),
    )
    // By position: the day's expression carries a parameter, and PostgreSQL would not match it again.
    .groupBy(sql`1`, sql`2`, sql`3`);
  return rows.map((row) => ({
    ...row,
    billedMinutes: Number(row.billedMinutes),
    talkSeconds: Number(row.talkSeconds),
  }));
}

/** Inserts calls, skipping those whose provider call id is stored already; answers the new ones. */
export async function insertCallsIfNew(db: Database, organizationId: number, values: CallValues[]) {
  if (values.length === 0) return [];
  return db
    .insert(calls)
    .values(values.map((value) => ({ ...value, organizationId })))
    .onConflictDoNothing({ target: [calls.provider, calls.providerCallId] })
    .returning({ id: calls.id, providerCallId: calls.providerCallId });
}
