import type { SubjectType } from '@aurora/contracts/records';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { recordTypes } from '#records/record-types.ts';
import { containsPattern } from '#records/records.repository.ts';

/** The searchable record types with their table and search columns. */
const searchSources = (types?: SubjectType[]) =>
  recordTypes().flatMap((recordType) =>
    recordType.search && (!types || types.includes(recordType.type))
      ? [{ type: recordType.type, table: recordType.table, ...recordType.search }]
      : [],
  );

export type SearchRow = {
  type: SubjectType;
  id: number;
  title: string;
  email: string | null;
  phone: string | null;
  clientId: number | null;
  clientName: string | null;
  doNotCall: boolean;
  /** 0 exact email or phone, 1 name starts with the text (or a word of it), 2 contains. */
  rank: number;
  matched: 'email' | 'phone' | 'name';
  updatedAt: Date;
};

/** Ranked matches of `q` (name, email) or of phone digits, per type; the caller merges them. */
export async function searchRecords(
  organizationId: number,
  db: Database,
  options: { q: string; phoneDigits: string[]; types: SubjectType[]; limit: number },
): Promise<SearchRow[]> {
  const text = options.q.toLowerCase();
  const contains = containsPattern(text);
  const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const queries = searchSources(options.types).map(async (source) => {
    // The digits are a number's end (its national number): a phone ending with them is the number.
    const phoneExact = options.phoneDigits.map(
      (digits) => sql`(${source.phoneDigits} || ' ') like ${`%${digits} %`}`,
    );
    const phoneContains = options.phoneDigits.map(
      (digits) => sql`${source.phoneDigits} like ${containsPattern(digits)}`,
    );
    const emailExact = sql`${source.email} = ${text}`;
    const namePrefix = sql`(${source.searchName} like ${prefix} or ${source.searchName} like ${`% ${prefix}`})`;
    const rank = sql<number>`case when ${or(emailExact, ...phoneExact)} then 0 when ${namePrefix} then 1 else 2 end`;
    const phoneMatch = phoneContains.length > 0 ? or(...phoneContains) : sql`false`;
    const rows = await db
      .select({
        id: source.table.id,
        title: sql<string>`${source.title}`,
        email: source.email,
        phone: source.phone,
        clientId: sql<number | null>`${source.clientId}`,
        clientName: sql<string | null>`${source.clientName}`,
        doNotCall: sql<boolean>`${source.doNotCall}`,
        rank: rank.mapWith(Number),
        emailMatched: sql<boolean>`coalesce(${source.email} like ${contains}, false)`,
        nameMatched: sql<boolean>`coalesce(${source.searchName} like ${contains}, false)`,
        phoneMatched: sql<boolean>`coalesce(${phoneMatch}, false)`,
        updatedAt: source.updatedAt,
      })
      .from(source.table)
      .where(
        and(
          eq(source.table.organizationId, organizationId),
          or(
            sql`${source.searchName} like ${contains}`,
            sql`${source.email} like ${contains}`,
            ...phoneContains,
          ),
        ),
      )
      .orderBy(rank, desc(source.updatedAt))
      .limit(options.limit);
    return rows.map(
      (row): SearchRow => ({
        type: source.type,
        id: row.id as number,
        title: row.title,
        email: row.email as string | null,
        phone: row.phone as string | null,
        clientId: row.clientId,
        clientName: row.clientName,
        doNotCall: Boolean(row.doNotCall),
        rank: row.rank,
        matched: row.phoneMatched ? 'phone' : row.nameMatched || !row.emailMatched ? 'name' : 'email',
        updatedAt: new Date(row.updatedAt as Date),
      }),
    );
  });
  return (await Promise.all(queries)).flat();
}

export type DuplicateRow = {
  type: SubjectType;
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  clientId: number | null;
  matched: 'email' | 'phone';
};

/** Records of the organization with this email or one of these phone digit strings (exact). */
export async function findDuplicateRecords(
  organizationId: number,
  db: Database,
  options: { email: string | null; phoneDigits: string[]; exclude?: { type: SubjectType; id: number } },
): Promise<DuplicateRow[]> {
  if (!options.email && options.phoneDigits.length === 0) return [];
  const results = await Promise.all(
    searchSources().map(async (source) => {
      const emailMatch = options.email ? sql`${source.email} = ${options.email}` : undefined;
      const phoneMatches = options.phoneDigits.map(
        (digits) => sql`(' ' || ${source.phoneDigits} || ' ') like ${`% ${digits} %`}`,
      );
      const rows = await db
        .select({
          id: source.table.id,
          name: sql<string>`${source.title}`,
          email: source.email,
          phone: source.phone,
          clientId: sql<number | null>`${source.clientId}`,
          emailMatched: emailMatch ? sql<boolean>`coalesce(${emailMatch}, false)` : sql<boolean>`false`,
        })
        .from(source.table)
        .where(
          and(
            eq(source.table.organizationId, organizationId),
            or(emailMatch, ...phoneMatches),
            options.exclude?.type === source.type ? ne(source.table.id, options.exclude.id) : undefined,
          ),
        )
        .orderBy(source.table.id)
        .limit(10);
      return rows.map(
        (row): DuplicateRow => ({
          type: source.type,
          id: row.id as number,
          name: row.name,
          email: row.email as string | null,
          phone: row.phone as string | null,
          clientId: row.clientId,
          matched: row.emailMatched ? 'email' : 'phone',
        }),
      );
    }),
  );
  return results.flat();
}
