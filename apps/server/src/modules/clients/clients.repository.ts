import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { contactsCountOf } from '#modules/contacts/contacts.service.ts';
import { sourceLeadOf } from '#modules/leads/lead-conversions.service.ts';
import type { Database } from '#platform/db/client.ts';
import {
  insertRecordRows,
  type ListSpec,
  type RowOf,
  recordRowsReader,
  updateRecordRow,
  updateRecordRows,
  userNameOf,
} from '#records/records.repository.ts';
import { clients } from './clients.table.ts';

export type ClientValues = Omit<typeof clients.$inferInsert, 'id' | 'organizationId' | 'searchName'>;

const clientColumns = {
  ...getTableColumns(clients),
  contactsCount: contactsCountOf(clients.id),
  ownerName: userNameOf(clients.ownerId),
  createdByName: userNameOf(clients.createdById),
  // The lead it was converted from; the first one when several leads were converted into it.
  sourceLeadId: sourceLeadOf<number | null>(clients.id, 'id'),
  sourceLeadName: sourceLeadOf<string | null>(clients.id, 'fullName'),
};

export type ClientRow = RowOf<typeof clientColumns>;

export const clientListSpec: ListSpec = {
  id: clients.id,
  filters: {
    type: { type: 'enum', expr: clients.type },
    owner_id: { type: 'relation', expr: clients.ownerId },
    name: { type: 'text', expr: clients.name },
    email: { type: 'text', expr: clients.email },
    phone: { type: 'text', expr: clients.phoneDigits, phone: true },
    city: { type: 'text', expr: clients.city },
    region: { type: 'text', expr: clients.region },
    country: { type: 'enum', expr: clients.country },
    tags: { type: 'text', expr: clients.tags, array: true },
    preferred_language: { type: 'enum', expr: clients.preferredLanguage },
    preferred_currency: { type: 'enum', expr: clients.preferredCurrency },
    marketing_consent: { type: 'boolean', expr: clients.marketingConsent },
    created_at: { type: 'date', expr: clients.createdAt },
    updated_at: { type: 'date', expr: clients.updatedAt },
  },
  sorts: {
    name: { expr: clients.name },
    type: { expr: clients.type },
    email: { expr: clients.email, nullable: true },
    city: { expr: clients.city, nullable: true },
    country: { expr: clients.country, nullable: true },
    owner: { expr: userNameOf(clients.ownerId), nullable: true },
    created_at: { expr: clients.createdAt },
    updated_at: { expr: clients.updatedAt },
  },
  search: { words: clients.searchText, phones: [clients.phoneDigits] },
};

const clientRows = recordRowsReader(clients, clientColumns, 'clients_by_id');

/** The organization's clients for the list machinery. */
export const clientListQuery = (db: Database, organizationId: number) =>
  clientRows.listQuery(db, organizationId);

export const findClient = clientRows.find;

export const insertClients = (db: Database, organizationId: number, values: ClientValues[]) =>
  insertRecordRows(db, organizationId, clients, values);

export const updateClient = (
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<ClientValues>,
) => updateRecordRow(db, organizationId, clients, id, values);

export const updateClients = (
  db: Database,
  organizationId: number,
  ids: number[],
  values: Partial<ClientValues>,
) => updateRecordRows(db, organizationId, clients, ids, values);

export async function countClients(db: Database, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(clients)
    .where(eq(clients.organizationId, organizationId));
  return row?.total ?? 0;
}

/** The client of the organization with this exact name (case-insensitive), for imports. */
export async function findClientIdsByName(db: Database, organizationId: number, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(
      and(
        eq(clients.organizationId, organizationId),
        inArray(
          sql`lower(${clients.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      ),
    );
}

/** Ids of the organization's clients among `ids`. */
export async function findClientIds(db: Database, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), inArray(clients.id, ids)));
  return rows.map((row) => row.id);
}
