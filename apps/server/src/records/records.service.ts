import type { PaginationMeta } from '@aurora/contracts/http';
import type {
  ActivityItem,
  ActivityType,
  ListQueryValues,
  RecordEvent,
  RecordEventName,
  SubjectType,
  UserRef,
} from '@aurora/contracts/records';
import type { DefinitionList } from '@aurora/contracts/reference';
import type { Database } from '#platform/db/client.ts';
import { type FieldErrors, invalid, notFound } from '#platform/errors.ts';
import { exportCell } from '#platform/http/csv.ts';
import { phoneSearchDigits } from '#platform/phones.ts';
import { listDefinitions } from '#platform/reference/reference.service.ts';
import type { OrganizationContext, OrganizationData, OrganizationScope } from '#platform/tenancy/context.ts';
import { withActivityDetails } from './activity-details.ts';
import { emitDomainEvent } from './domain-events.ts';
import { recordTypeOf } from './record-types.ts';
import {
  type ActivityRow,
  type ActivityValues,
  conditionsInUse,
  findOwnerId,
  insertActivities,
  isOrganizationMember,
  type ListContext,
  type ListQuery,
  type ListSpec,
  type ListWindow,
  listActivities,
  listConditions,
  listOrder,
  pageWindow,
  readListPage,
  readListRows,
  resemblanceOrder,
  type Subject,
  subjectExists,
} from './records.repository.ts';

export type { ListContext, Subject } from './records.repository.ts';

/**
 * A list's meta; an estimated total (see EXACT_TOTAL_LIMIT) says so, and so do rows that only
 * resemble `q`.
 */
export const pageMeta = (
  query: { page: number; per_page: number },
  page: { total: number; estimated?: boolean; resembling?: boolean },
): PaginationMeta => ({
  current_page: query.page,
  per_page: query.per_page,
  total: page.total,
  last_page: Math.max(1, Math.ceil(page.total / query.per_page)),
  ...(page.estimated ? { total_is_estimate: true } : {}),
  ...(page.resembling ? { q_resembling: true } : {}),
});

export const toUserRef = (id: number | null, name: string | null | undefined): UserRef | null =>
  id !== null && name ? { id, name } : null;

/** A related record as `{id, name}`, or null when the row has none. */
export const toRecordRef = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

/** `first last`, trimmed: what the database's generated `full_name` holds. */
export const fullNameOf = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * Who asks and where, as list rules read it: `me`, days in the place's time zone, phones in its
 * country (the organization's, or UTC for lists across organizations).
 */
export const listContext = (
  actorId: number | null,
  place: Pick<OrganizationScope, 'timeZone' | 'country'>,
): ListContext => ({
  userId: actorId ?? 0,
  timeZone: place.timeZone,
  phoneDigits: (q) => phoneSearchDigits(q, place.country),
});

/**
 * The window of a list page: its conditions (and with a `q`, the same matching `q` by
 * resemblance, for when nothing matches word for word), its order and its page.
 */
export function listWindow(
  ctx: Pick<OrganizationContext, 'actorId' | 'organization'>,
  spec: ListSpec,
  query: ListQueryValues,
): ListWindow {
  const context = listContext(ctx.actorId, ctx.organization);
  return {
    conditions: listConditions(spec, query, context),
    resembling: query.q
      ? {
          conditions: listConditions(spec, query, context, 'resemblance'),
          orderBy: resemblanceOrder(spec, query.q, query.sort),
        }
      : undefined,
    orderBy: listOrder(spec, query.sort),
    ...pageWindow(query),
  };
}

/** What a module hands the list machinery: its columns, how to read its rows, and its JSON. */
export type RecordSource<Row extends { id: number }, Json> = {
  spec: ListSpec;
  list: (db: Database, organizationId: number) => ListQuery<Row>;
  toJson: (row: Row) => Json;
};

/** A page of a module's records for a list query, with its meta. */
export async function listRecords<Row extends { id: number }, Json>(
  ctx: OrganizationContext,
  query: ListQueryValues,
  source: RecordSource<Row, Json>,
): Promise<{ data: Json[]; meta: PaginationMeta }> {
  const page = await readListPage(
    ctx.db,
    source.list(ctx.db, ctx.organization.id),
    listWindow(ctx, source.spec, query),
  );
  return { data: page.rows.map(source.toJson), meta: pageMeta(query, page) };
}

/** A module's records as the kit reads them: its list, and one record by id. */
export type RecordReader<Row extends { id: number }, Json> = RecordSource<Row, Json> & {
  find: (db: Database, organizationId: number, id: number) => Promise<Row | undefined>;
};

/**
 * How a record type's service reads its records: a list page, one row of the organization (the
 * type's 404 when it has none) and one record's JSON.
 */
export function recordReader<Row extends { id: number }, Json>(
  type: SubjectType,
  reader: RecordReader<Row, Json>,
) {
  const row = async (db: Database, organizationId: number, id: number): Promise<Row> => {
    const found = await reader.find(db, organizationId, id);
    if (!found) throw notFound(recordTypeOf(type).notFoundMessage);
    return found;
  };
  return {
    list: (ctx: OrganizationContext, query: ListQueryValues) => listRecords(ctx, query, reader),
    row,
    get: async (ctx: OrganizationData, id: number): Promise<Json> =>
      reader.toJson(await row(ctx.db, ctx.organization.id, id)),
  };
}

const EXPORT_BATCH = 1000;

/** A record's value for each export column, keyed by column. */
export type ExportCells = Record<string, unknown>;

/**
 * Every record matching a list query, read a thousand at a time, as rows of the requested
 * columns; `cells` names each record's value for each export column, a batch at a time (tasks
 * look up their related records' names once per batch).
 */
export async function* exportRecords<Row extends { id: number }>(
  ctx: OrganizationContext,
  query: ListQueryValues,
  columns: readonly string[],
  source: Pick<RecordSource<Row, unknown>, 'spec' | 'list'> & {
    cells: (rows: Row[]) => ExportCells[] | Promise<ExportCells[]>;
  },
): AsyncGenerator<string[]> {
  const list = source.list(ctx.db, ctx.organization.id);
  const window = listWindow(ctx, source.spec, query);
  const conditions = await conditionsInUse(list, window);
  const { orderBy } = window;
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await readListRows(list, { conditions, orderBy, limit: EXPORT_BATCH, offset });
    for (const cells of await source.cells(rows)) {
      yield columns.map((column) => exportCell(cells[column], ctx.organization.timeZone));
    }
    if (rows.length < EXPORT_BATCH) return;
  }
}

