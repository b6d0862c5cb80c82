import { isSubjectType, type RecordTypeName, recordUrl } from '@aurora/contracts/records';
import { type AnyColumn, and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { startsEveryWord } from '#platform/db/search-words.ts';
import { qualified } from '#platform/db/sql.ts';
import { type RecordType, recordTypeOf, recordTypes, subjectRecordTypes } from './record-types.ts';

/**
 * How one module refers to another's records: by type and id, answered from what each record type
 * declares in its `defineRecordType` (name, owner, client), so no module keeps a list of types.
 */

/** A record as another module shows it. */
export type RecordSummary = {
  name: string;
  /** Its web path below the organization (`recordUrl`); null for types without a page of their own. */
  url: string | null;
  ownerId: number | null;
  /** Its type's `linkFlags` (a call: `recording`, `voicemail`). */
  flags: Record<string, boolean>;
  /** How to reach it, for types that have a phone and an email (a task's Call and Email actions). */
  reach?: { phone: string | null; email: string | null; doNotCall: boolean };
};

/** `type:id`, the key of a record in a lookup's answer (and in a task's `related`). */
export const recordKey = (type: RecordTypeName, id: number) => `${type}:${id}`;

/**
 * The records among `refs` that exist in the organization, by `recordKey`: one query per type,
 * however many records. Unknown types and missing records are left out.
 */
export async function lookupRecords(
  db: Database,
  organizationId: number,
  refs: readonly { type: RecordTypeName; id: number }[],
): Promise<Map<string, RecordSummary>> {
  const idsByType = new Map<RecordTypeName, Set<number>>();
  for (const ref of refs) idsByType.set(ref.type, (idsByType.get(ref.type) ?? new Set()).add(ref.id));
  const found = new Map<string, RecordSummary>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const recordType = recordTypes().find((candidate) => candidate.type === type);
      if (!recordType) return;
      const { table, name, owner, client, linkFlags = {}, search } = recordType;
      const reach: Record<string, SQL> = search?.phone
        ? {
            phone: sql<string | null>`${search.phone}`,
            email: search.email ? sql<string | null>`${search.email}` : sql<string | null>`null::text`,
            doNotCall: sql<boolean>`${search.doNotCall}`,
          }
        : {};
      const rows = (await db
        .select({
          id: table.id,
          name: sql<string | null>`${name}`,
          ownerId: owner ? sql<number | null>`${owner}` : sql<number | null>`null::integer`,
          clientId: client ? sql<number | null>`${client}` : sql<number | null>`null::integer`,
          ...linkFlags,
          ...reach,
        })
        .from(table)
        .where(and(eq(table.organizationId, organizationId), inArray(table.id, [...ids])))) as ({
        id: number;
        name: string | null;
        ownerId: number | null;
        clientId: number | null;
      } & Record<string, unknown>)[];
      for (const row of rows) {
        found.set(recordKey(type, row.id), {
          name: row.name ?? '',
          url: isSubjectType(type) ? recordUrl(type, row.id, row.clientId) : null,
          ownerId: row.ownerId,
          flags: Object.fromEntries(Object.keys(linkFlags).map((flag) => [flag, Boolean(row[flag])])),
          ...(search?.phone
            ? {
                reach: {
                  phone: (row.phone as string | null) ?? null,
                  email: (row.email as string | null) ?? null,
                  doNotCall: Boolean(row.doNotCall),
                },
              }
            : {}),
        });
      }
    }),
  );
  return found;
}

/**
 * SQL built when its query is: the registry is filled when the app is built, after the modules'
 * column lists (which are module constants) are.
 */
const whenBuilt = (build: () => SQL): SQL =>
  sql`${{ getSQL: build, shouldOmitSQLParens: () => true } satisfies SQLWrapper & { shouldOmitSQLParens: () => boolean }}`;

const rowOf = (recordType: RecordType, id: AnyColumn, select: SQL) =>
  sql`(select ${select} from ${recordType.table} where ${recordType.table.id} = ${qualified(id as never)})`;

/**
 * SQL: the name of the record of `type` that `id` (a column of the asking query) points to, null
 * when there is none. Not for a query of the same table: the inner one would shadow it.
 */
export const recordNameOf = (type: RecordTypeName, id: AnyColumn): SQL<string | null> =>
  sql<string | null>`${whenBuilt(() => {
    const recordType = recordTypeOf(type);
    return rowOf(recordType, id, sql`${recordType.name}`);
  })}`;

/**
 * SQL: the name of the subject a pair of columns points to (a call's `callable_type` and
 * `callable_id`), one branch per registered subject type; null when there is none.
 */
export const recordNameByType = (type: AnyColumn, id: AnyColumn): SQL<string | null> =>
  sql<string | null>`${whenBuilt(
    () =>
      sql`(case ${qualified(type as never)} ${sql.join(
        subjectRecordTypes().map(
          (recordType) => sql`when ${recordType.type} then ${rowOf(recordType, id, sql`${recordType.name}`)}`,
        ),
        sql` `,
      )} end)`,
  )}`;

/**
 * SQL: whether every word starts a word of the record of `type` that `id` points to (a deal is
 * found by its client's name), by that type's search words.
 */
export function recordMatchesWords(type: RecordTypeName, id: AnyColumn, words: string[]): SQL {
  return whenBuilt(() => {
    const recordType = recordTypeOf(type);
    if (!recordType.search) return sql`false`;
    return sql`exists (select 1 from ${recordType.table} where ${recordType.table.id} = ${qualified(id as never)} and ${startsEveryWord(recordType.search.searchText, words)})`;
  });
}

/** The ids among `ids` of records of `type` that exist in the organization. */
export async function existingRecordIds(
  db: Database,
  organizationId: number,
  type: RecordTypeName,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const { table } = recordTypeOf(type);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)));
  return rows.map((row) => row.id as number);
}
