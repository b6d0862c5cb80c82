import type { SubjectType } from '@aurora/contracts/records';
import { queryWords } from '@aurora/contracts/search';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { resemblance, resembles, startsEveryWord } from '#platform/db/search-words.ts';
import { recordNameOf } from '#records/record-lookup.ts';
import { subjectRecordTypes } from '#records/record-types.ts';
import { containsPattern, type QueryMatch } from '#records/records.repository.ts';

/**
 * The searchable record types with their table, search columns and owner; a result shows the
 * record's name, under its client's.
 */
const searchSources = (types?: SubjectType[]) =>
  subjectRecordTypes().flatMap(({ type, table, owner, name, client, search }) =>
    search && (!types || types.includes(type))
      ? [
          {
            type,
            table,
            owner,
            ...search,
            title: name,
            clientId: client ?? sql`null::integer`,
            clientName: client ? recordNameOf('client', client) : sql`null::text`,
          },
        ]
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
  /**
   * 0 the title is the query (accents aside), or the email or a phone is; 1 the title starts with
   * it; 2 every word of it starts a word of the record; 3 it only resembles the record (a typo).
   */
  rank: 0 | 1 | 2 | 3;
  /** How closely the record resembles the query, from 0 to 1 (rank 3). */
  resemblance: number;
  phoneMatched: boolean;
  /** Owned by the user who searches. */
  mine: boolean;
  updatedAt: Date;
};

/**
 * The best matches of `q` of each type, `limit` each, matched word for word (every word starts a
 * word of the record, or a phone holds the digits) or by resemblance; the caller merges them.
 */
export async function searchRecords(
  db: Database,
  organizationId: number,
  options: {
    q: string;
    phoneDigits: string[];
    types: SubjectType[];
    limit: number;
    userId: number;
    match: QueryMatch;
  },
): Promise<SearchRow[]> {
  const { q, phoneDigits, match } = options;
  const words = queryWords(q);
  const queries = searchSources(options.types).map(async (source) => {
    const phoneColumn = source.phoneDigits;
    // The digits are a number's end (its national number): a phone ending with them is the number.
    const phoneExact = phoneColumn
      ? phoneDigits.map((digits) => sql`(${phoneColumn} || ' ') like ${`%${digits} %`}`)
      : [];
    const phoneContains = phoneColumn
      ? phoneDigits.map((digits) => sql`${phoneColumn} like ${containsPattern(digits)}`)
      : [];
    const exact = or(
      sql`${source.searchName} = search_words(${q})`,
      source.email ? sql`${source.email} = ${q.toLowerCase()}` : undefined,
      ...phoneExact,
    );
    const rank =
      match === 'resemblance'
        ? sql<number>`3`
        : sql<number>`case when ${exact} then 0 when ${source.searchName} like (search_words(${q}) || '%') then 1 else 2 end`;
    const resemblanceOf = match === 'resemblance' ? resemblance(source.searchText, q) : sql<number>`0::real`;
    const mine = source.owner
      ? sql<boolean>`coalesce(${source.owner} = ${options.userId}, false)`
      : sql<boolean>`false`;
    const matching =
      match === 'resemblance'
        ? resembles(source.searchText, q)
        : or(words.length > 0 ? startsEveryWord(source.searchText, words) : undefined, ...phoneContains);
    if (!matching) return [];
    const rows = await db
      .select({
        id: source.table.id,
        title: sql<string>`${source.title}`,
        email: source.email ? sql<string | null>`${source.email}` : sql<string | null>`null`,
        phone: source.phone ? sql<string | null>`${source.phone}` : sql<string | null>`null`,
        clientId: sql<number | null>`${source.clientId}`,
        clientName: sql<string | null>`${source.clientName}`,
        doNotCall: sql<boolean>`${source.doNotCall}`,
        rank: rank.mapWith(Number),
        resemblance: resemblanceOf.mapWith(Number),
        phoneMatched:
          phoneContains.length > 0
            ? sql<boolean>`coalesce(${or(...phoneContains)}, false)`
            : sql<boolean>`false`,
        mine,
        updatedAt: sql<Date>`${source.updatedAt}`,
      })
      .from(source.table)
      .where(and(eq(source.table.organizationId, organizationId), matching))
      .orderBy(
        match === 'resemblance' ? desc(resemblanceOf) : rank,
        ...(source.owner ? [desc(mine)] : []),
        desc(source.updatedAt),
      )
      .limit(options.limit);
    return rows.map(
      (row): SearchRow => ({
        ...row,
        type: source.type,
        id: row.id as number,
        rank: row.rank as SearchRow['rank'],
        doNotCall: Boolean(row.doNotCall),
        phoneMatched: Boolean(row.phoneMatched),
        mine: Boolean(row.mine),
        updatedAt: new Date(row.updatedAt),
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
  db: Database,
  organizationId: number,
  options: { email: string | null; phoneDigits: string[]; exclude?: { type: SubjectType; id: number } },
): Promise<DuplicateRow[]> {
  if (!options.email && options.phoneDigits.length === 0) return [];
  const results = await Promise.all(
    searchSources().map(async ({ email, phoneDigits, ...source }) => {
      if (!email || !phoneDigits) return [];
      const emailMatch = options.email ? sql`${email} = ${options.email}` : undefined;
      const phoneMatches = options.phoneDigits.map(
        (digits) => sql`(' ' || ${phoneDigits} || ' ') like ${`% ${digits} %`}`,
      );
      const rows = await db
        .select({
          id: source.table.id,
          name: sql<string>`${source.title}`,
          email,
          phone: sql<string | null>`${source.phone}`,
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
