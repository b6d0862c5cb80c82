import type { PaginationMeta } from '@aurora/contracts/http';
import {
  type ActivityItem,
  type BulkActionInput,
  type BulkResult,
  MODULE_OF_SUBJECT,
  type RecordModule,
  type SubjectType,
} from '@aurora/contracts/records';
import type { Database } from '#platform/db/client.ts';
import { type FieldErrors, invalid, notFound } from '#platform/errors.ts';
import { removeFilesLater } from '#platform/storage/storage.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { deleteSubjectNotesAndAttachments } from '#records/notes/notes.service.ts';
import { type RecordLink, type RecordTable, recordTypeOf, subjectRecordTypes } from './record-types.ts';
import {
  deleteActivities,
  deleteRecordRows,
  findLinkedIds,
  findOwnerIds,
  type Subject,
} from './records.repository.ts';
import {
  changeActivities,
  checkOwner,
  getActivity,
  publishRecordEvent,
  recordActivity,
  requireSubject,
  throwIfInvalid,
} from './records.service.ts';

/**
 * The records whose lifecycle the kit runs: a registered record type (its notes, files and
 * timeline go with a deleted record), or plain records with none of these (tasks).
 */
export type Records = SubjectType | PlainRecords;

export type PlainRecords = {
  module: RecordModule;
  table: RecordTable;
  notFoundMessage: string;
  /**
   * Refuses, by throwing (a 409), to delete records the module's rules keep: an issued invoice,
   * any payment. Runs in the delete's transaction, before anything is deleted.
   */
  guardDelete?: (db: Database, organizationId: number, ids: number[]) => Promise<void>;
};

type Kind = PlainRecords & { type?: SubjectType };

function kindOf(records: Records): Kind {
  if (typeof records !== 'string') return records;
  const { table, notFoundMessage } = recordTypeOf(records);
  return { type: records, module: MODULE_OF_SUBJECT[records], table, notFoundMessage };
}

/** The record types whose records hang on a record of `type` the way `wanted` says. */
const linksTo = (type: SubjectType, wanted: 'deletedWith' | 'onTimeline') =>
  subjectRecordTypes().flatMap((recordType) =>
    (recordType.belongsTo ?? [])
      .filter((link) => link.type === type && link[wanted])
      .map((link): RecordLink & { of: SubjectType; table: RecordTable } => ({
        ...link,
        of: recordType.type,
        table: recordType.table,
      })),
  );

/** The records of the organization that hang on these ones (and on those, and so on) as `wanted` says. */
async function linkedSubjects(
  db: Database,
  organizationId: number,
  type: SubjectType,
  ids: number[],
  wanted: 'deletedWith' | 'onTimeline',
): Promise<Subject[]> {
  const found: Subject[] = [];
  for (const link of linksTo(type, wanted)) {
    const linked = await findLinkedIds(db, organizationId, link.table, link.column, ids);
    found.push(...linked.map((id) => ({ type: link.of, id })));
    if (wanted === 'deletedWith')
      found.push(...(await linkedSubjects(db, organizationId, link.of, linked, wanted)));
  }
  return found;
}

/**
 * Deletes the organization's records among `ids` in one transaction, with the records that are
 * deleted with them (a client's contacts and deals), and the notes, attachments and timeline of
 * every one; their files leave storage once it has committed, so a failed delete keeps them all.
 * Open lists and pages hear `record.deleted` for each. Answers the ids deleted.
 */
export async function deleteRecords(
  ctx: OrganizationContext,
  records: Records,
  ids: number[],
): Promise<number[]> {
  const kind = kindOf(records);
  const organizationId = ctx.organization.id;
  const { removed, dependents, files } = await ctx.db.transaction(async (tx) => {
    await kind.guardDelete?.(tx, organizationId, ids);
    // Read before the delete: the foreign keys cascade and take the dependents with it.
    const dependents = kind.type
      ? await linkedSubjects(tx, organizationId, kind.type, ids, 'deletedWith')
      : [];
    const removed = await deleteRecordRows(tx, organizationId, kind.table, ids);
    const subjects = [
      ...(kind.type ? removed.map((id) => ({ type: kind.type as SubjectType, id })) : []),
      ...dependents,
    ];
    await deleteActivities(tx, organizationId, subjects);
    const files = await deleteSubjectNotesAndAttachments(tx, organizationId, subjects);
    return { removed, dependents, files };
  });
  removeFilesLater(files);
  for (const id of removed) publishRecordEvent(ctx, 'record.deleted', { module: kind.module, id });
  for (const subject of dependents) {
    publishRecordEvent(ctx, 'record.deleted', { module: MODULE_OF_SUBJECT[subject.type], id: subject.id });
  }
  return removed;
}

