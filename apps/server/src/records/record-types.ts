import {
  isSubjectType,
  RECORD_TYPES,
  type RecordModule,
  type RecordTypeName,
  type SubjectType,
} from '@aurora/contracts/records';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ImportTarget } from '#records/imports/import-target.ts';

/**
 * The columns a record type offers to Cmd+K search (and, with an email or phones, to duplicate
 * warnings and caller matching). A result shows the record's `name` under its `client`'s;
 * `doNotCall` hides the phone of a result.
 */
export type SearchColumns = {
  /** The name's search words: the title equal to the query ranks first, starting with it next. */
  searchName: SQL | PgColumn;
  /** Every search word of the record (`search_text`, under the organization's trigram index). */
  searchText: PgColumn;
  email?: PgColumn;
  phone?: PgColumn;
  phoneDigits?: PgColumn;
  updatedAt: PgColumn;
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
  type: RecordTypeName;
  table: RecordTable;
  /** The 404 message when a record of this type is missing (`Lead not found.`). */
  notFoundMessage: string;
  /** Cmd+K search, duplicate warnings and caller matching; absent for types nobody searches. */
  search?: SearchColumns;
  /** CSV import: how a row of a file becomes a record of this type. */
  importer?: ImportTarget;
  /** The user who owns a record of this type (incoming calls ring them first); absent: no owner. */
  owner?: AnyPgColumn<{ data: number; notNull: false }>;

  // How other modules refer to a record of this type, through the kit's lookup (record-lookup.ts).
  /** What names a record (a person's full name, a deal's title): a column or an expression of `table`. */
  name: SQL | AnyPgColumn;
  /** The client a record belongs to: a contact opens on its client's page, a deal shows its client. */
  client?: AnyPgColumn<{ data: number }>;
  /** What a link to a record says beside its name (a call: whether it has a recording). */
  linkFlags?: Record<string, SQL<boolean>>;
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
const registry = new Map<RecordTypeName, RecordType>();

export function registerRecordTypes(recordTypes: readonly RecordType[]): void {
  registry.clear();
  for (const recordType of recordTypes) registry.set(recordType.type, recordType);
}

export function recordTypeOf(type: RecordTypeName): RecordType {
  const recordType = registry.get(type);
  if (!recordType) throw new Error(`Record type '${type}' is not registered (see modules.ts).`);
  return recordType;
}

/** The registered record type behind a module's URL segment (`leads`), if any. */
export const recordTypeOfModule = (module: RecordModule): RecordType | undefined =>
  [...registry.values()].find((recordType) => RECORD_TYPES[recordType.type].module === module);

export const recordTypes = (): RecordType[] => [...registry.values()];

/** The registered types that are subjects: with notes, files, a timeline and search. */
export const subjectRecordTypes = () =>
  recordTypes().filter((recordType): recordType is RecordType & { type: SubjectType } =>
    isSubjectType(recordType.type),
  );
