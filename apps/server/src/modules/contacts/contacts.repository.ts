import type { ClientType } from '@aurora/contracts/clients';
import { and, type Column, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import { clientColumnOf } from '#modules/clients/client-columns.service.ts';
import type { Database } from '#platform/db/client.ts';
import { qualified } from '#platform/db/sql.ts';
import { users } from '#platform/tenancy/users.table.ts';
import {
  insertRecordRows,
  type ListSpec,
  type RowOf,
  recordRowsReader,
  updateRecordRow,
} from '#records/records.repository.ts';
import { contacts } from './contacts.table.ts';

export type ContactValues = Omit<
  typeof contacts.$inferInsert,
  'id' | 'organizationId' | 'fullName' | 'searchName'
>;

// Contacts are read with their client's name, type, city and owner, which the clients module
// answers; the related-record filters (`client.city`) read them the same way.
const ofClient = <Type>(column: Parameters<typeof clientColumnOf>[1]) =>
  clientColumnOf<Type>(contacts.clientId, column);
const clientOwnerId = ofClient<number | null>('ownerId');
const contactColumns = {
  ...getTableColumns(contacts),
  clientName: ofClient<string>('name'),
  clientType: ofClient<ClientType>('type'),
  clientCity: ofClient<string | null>('city'),
  ownerId: clientOwnerId,
  ownerName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${clientOwnerId})`,
};

export type ContactRow = RowOf<typeof contactColumns>;

export const contactListSpec: ListSpec = {
  id: contacts.id,
  filters: {
    client_id: { type: 'relation', expr: contacts.clientId },
    'client.type': { type: 'enum', expr: contactColumns.clientType },
    'client.city': { type: 'text', expr: contactColumns.clientCity },
    'client.country': { type: 'enum', expr: ofClient('country') },
    'client.owner_id': { type: 'relation', expr: clientOwnerId },
    first_name: { type: 'text', expr: contacts.firstName },
    last_name: { type: 'text', expr: contacts.lastName },
    email: { type: 'text', expr: contacts.email },
    phone: { type: 'text', expr: contacts.phoneDigits, phone: true },
    is_primary: { type: 'boolean', expr: contacts.isPrimary },
    nationality: { type: 'enum', expr: contacts.nationality },
    date_of_birth: { type: 'date', expr: contacts.dateOfBirth, dateOnly: true },
    passport_expiry: { type: 'date', expr: contacts.passportExpiry, dateOnly: true },
    created_at: { type: 'date', expr: contacts.createdAt },
    updated_at: { type: 'date', expr: contacts.updatedAt },
  },
  sorts: {
    full_name: { expr: contacts.fullName },
    first_name: { expr: contacts.firstName },
    last_name: { expr: contacts.lastName },
    email: { expr: contacts.email, nullable: true },
    client: { expr: contactColumns.clientName },
    date_of_birth: { expr: contacts.dateOfBirth, nullable: true },
    passport_expiry: { expr: contacts.passportExpiry, nullable: true },
    created_at: { expr: contacts.createdAt },
    updated_at: { expr: contacts.updatedAt },
  },
  search: { words: contacts.searchText, phones: [contacts.phoneDigits] },
};

const contactRows = recordRowsReader(contacts, contactColumns, 'contacts_by_id');

/** The organization's contacts, with their client (filters reach its columns), for the list machinery. */
export const contactListQuery = (db: Database, organizationId: number) =>
  contactRows.listQuery(db, organizationId);

export const findContact = contactRows.find;

export const insertContacts = (db: Database, organizationId: number, values: ContactValues[]) =>
  insertRecordRows(db, organizationId, contacts, values);

export const updateContact = (
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<ContactValues>,
) => updateRecordRow(db, organizationId, contacts, id, values);

/** Only one primary contact per client: clears the flag on the others. */
export async function clearPrimary(db: Database, organizationId: number, clientId: number, exceptId: number) {
  await db
    .update(contacts)
    .set({ isPrimary: false })
    .where(
      and(
        eq(contacts.organizationId, organizationId),
        eq(contacts.clientId, clientId),
        sql`${contacts.id} <> ${exceptId}`,
      ),
    );
}

/** SQL for another module's query: the primary phone of the contact its `contactId` column points to. */
export const contactPhoneOf = (contactId: Column): SQL<string | null> =>
  sql<
    string | null
  >`(select ${contacts.phone} from ${contacts} where ${contacts.id} = ${qualified(contactId)})`;

/** SQL for another module's query: how many contacts the client its `clientId` column points to has. */
export const contactsCountOf = (clientId: Column): SQL<number> =>
  sql<number>`(select count(*) from ${contacts} where ${contacts.clientId} = ${qualified(clientId)})`.mapWith(
    Number,
  );

export async function findContactIdsOfClients(db: Database, organizationId: number, clientIds: number[]) {
  if (clientIds.length === 0) return [];
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), inArray(contacts.clientId, clientIds)));
  return rows.map((row) => row.id);
}

/** The client's contact with this email or primary phone, if any (lead conversion reuses it). */
export async function findContactByEmailOrPhone(
  db: Database,
  organizationId: number,
  clientId: number,
  email: string | null,
  phone: string | null,
): Promise<number | undefined> {
  if (!email && !phone) return undefined;
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.organizationId, organizationId),
        eq(contacts.clientId, clientId),
        or(email ? eq(contacts.email, email) : undefined, phone ? eq(contacts.phone, phone) : undefined),
      ),
    )
    .orderBy(contacts.id)
    .limit(1);
  return row?.id;
}