/** Deletes one record as `deleteRecords` does; 404 when the organization has no such record. */
export async function deleteRecord(ctx: OrganizationContext, records: Records, id: number): Promise<void> {
  const [deleted] = await deleteRecords(ctx, records, [id]);
  if (deleted === undefined) throw notFound(kindOf(records).notFoundMessage);
}

/**
 * What a record type does in bulk besides delete, on the organization's records among the ids
 * (others are ignored); each answers the ids it changed. An action without a handler is refused.
 */
export type BulkHandlers = {
  assign?: (ctx: OrganizationContext, ids: number[], ownerId: number | null) => Promise<number[]>;
  setStatus?: (
    ctx: OrganizationContext,
    ids: number[],
    change: { status: string; lost_reason?: string | undefined },
  ) => Promise<number[]>;
};

/**
 * A bulk action: `delete` as `deleteRecords`, `assign` and `set_status` by the record type's
 * handlers; open lists and pages hear `record.updated` for each record changed.
 */
export async function bulkRecords(
  ctx: OrganizationContext,
  records: Records,
  handlers: BulkHandlers,
  input: BulkActionInput,
): Promise<BulkResult> {
  const ids = [...new Set(input.ids)];
  if (input.action === 'delete') return { affected: (await deleteRecords(ctx, records, ids)).length };
  const { module } = kindOf(records);
  const { assign, setStatus } = handlers;
  let changed: number[];
  if (input.action === 'assign' && assign) changed = await assign(ctx, ids, input.owner_id);
  else if (input.action === 'set_status' && setStatus) changed = await setStatus(ctx, ids, input);
  else throw invalid({ action: [bulkRefusal(module, handlers, input.action)] });
  for (const id of changed) publishRecordEvent(ctx, 'record.updated', { module, id });
  return { affected: changed.length };
}

/** `Clients have no status to change.`, `Contacts can only be deleted in bulk.` */
function bulkRefusal(module: RecordModule, handlers: BulkHandlers, action: 'assign' | 'set_status'): string {
  const records = `${module[0]?.toUpperCase()}${module.slice(1)}`;
  if (!handlers.assign && !handlers.setStatus) return `${records} can only be deleted in bulk.`;
  return `${records} have no ${action === 'assign' ? 'owner' : 'status'} to change.`;
}

/**
 * A bulk `assign` of a record type with owners: the owner must be a member of the organization;
 * `update` sets it on the records it may change (answering their ids), and each record whose
 * owner moved gets its `assigned` entry, in one transaction.
 */
export async function assignOwner(
  ctx: OrganizationContext,
  type: SubjectType,
  ids: number[],
  ownerId: number | null,
  update: (db: Database, ids: number[]) => Promise<number[]>,
): Promise<number[]> {
  const organizationId = ctx.organization.id;
  const errors: FieldErrors = {};
  await checkOwner(ctx.db, organizationId, ownerId, errors);
  throwIfInvalid(errors);
  return ctx.db.transaction(async (tx) => {
    const owners = await findOwnerIds(tx, organizationId, type, ids);
    const changed = await update(tx, ids);
    const before = changed.map((id) => ({ id, ownerId: owners.get(id) ?? null }));
    await recordActivity(tx, organizationId, changeActivities(type, before, { ownerId }, ctx.actorId));
    return changed;
  });
}

/**
 * A page of a record's timeline (404 when it is not the organization's), with the entries of the
 * records shown on it: a client's shows its contacts' and its converted leads'.
 */
export async function recordTimeline(
  ctx: OrganizationContext,
  type: SubjectType,
  id: number,
  query: { page: number; per_page: number },
): Promise<{ data: ActivityItem[]; meta: PaginationMeta }> {
  const organizationId = ctx.organization.id;
  await requireSubject(ctx.db, organizationId, { type, id });
  const shown = await linkedSubjects(ctx.db, organizationId, type, [id], 'onTimeline');
  return getActivity(ctx.db, organizationId, [{ type, id }, ...shown], query);
}