// ---------------------------------------------------------------------------------------------
// Rules shared by the modules

/** The owner must be a member of the organization; errors go on `field`. */
export async function checkOwner(
  db: Database,
  organizationId: number,
  ownerId: number | null | undefined,
  errors: FieldErrors,
  field = 'owner_id',
) {
  if (ownerId === null || ownerId === undefined) return;
  if (!(await isOrganizationMember(db, organizationId, ownerId))) {
    errors[field] = ['The selected owner is not a member of this organization.'];
  }
}

/** Definition keys (lead sources, trip types, supplier categories...) must exist in their list. */
export async function checkDefinitions(
  db: Database,
  values: { field: string; list: DefinitionList; key: string | null | undefined }[],
  errors: FieldErrors,
) {
  const wanted = values.filter((value) => value.key);
  if (wanted.length === 0) return;
  const definitions = await listDefinitions(db);
  for (const value of wanted) {
    if (!definitions.some((definition) => definition.list === value.list && definition.key === value.key)) {
      errors[value.field] = [`The selected ${value.field.replace(/_/g, ' ')} is invalid.`];
    }
  }
}

export function throwIfInvalid(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

// ---------------------------------------------------------------------------------------------
// Activity

declare module '#records/domain-events.ts' {
  interface DomainEvents {
    /**
     * Something happened on these records (a note, a file, a call, a task done, a change): the
     * modules that keep a "last activity" (opportunities, for rotting) bring it up to date.
     */
    'record.touched': { organizationId: number; subjects: Subject[] };
  }
}

/** Announces activity on records (see `record.touched`), in the caller's transaction. */
export async function touchRecords(db: Database, organizationId: number, subjects: Subject[]) {
  if (subjects.length > 0) await emitDomainEvent(db, 'record.touched', { organizationId, subjects });
}

/** Past entries loaded with their dates (demo data): the records' last activity stays as loaded. */
export async function recordPastActivity(db: Database, organizationId: number, values: ActivityValues[]) {
  await insertActivities(db, organizationId, values);
}

/**
 * Records events on the timeline of records (created, status_change, converted...); each but
 * `created` (which is the record's first activity anyway) touches its record.
 */
export async function recordActivity(db: Database, organizationId: number, values: ActivityValues[]) {
  await insertActivities(db, organizationId, values);
  await touchRecords(
    db,
    organizationId,
    values
      .filter((value) => value.type !== 'created')
      .map((value) => ({ type: value.subjectType, id: value.subjectId })),
  );
}

/** A new record's first timeline entry, in the transaction that inserts it. */
export const recordCreation = (
  db: Database,
  organizationId: number,
  subject: Subject,
  actorId: number | null,
) =>
  recordActivity(db, organizationId, [
    { subjectType: subject.type, subjectId: subject.id, type: 'created', actorId },
  ]);

/**
 * The timeline entries of a change to records: `status_change` (with the statuses' names, a
 * deal's stage being its status) and `assigned`, for each record the change really moves.
 */
export function changeActivities(
  type: SubjectType,
  before: readonly { id: number; status?: string; ownerId: number | null }[],
  change: { status?: string | undefined; ownerId?: number | null | undefined },
  actorId: number | null,
  statusName: (key: string) => string = (key) => key,
): ActivityValues[] {
  return before.flatMap((record) => {
    const entry = (kind: string, data: Record<string, unknown>): ActivityValues => ({
      subjectType: type,
      subjectId: record.id,
      type: kind,
      actorId,
      data,
    });
    const { status, ownerId } = change;
    return [
      ...(status !== undefined && record.status !== undefined && status !== record.status
        ? [
            entry('status_change', {
              from: record.status,
              to: status,
              from_name: statusName(record.status),
              to_name: statusName(status),
            }),
          ]
        : []),
      ...(ownerId !== undefined && ownerId !== record.ownerId
        ? [entry('assigned', { from: record.ownerId, to: ownerId })]
        : []),
    ];
  });
}

function summaryOf(row: ActivityRow): string {
  const data = row.data ?? {};
  const who = row.subjectType;
  switch (row.type) {
    case 'created':
      return `${who[0]?.toUpperCase()}${who.slice(1)} created`;
    case 'status_change':
      return `Status changed from ${String(data.from_name ?? data.from)} to ${String(data.to_name ?? data.to)}`;
    case 'assigned':
      return data.to_name ? `Assigned to ${String(data.to_name)}` : 'Unassigned';
    case 'converted':
      return `Converted to client ${String(data.client_name ?? data.client_id)}`;
    case 'merged':
      return `Merged with ${String(data.merged_name ?? data.merged_id)}`;
    case 'note': {
      const body = String(data.body ?? '');
      return body.length > 140 ? `${body.slice(0, 139)}…` : body;
    }
    case 'attachment':
      return `File ${String(data.file_name ?? '')} attached`;
    case 'call': {
      const call = (data.call ?? {}) as { party_name?: string | null };
      return `${data.direction === 'inbound' ? 'Call from' : 'Call to'} ${String(call.party_name ?? data.phone ?? '')}`;
    }
    case 'task':
      return `Task ${data.event === 'completed' ? 'completed' : 'created'}: ${String(data.title ?? '')}`;
    default:
      return row.type;
  }
}

/**
 * Import and demo data: inserts many records of one type with `insert` (one statement), created
 * by `actorId`, with their `created` events; answers their ids.
 */
export async function insertRecordsBulk<Values extends { createdById?: number | null; createdAt?: Date }>(
  db: Database,
  organizationId: number,
  subject: { type: SubjectType; actorId: number | null },
  values: Values[],
  insert: (db: Database, organizationId: number, values: Values[]) => Promise<number[]>,
): Promise<number[]> {
  const ids = await insert(
    db,
    organizationId,
    values.map((value) => ({ ...value, createdById: subject.actorId })),
  );
  await recordActivity(
    db,
    organizationId,
    ids.map((id, index) => {
      // A record loaded with its history (demo data) was created then, not now.
      const createdAt = values[index]?.createdAt;
      return {
        subjectType: subject.type,
        subjectId: id,
        type: 'created',
        actorId: subject.actorId,
        ...(createdAt ? { createdAt } : {}),
      };
    }),
  );
  return ids;
}

/** A page of the timeline of one or more subjects (a client's includes its contacts and leads). */
export async function getActivity(
  db: Database,
  organizationId: number,
  subjects: Subject[],
  query: { page: number; per_page: number },
): Promise<{ data: ActivityItem[]; meta: PaginationMeta }> {
  const listed = await listActivities(db, organizationId, subjects, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const rows = await withActivityDetails(db, organizationId, listed.rows);
  const { total } = listed;
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: row.type as ActivityType,
      at: row.at.toISOString(),
      actor: toUserRef(row.actorId, row.actorName),
      summary: summaryOf(row),
      subject: { type: row.subjectType, id: row.subjectId },
      data: row.data,
    })),
    meta: pageMeta(query, { total }),
  };
}

// ---------------------------------------------------------------------------------------------
// Record events

/**
 * Tells the organization's open lists and record pages that a record changed. Services publish
 * it, so a record created by a form, an import or a bulk action is heard alike.
 */
export function publishRecordEvent(
  ctx: OrganizationContext,
  name: RecordEventName,
  event: RecordEvent,
): void {
  ctx.broadcast(name, event);
}

/** The user who owns the record, if its type has owners and it has one. */
export const recordOwnerId = (data: OrganizationData, subject: Subject) =>
  findOwnerId(data.db, data.organization.id, subject);

/** 404 unless the record exists in the organization. */
export async function requireSubject(db: Database, organizationId: number, subject: Subject): Promise<void> {
  if (!(await subjectExists(db, organizationId, subject))) {
    throw notFound(recordTypeOf(subject.type).notFoundMessage);
  }
}
