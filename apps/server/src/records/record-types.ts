import { MODULE_OF_SUBJECT, type RecordModule, type SubjectType } from '@aurora/contracts/records';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ImportTarget } from '#records/imports/import-target.ts';

/**
 * The columns a record type offers to Cmd+K search (and, with an email or phones, to duplicate
 * warnings and caller matching). `title` is what a result shows; `clientId`/`clientName` place a
 * record under its client (null for the others); `doNotCall` hides the phone of a result.
 */
export type SearchColumns = {
  title: SQL | PgColumn;
  /** The title's search words: the title equal to the query ranks first, starting with it next. */
  searchName: SQL | PgColumn;
  /** Every search word of the record (`search_text`, under the organization's trigram index). */
  searchText: PgColumn;
  email?: PgColumn;
  phone?: PgColumn;
  phoneDigits?: PgColumn;
  updatedAt: PgColumn;
  clientId: SQL | PgColumn;
  clientName: SQL;
  doNotCall: SQL | PgColumn;
};

/** The table of a record type: every record table has an identity id and its organization. */
export type RecordTable = PgTable & {
  id: AnyPgColumn<{ data: number; notNull: true }>;
  organizationId: AnyPgColumn<{ data: number; notNull: true }>;
};

/**
 * What a module tells the record kit about one of its record types; with it the kit gives the
 * type notes, files, a timeline, saved views, Cmd+K search and CSV import without knowing the
 * module. A module declares it with `defineRecordType` and lists it in its manifest.
 */
export type RecordType = {
  type: SubjectType;
  table: RecordTable;
  /** The 404 message when a record of this type is missing (`Lead not found.`). */
  notFoundMessage: string;
  /** Cmd+K search, duplicate warnings and caller matching; absent for types nobody searches. */
  search?: SearchColumns;
  /** CSV import: how a row of a file becomes a record of this type. */
  importer?: ImportTarget;
  /** The user who owns a record of this type (incoming calls ring them first); absent: no owner. */
  owner?: AnyPgColumn<{ data: number; notNull: false }>;
  /** The records of other types its records hang on (see RecordLink); the kit's delete and timeline follow them. */
  belongsTo?: RecordLink[];
};

/**
 * A record of this type hangs on one of `type` by `column` (a contact on its client): it is
 * deleted with it when `deletedWith` (its foreign key cascades; its notes, files and timeline go
 * too), and its timeline entries show on that record's when `onTimeline`.
 */
export type RecordLink = {
  type: SubjectType;
  column: AnyPgColumn<{ data: number }>;
  deletedWith?: true;
  onTimeline?: true;
};

export const defineRecordType = <Type extends RecordType>(recordType: Type): Type => recordType;

/**
 * The record types of the app's modules. Registered once by `buildApp` from the module list
 * (modules.ts); it is configuration, the same in every instance, never state.
 */
const registry = new Map<SubjectType, RecordType>();

export function registerRecordTypes(recordTypes: readonly RecordType[]): void {
  registry.clear();
  for (const recordType of recordTypes) registry.set(recordType.type, recordType);
}

export function recordTypeOf(type: SubjectType): RecordType {
  const recordType = registry.get(type);
  if (!recordType) throw new Error(`Record type '${type}' is not registered (see modules.ts).`);
  return recordType;
}

/** The registered record type behind a module's URL segment (`leads`), if any. */
export const recordTypeOfModule = (module: RecordModule): RecordType | undefined =>
  [...registry.values()].find((recordType) => MODULE_OF_SUBJECT[recordType.type] === module);

export const recordTypes = (): RecordType[] => [...registry.values()];
