import { type Duplicate, recordUrl, type SubjectType } from '@aurora/contracts/records';
import type { SearchResult } from '@aurora/contracts/search';
import type { Database } from '#platform/db/client.ts';
import { getOrganizationSettings, normalizePhone, phoneSearchDigits } from '#records/records.service.ts';
import {
  type DuplicateRow,
  findDuplicateRecords,
  type SearchRow,
  searchRecords,
} from './search.repository.ts';

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
  db: Database,
  organizationId: number,
  query: { q: string; limit: number; types: SubjectType[] },
): Promise<SearchResult[]> {
  const settings = await getOrganizationSettings(db, organizationId);
  const rows = await searchRecords(organizationId, db, {
    q: query.q,
    phoneDigits: phoneSearchDigits(query.q, settings.country),
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
  db: Database,
  organizationId: number,
  input: { email?: string | null | undefined; phones?: (string | null | undefined)[] },
  exclude?: { type: SubjectType; id: number },
  country?: string,
): Promise<Duplicate[]> {
  const region = country ?? (await getOrganizationSettings(db, organizationId)).country;
  const phoneDigits = (input.phones ?? [])
    .map((phone) => (phone ? normalizePhone(phone, region) : null))
    .filter((phone): phone is string => phone !== null)
    .map((phone) => phone.slice(1));
  const email = input.email?.trim().toLowerCase() || null;
  const rows = await findDuplicateRecords(organizationId, db, { email, phoneDigits, exclude });
  return rows.map(toDuplicateJson);
}

/**
 * Records whose phones include this number, for caller matching (telephony): contacts first,
 * then clients, then leads.
 */
export async function findRecordsByPhone(db: Database, organizationId: number, phone: string) {
  const duplicates = await findDuplicates(db, organizationId, { phones: [phone] });
  const order: SubjectType[] = ['contact', 'client', 'lead'];
  return duplicates.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}
