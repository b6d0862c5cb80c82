import { type Duplicate, recordUrl, type SubjectType } from '@aurora/contracts/records';
import { queryWords, type SearchResult, wordsOf } from '@aurora/contracts/search';
import { normalizePhone, phoneSearchDigits } from '#platform/phones.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import type { QueryMatch } from '#records/records.repository.ts';
import {
  type DuplicateRow,
  findDuplicateRecords,
  type SearchRow,
  searchRecords,
} from './search.repository.ts';

/** What a search reads: the database and the organization (its country reads typed phones). */
type OrganizationData = Pick<OrganizationContext, 'db' | 'organization'>;

/** Every word of the query starts a word of `text` (folded as the palette folds it). */
const startsAll = (text: string, words: string[]) => {
  const textWords = wordsOf(text).map(({ word }) => word);
  return words.every((word) => textWords.some((textWord) => textWord.startsWith(word)));
};

/** The field the query was found in, for the palette to mark: the phone, else the name, else the email. */
function matchedField(row: SearchRow, words: string[]): SearchResult['matched'] {
  if (row.phoneMatched) return 'phone';
  if (row.rank === 3 || !row.email || startsAll(row.title, words)) return 'name';
  return startsAll(`${row.title} ${row.email}`, words) ? 'email' : 'name';
}

const toSearchResult = (row: SearchRow, words: string[]): SearchResult => ({
  type: row.type,
  id: row.id,
  title: row.title,
  subtitle: [row.clientName, row.email, row.phone].filter(Boolean).join(' · ') || null,
  email: row.email,
  phone: row.doNotCall ? null : row.phone,
  matched: matchedField(row, words),
  resembling: row.rank === 3,
  url: recordUrl(row.type, row.id, row.clientId),
});

/** Best first: by rank, then resemblance, then the user's own, then the most recently updated. */
const byRelevance = (a: SearchRow, b: SearchRow) =>
  a.rank - b.rank ||
  b.resemblance - a.resemblance ||
  Number(b.mine) - Number(a.mine) ||
  b.updatedAt.getTime() - a.updatedAt.getTime();

/**
 * Records of every searchable type matching `q` (decision 019): word for word in their name,
 * title or email, or by a phone in any format; when nothing matches so and `q` has letters, the
 * records resembling it (a typo). Best first.
 */
export async function search(
  ctx: OrganizationData & { actorId: number | null },
  query: { q: string; limit: number; types: SubjectType[] },
): Promise<SearchResult[]> {
  const read = (match: QueryMatch) =>
    searchRecords(ctx.db, ctx.organization.id, {
      q: query.q,
      phoneDigits: match === 'words' ? phoneSearchDigits(query.q, ctx.organization.country) : [],
      types: query.types,
      limit: query.limit,
      userId: ctx.actorId ?? 0,
      match,
    });
  let rows = await read('words');
  if (rows.length === 0 && /\p{L}/u.test(query.q)) rows = await read('resemblance');
  const words = queryWords(query.q);
  return rows
    .sort(byRelevance)
    .slice(0, query.limit)
    .map((row) => toSearchResult(row, words));
}

const toDuplicateJson = (row: DuplicateRow): Duplicate => ({
  type: row.type,
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  matched: row.matched,
  url: recordUrl(row.type, row.id, row.clientId),
});

/**
 * Leads, clients and contacts of the organization that share the email or the phone (any
 * format, read in the organization's country) with a record being saved.
 */
export async function findDuplicates(
  ctx: OrganizationData,
  input: { email?: string | null | undefined; phones?: (string | null | undefined)[] },
  exclude?: { type: SubjectType; id: number },
): Promise<Duplicate[]> {
  const phoneDigits = (input.phones ?? [])
    .map((phone) => (phone ? normalizePhone(phone, ctx.organization.country) : null))
    .filter((phone): phone is string => phone !== null)
    .map((phone) => phone.slice(1));
  const email = input.email?.trim().toLowerCase() || null;
  const rows = await findDuplicateRecords(ctx.db, ctx.organization.id, { email, phoneDigits, exclude });
  return rows.map(toDuplicateJson);
}

/**
 * Records whose phones include this number, for caller matching (telephony): contacts first,
 * then clients, then leads.
 */
export async function findRecordsByPhone(ctx: OrganizationData, phone: string) {
  const duplicates = await findDuplicates(ctx, { phones: [phone] });
  const order: SubjectType[] = ['contact', 'client', 'lead'];
  return duplicates.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}
