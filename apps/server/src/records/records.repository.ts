import {
  type FilterType,
  type ListQueryValues,
  parseFilterKey,
  type SubjectType,
} from '@aurora/contracts/records';
import { queryWords } from '@aurora/contracts/search';
import { addDays, instantOf } from '@aurora/contracts/time-zones';
import { type AnyColumn, and, count, desc, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  alias,
  type PgSelect,
  type PgUpdateSetSource,
  type SelectedFields,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '#platform/db/client.ts';
import { preparedQuery } from '#platform/db/prepared.ts';
import { resemblance, resembles, startsEveryWord } from '#platform/db/search-words.ts';
import { qualified } from '#platform/db/sql.ts';
import { organizationMembers } from '#platform/tenancy/members.table.ts';
import { users } from '#platform/tenancy/users.table.ts';
import { notes } from '#records/notes/notes.table.ts';
import { type RecordTable, recordTypeOf } from './record-types.ts';
import { recordActivities } from './records.table.ts';

type Expression = SQL | AnyColumn;

/** How a list filters on one field of the contract's `filter[...]` grammar. */
export type FilterColumn = {
  type: FilterType;
  expr: Expression;
  /** A `text[]` column: `eq` is "has any of", `contains` looks inside every element. */
  array?: boolean;
  /** `expr` is a `phone_digits` column: values are compared by their digits. */
  phone?: boolean;
  /**
   * A relation held in another table (a trip's travellers): the condition that the row relates to
   * one of `ids`, or to anyone at all without them, as an `exists (select 1 ...)`. A relation's
   * `eq` and `empty` use it instead of comparing `expr`.
   */
  through?: (ids?: number[]) => SQL;
  /** A `date` column (not a timestamp): days compare as days, with no time zone. */
  dateOnly?: boolean;
};

export type SortColumn = { expr: Expression; nullable?: boolean };

/**
 * How a list matches `q` (decision 019): every word of it starts a word of `words`, in any order,
 * or a phone-shaped `q` is in one of `phones`; when nothing matches so, `words` resembling `q`.
 */
export type ListSearch = {
  /** Search words (a `search_text` column, or `searchWordsOf(...)`). */
  words: Expression;
  /** Columns holding phone digits (or E.164 numbers). */
  phones?: Expression[];
  /** Another way a record matches every word (a deal by its client's name). */
  alsoMatching?: (words: string[]) => SQL | undefined;
};

/** A module's list: its filterable and sortable columns, its id (the tiebreak) and its `q` search. */
export type ListSpec = {
  id: AnyColumn;
  filters: Record<string, FilterColumn>;
  sorts: Record<string, SortColumn>;
  search: ListSearch;
};

/** How `q` is matched: word for word, or by resemblance when nothing matches word for word. */
export type QueryMatch = 'words' | 'resemblance';

/** Who is asking and where: `me`, the organization's time zone for days, digits of a phone `q`. */
export type ListContext = { userId: number; timeZone: string; phoneDigits: (q: string) => string[] };

/** `%text%` with LIKE's wildcards escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE conditions of a list query: its filters and its `q`, matched as `match` says. */
export function listConditions(
  spec: ListSpec,
  query: ListQueryValues,
  context: ListContext,
  match: QueryMatch = 'words',
): SQL[] {
  const conditions: SQL[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (typeof raw !== 'string' || raw === '') continue;
    const parsed = parseFilterKey(key);
    const column = parsed && spec.filters[parsed.field];
    if (!parsed || !column) continue;
    const condition = filterCondition(column, parsed.operator, raw, context);
    if (condition) conditions.push(condition);
  }
  if (query.q) conditions.push(queryCondition(spec.search, query.q, context, match));
  return conditions;
}

/** The order of rows resembling `q`: the closest first, then the list's own order. */
export const resemblanceOrder = (spec: ListSpec, q: string, sort: string): SQL[] => [
  desc(resemblance(spec.search.words, q)),
  ...listOrder(spec, sort),
];

function queryCondition(search: ListSearch, q: string, context: ListContext, match: QueryMatch): SQL {
  if (match === 'resemblance') return resembles(search.words, q);
  const words = queryWords(q);
  const phones = context
    .phoneDigits(q)
    .flatMap((digits) => (search.phones ?? []).map((phone) => sql`${phone} like ${containsPattern(digits)}`));
  const matching = [startsEveryWord(search.words, words), search.alsoMatching?.(words), ...phones];
  // A `q` of punctuation alone has no words, and matches nothing rather than everything.
  return words.length > 0 || phones.length > 0 ? (or(...matching) ?? sql`false`) : sql`false`;
}

const split = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const digitsOf = (value: string) => value.replace(/\D/g, '');

function filterCondition(
  column: FilterColumn,
  operator: string,
  value: string,
  context: ListContext,
): SQL | undefined {
  const expr = sql`${column.expr}`;
  switch (operator) {
    case 'eq': {
      if (column.type === 'boolean') return eq(expr, value === 'true');
      if (column.type === 'relation') {
        const ids = split(value).map((id) => (id === 'me' ? context.userId : Number(id)));
        return column.through ? column.through(ids) : inArray(expr, ids);
      }
      // Compared as numeric: `1.5` against an integer column matches nothing instead of failing.
      if (column.type === 'number') return sql`${expr}::numeric = any(${sql.param(split(value))}::numeric[])`;
      if (column.array) return sql`${expr} && ${sql.param(split(value))}::text[]`;
      if (column.phone) return phoneContains(expr, value);
      if (column.type === 'text') {
        return inArray(
          sql`lower(${expr})`,
          split(value).map((v) => v.toLowerCase()),
        );
      }
      return inArray(expr, split(value));
    }
    case 'contains':
      if (column.phone) return phoneContains(expr, value);
      if (column.array) return sql`array_to_string(${expr}, ' ') ilike ${containsPattern(value)}`;
      return sql`${expr} ilike ${containsPattern(value)}`;
    case 'after':
    case 'before':
      return dateCondition(column, operator, value, context.timeZone);
    case 'gte':
      return sql`${expr} >= ${value}::numeric`;
    case 'lte':
      return sql`${expr} <= ${value}::numeric`;
    case 'empty': {
      const empty = column.through
        ? not(column.through())
        : column.array
          ? sql`cardinality(${expr}) = 0`
          : column.type === 'text'
            ? sql`(${expr} is null or ${expr} = '')`
            : isNull(expr);
      return value === 'true' ? empty : not(empty);
    }
    default:
      return undefined;
  }
}

function phoneContains(expr: Expression, value: string): SQL {
  const digits = digitsOf(value);
  // No digits at all cannot match a phone; compare with something no phone holds.
  return sql`${expr} like ${containsPattern(digits || 'x')}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dateCondition(column: FilterColumn, operator: 'after' | 'before', value: string, timeZone: string) {
  const { expr } = column;
  if (column.dateOnly) {
    const day = value.slice(0, 10);
    return operator === 'after' ? sql`${expr} >= ${day}` : sql`${expr} <= ${day}`;
  }
  if (!DAY.test(value)) {
    const at = new Date(value);
    return operator === 'after' ? sql`${expr} >= ${at}` : sql`${expr} < ${at}`;
  }
  // A day is the organization's day: from its local midnight to the next one, both bounds inclusive.
  if (operator === 'after') return sql`${expr} >= ${instantOf(value, 0, timeZone)}`;
  return sql`${expr} < ${instantOf(addDays(value, 1), 0, timeZone)}`;
}

/** ORDER BY for `sort` (`status,-created_at`), then the id in the direction of the last key. */
export function listOrder(spec: ListSpec, sort: string): SQL[] {
  const order: SQL[] = [];
  let lastDescending = false;
  for (const part of sort.split(',')) {
    const descending = part.trim().startsWith('-');
    const column = spec.sorts[part.trim().replace(/^-/, '')];
    if (!column) continue;
    lastDescending = descending;
    // Nulls go last either way; only nullable columns say so, so NOT NULL ones keep using their index.
    const nulls = column.nullable ? sql` nulls last` : sql``;
    order.push(sql`${column.expr} ${descending ? sql`desc` : sql`asc`}${nulls}`);
  }
  order.push(lastDescending ? desc(spec.id) : sql`${spec.id} asc`);
  return order;
}

/** LIMIT and OFFSET of a page. */
export const pageWindow = (query: { page: number; per_page: number }) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});

/**
 * How a module reads its list: the ids of its records matching conditions (its table, its joins,
 * its organization), and the full rows of some ids.
 */
export type ListQuery<Row extends { id: number }> = {
  matching: (conditions: SQL[]) => PgSelect;
  rowsOf: (ids: number[]) => Promise<Row[]>;
};

/** The row a select of `columns` answers: a record type's row type, from its column map. */
export type RowOf<Columns extends SelectedFields> = SelectResultFields<Columns>;

/**
 * How a record type's list and detail page read its full rows (`columns`: the table's and the
 * related names): by ids in one statement prepared as `statement`, the same on every page, and
 * one by id. `view` narrows a list further (a task view, say).
 */
export function recordRowsReader<Columns extends SelectedFields & { id: AnyPgColumn }>(
  table: RecordTable,
  columns: Columns,
  statement: string,
) {
  type Row = RowOf<Columns> & { id: number };
  const byIds = preparedQuery((db) =>
    db
      .select(columns)
      .from(table)
      .where(sql`${table.id} = any(${sql.placeholder('ids')})`)
      .prepare(statement),
  );
  const rowsOf = async (db: Database, ids: number[]): Promise<Row[]> =>
    ids.length === 0 ? [] : ((await byIds(db).execute({ ids })) as Row[]);
  return {
    rowsOf,
    listQuery: (db: Database, organizationId: number, view?: SQL): ListQuery<Row> => ({
      matching: (conditions) =>
        db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.organizationId, organizationId), view, ...conditions))
          .$dynamic(),
      rowsOf: (ids) => rowsOf(db, ids),
    }),
    find: async (db: Database, organizationId: number, id: number): Promise<Row | undefined> => {
      const [row] = await db
        .select(columns)
        .from(table)
        .where(and(eq(table.organizationId, organizationId), eq(table.id, id)));
      return row as Row | undefined;
    },
  };
}

export type ListWindow = {
  conditions: SQL[];
  /**
   * When nothing matches `q` word for word: the conditions matching it by resemblance, and their
   * order, the closest first. One page of them is read, and not counted.
   */
  resembling?: { conditions: SQL[]; orderBy: SQL[] } | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
};

/**
 * Matches counted one by one before a list's total becomes the planner's estimate: counting is
 * linear in the matches (about 4 ms for 33,000 on PostgreSQL), and beyond a thousand "about
 * 33,000" tells a person as much as the exact figure.
 */
export const EXACT_TOTAL_LIMIT = 1000;

/** The rows of one page, in the list's order. */
export async function readListRows<Row extends { id: number }>(
  list: ListQuery<Row>,
  window: ListWindow,
): Promise<Row[]> {
  // Two steps: the page's ids first (an index walk, however deep the page), then the full rows
  // of those ids only, so the related names are computed for 25 rows, not for every skipped one.
  const page = await list
    .matching(window.conditions)
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
  const ids = page.map((row) => row.id as number);
  if (ids.length === 0) return [];
  const byId = new Map((await list.rowsOf(ids)).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}

/**
 * One page and the list's total: exact up to EXACT_TOTAL_LIMIT matches, estimated beyond. Only a
 * full page counts (a search usually answers a short one, whose end is the total), and in its own
 * statement, after the page: counting beside the page would run an expensive search twice.
 */
export async function readListPage<Row extends { id: number }>(
  db: Database,
  list: ListQuery<Row>,
  window: ListWindow,
): Promise<{ rows: Row[]; total: number; estimated: boolean; resembling: boolean }> {
  const rows = await readListRows(list, window);
  // A `q` that matches nothing word for word may be a typo: one page of what resembles it most.
  if (rows.length === 0 && window.offset === 0 && window.resembling) {
    const closest = await readListRows(list, { ...window, ...window.resembling });
    return { rows: closest, total: closest.length, estimated: false, resembling: true };
  }
  const seen = window.offset + rows.length;
  if (rows.length < window.limit && (rows.length > 0 || window.offset === 0)) {
    return { rows, total: seen, estimated: false, resembling: false };
  }
  // A page past the end (a stale link) counts everything: the list can then go to the real last page.
  const pastTheEnd = rows.length === 0;
  const matching = list.matching(window.conditions);
  const [counted] = await db
    .select({ total: count() })
    .from((pastTheEnd ? matching : matching.limit(EXACT_TOTAL_LIMIT + 1)).as('matching'));
  const total = counted?.total ?? 0;
  if (pastTheEnd || total <= EXACT_TOTAL_LIMIT) return { rows, total, estimated: false, resembling: false };
  const estimate = await estimatedRows(db, list.matching(window.conditions));
  return { rows, total: Math.max(estimate, seen, total), estimated: true, resembling: false };
}

/**
 * The conditions a whole list is read with (an export): word for word, or what resembles `q` when
 * nothing matches word for word, as its first page does.
 */
export async function conditionsInUse<Row extends { id: number }>(
  list: ListQuery<Row>,
  window: Pick<ListWindow, 'conditions' | 'resembling'>,
): Promise<SQL[]> {
  if (!window.resembling) return window.conditions;
  const [match] = await list.matching(window.conditions).limit(1);
  return match ? window.conditions : window.resembling.conditions;
}

/** The planner's estimate of how many rows a query answers (EXPLAIN plans it without running it). */
async function estimatedRows(db: Database, query: PgSelect): Promise<number> {
  // Both drivers answer `{ rows }`; node-postgres parses the plan's JSON, PGlite hands over text.
  const result = (await db.execute(sql`explain (format json) ${query}`)) as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/** `(select name from users where id = column)`, for owner and author names. */
export const userNameOf = (column: AnyColumn) =>
  sql<
    string | null
  >`(select ${qualified(users.name)} from ${users} where ${qualified(users.id)} = ${qualified(column as never)})`;

/** Whether the user is a member of the organization (owners must be). */
export async function isOrganizationMember(db: Database, organizationId: number, userId: number) {
  const [row] = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
  return row !== undefined;
}

export type ActivityValues = {
  subjectType: SubjectType;
  subjectId: number;
  type: string;
  actorId: number | null;
  data?: Record<string, unknown> | null;
  createdAt?: Date;
};

export async function insertActivities(
  db: Database,
  organizationId: number,
  values: ActivityValues[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(recordActivities).values(values.map((value) => ({ ...value, organizationId })));
}

export type Subject = { type: SubjectType; id: number };

function subjectsCondition(type: AnyColumn, id: AnyColumn, subjects: Subject[]): SQL | undefined {
  const byType = new Map<SubjectType, number[]>();
  for (const subject of subjects) byType.set(subject.type, [...(byType.get(subject.type) ?? []), subject.id]);
  return or(...[...byType].map(([subjectType, ids]) => and(eq(type, subjectType), inArray(id, ids))));
}

export type ActivityRow = {
  id: string;
  type: string;
  at: Date;
  actorId: number | null;
  actorName: string | null;
  data: Record<string, unknown> | null;
  subjectType: SubjectType;
  subjectId: number;
};

/** Events and notes of the subjects, newest first, one page of them, with the total. */
const earlierCall = alias(recordActivities, 'earlier_call');

/**
 * A call entry already on the page under another of the subjects: a call with a client's contact
 * is on the client's timeline and the contact's, and the client's page shows both once.
 */
const shownEarlier = (organizationId: number, subjects: Subject[]): SQL =>
  sql`(${qualified(recordActivities.type)} = 'call' and exists (select 1 from ${recordActivities} ${earlierCall} where ${and(
    eq(earlierCall.organizationId, organizationId),
    eq(earlierCall.type, 'call'),
    sql`${earlierCall.data}->>'call_id' = ${qualified(recordActivities.data)}->>'call_id'`,
    sql`${earlierCall.id} < ${qualified(recordActivities.id)}`,
    subjectsCondition(earlierCall.subjectType, earlierCall.subjectId, subjects),
  )}))`;

export async function listActivities(
  db: Database,
  organizationId: number,
  subjects: Subject[],
  page: { limit: number; offset: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const events = db
    .select({
      id: sql<string>`'event:' || ${recordActivities.id}`.as('id'),
      type: recordActivities.type,
      at: sql<Date>`${recordActivities.createdAt}`.as('at'),
      actorId: recordActivities.actorId,
      data: recordActivities.data,
      subjectType: recordActivities.subjectType,
      subjectId: recordActivities.subjectId,
    })
    .from(recordActivities)
    .where(
      and(
        eq(recordActivities.organizationId, organizationId),
        subjectsCondition(recordActivities.subjectType, recordActivities.subjectId, subjects),
        subjects.length > 1 ? not(shownEarlier(organizationId, subjects)) : undefined,
      ),
    );
  const noteEvents = db
    .select({
      id: sql<string>`'note:' || ${notes.id}`.as('id'),
      type: sql<string>`'note'`.as('type'),
      at: sql<Date>`${notes.createdAt}`.as('at'),
      actorId: notes.authorId,
      data: sql<
        Record<string, unknown>
      >`jsonb_build_object('note_id', ${notes.id}, 'body', ${notes.body}, 'pinned', ${notes.pinned})`.as(
        'data',
      ),
      subjectType: notes.subjectType,
      subjectId: notes.subjectId,
    })
    .from(notes)
    .where(
      and(
        eq(notes.organizationId, organizationId),
        subjectsCondition(notes.subjectType, notes.subjectId, subjects),
      ),
    );
  const union = events.unionAll(noteEvents).as('activity');
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: union.id,
        type: union.type,
        at: union.at,
        actorId: union.actorId,
        data: union.data,
        subjectType: union.subjectType,
        subjectId: union.subjectId,
      })
      .from(union)
      .orderBy(desc(union.at), desc(union.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(union),
  ]);
  const actorIds = [...new Set(rows.map((row) => row.actorId).filter((id): id is number => id !== null))];
  const actors = actorIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, actorIds))
    : [];
  const names = new Map(actors.map((actor) => [actor.id, actor.name]));
  return {
    rows: rows.map((row) => ({
      ...row,
      at: new Date(row.at),
      actorName: row.actorId === null ? null : (names.get(row.actorId) ?? null),
    })) as ActivityRow[],
    total: totals[0]?.total ?? 0,
  };
}

/** Moves events and notes of one subject to another (contact merge). */
export async function moveActivities(db: Database, organizationId: number, from: Subject, to: Subject) {
  await db
    .update(recordActivities)
    .set({ subjectType: to.type, subjectId: to.id })
    .where(
      and(
        eq(recordActivities.organizationId, organizationId),
        eq(recordActivities.subjectType, from.type),
        eq(recordActivities.subjectId, from.id),
      ),
    );
}

/** Deletes the events of subjects that are being deleted. */
export async function deleteActivities(db: Database, organizationId: number, subjects: Subject[]) {
  if (subjects.length === 0) return;
  await db
    .delete(recordActivities)
    .where(
      and(
        eq(recordActivities.organizationId, organizationId),
        subjectsCondition(recordActivities.subjectType, recordActivities.subjectId, subjects),
      ),
    );
}

/** Inserts records of `table` into the organization; answers their ids, in order. */
export async function insertRecordRows<Table extends RecordTable>(
  db: Database,
  organizationId: number,
  table: Table,
  values: Omit<Table['$inferInsert'], 'organizationId'>[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(table)
    .values(values.map((value) => ({ ...value, organizationId })) as Table['$inferInsert'][])
    .returning({ id: table.id });
  return rows.map((row) => row.id);
}

/** Sets columns of one record of the organization, and its `updated_at`. */
export async function updateRecordRow<Table extends RecordTable & { updatedAt: AnyPgColumn }>(
  db: Database,
  organizationId: number,
  table: Table,
  id: number,
  values: Partial<Table['$inferInsert']>,
): Promise<void> {
  await db
    .update(table)
    .set({ ...values, updatedAt: new Date() } as PgUpdateSetSource<Table>)
    .where(and(eq(table.organizationId, organizationId), eq(table.id, id)));
}

/** Sets columns of the organization's records of `table` among `ids`; answers the ids changed. */
export async function updateRecordRows<Table extends RecordTable & { updatedAt: AnyPgColumn }>(
  db: Database,
  organizationId: number,
  table: Table,
  ids: number[],
  values: Partial<Table['$inferInsert']>,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(table)
    .set({ ...values, updatedAt: new Date() } as PgUpdateSetSource<Table>)
    .where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)))
    .returning({ id: table.id });
  return rows.map((row) => row.id);
}

/** Deletes the organization's records of `table` among `ids`; answers the ids deleted. */
export async function deleteRecordRows(
  db: Database,
  organizationId: number,
  table: RecordTable,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(table)
    .where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)))
    .returning({ id: table.id });
  return rows.map((row) => row.id);
}

/** Ids of the organization's records of `table` whose `column` is one of `ids` (a client's contacts). */
export async function findLinkedIds(
  db: Database,
  organizationId: number,
  table: RecordTable,
  column: AnyPgColumn,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), inArray(column, ids)));
  return rows.map((row) => row.id);
}

/** The owners of the organization's records of a type among `ids` (before a change of owner). */
export async function findOwnerIds(
  db: Database,
  organizationId: number,
  type: SubjectType,
  ids: number[],
): Promise<Map<number, number | null>> {
  const { table, owner } = recordTypeOf(type);
  if (!owner || ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, ownerId: owner })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)));
  return new Map(rows.map((row) => [row.id, row.ownerId]));
}

/** The owner of a record of the organization; null when it has none or its type has no owner. */
export async function findOwnerId(
  db: Database,
  organizationId: number,
  subject: Subject,
): Promise<number | null> {
  const { table, owner } = recordTypeOf(subject.type);
  if (!owner) return null;
  const [row] = await db
    .select({ ownerId: owner })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), eq(table.id, subject.id)));
  return row?.ownerId ?? null;
}

/** Whether the record exists in the organization. */
export async function subjectExists(
  db: Database,
  organizationId: number,
  subject: Subject,
): Promise<boolean> {
  const { table } = recordTypeOf(subject.type);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), eq(table.id, subject.id)));
  return row !== undefined;
}

/** Ids, emails and phones of the records of a people table with one of these emails or E.164 phones. */
export async function findByEmailOrPhone(
  db: Database,
  organizationId: number,
  table: RecordTable & { email: AnyPgColumn<{ data: string }>; phone: AnyPgColumn<{ data: string }> },
  emails: string[],
  phones: string[],
): Promise<{ id: number; email: string | null; phone: string | null }[]> {
  if (emails.length === 0 && phones.length === 0) return [];
  return db
    .select({ id: table.id, email: table.email, phone: table.phone })
    .from(table)
    .where(
      and(
        eq(table.organizationId, organizationId),
        or(
          emails.length ? inArray(table.email, emails) : undefined,
          phones.length ? inArray(table.phone, phones) : undefined,
        ),
      ),
    )
    .orderBy(table.id);
}
