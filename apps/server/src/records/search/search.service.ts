import { type Duplicate, recordUrl, type SubjectType } from '@aurora/contracts/records';
import type { SearchResult } from '@aurora/contracts/search';
import { normalizePhone, phoneSearchDigits } from '#platform/phones.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import {
  type DuplicateRow,
  findDuplicateRecords,
  type SearchRow,
  searchRecords,
} from './search.repository.ts';

/** What a search reads: the database and the organization (its country reads typed phones). */
type OrganizationData = Pick<OrganizationContext, 'db' | 'organization'>;

const toSearchResult = (row: SearchRow): SearchResult => ({
  type: row.type,
  id: row.id,
  title: row.title,
  subtitle:
    [row.type === 'contact' ? row.clientName : null, row.email, row.phone].filter(Boolean).join(' · ') ||
    null,
  email: row.email,
  phone: row.doNotCall ? null : row.phone,
  matched: row.matched,
  url: recordUrl(row.type, row.id, row.clientId),
});

/** Leads, clients and contacts matching `q` by name, email or phone (any format), best first. */
export async function search(
  ctx: OrganizationData,
  query: { q: string; limit: number; types: SubjectType[] },
): Promise<SearchResult[]> {
  const rows = await searchRecords(ctx.organization.id, ctx.db, {
    q: query.q,
    phoneDigits: phoneSearchDigits(query.q, ctx.organization.country),
    types: query.types,
    limit: query.limit,
  });
  return rows
    .sort((a, b) => a.rank - b.rank || b.updatedAt.getTime() - a.updatedAt.getTime())
    .slice(0, query.limit)
    .map(toSearchResult);
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
  const rows = await findDuplicateRecords(ctx.organization.id, ctx.db, { email, phoneDigits, exclude });
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
