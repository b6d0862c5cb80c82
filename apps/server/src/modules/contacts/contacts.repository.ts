import { and, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { clients } from '#modules/clients/clients.table.ts';
import type { Database } from '#platform/db/client.ts';
import { preparedQuery } from '#platform/db/prepared.ts';
import {
  insertRecordRows,
  type ListQuery,
  type ListSpec,
  updateRecordRow,
  userNameOf,
} from '#records/records.repository.ts';
import { contacts } from './contacts.table.ts';

export type ContactValues = Omit<
  typeof contacts.$inferInsert,
  'id' | 'organizationId' | 'fullName' | 'searchName'
>;

// Contacts are always read with their client (name, type, city, owner): one join serves the
// answer, the related-record filters and the export.
const contactColumns = {
  ...getTableColumns(contacts),
  clientName: clients.name,
  clientType: clients.type,
  clientCity: clients.city,
  ownerId: clients.ownerId,
  ownerName: userNameOf(clients.ownerId),
};

export type ContactRow = typeof contacts.$inferSelect & {
  clientName: string;
  clientType: 'individual' | 'household' | 'company';
  clientCity: string | null;
  ownerId: number | null;
  ownerName: string | null;
};

export const contactListSpec: ListSpec = {
  id: contacts.id,
  filters: {
    client_id: { type: 'relation', expr: contacts.clientId },
    'client.type': { type: 'enum', expr: clients.type },
    'client.city': { type: 'text', expr: clients.city },
    'client.country': { type: 'enum', expr: clients.country },
    'client.owner_id': { type: 'relation', expr: clients.ownerId },
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
    client: { expr: clients.name },
    date_of_birth: { expr: contacts.dateOfBirth, nullable: true },
    passport_expiry: { expr: contacts.passportExpiry, nullable: true },
    created_at: { expr: contacts.createdAt },
    updated_at: { expr: contacts.updatedAt },
  },
  search: { words: contacts.searchText, phones: [contacts.phoneDigits] },
};

/** The list's full rows by id: prepared, it is the same query on every page. */
const contactsById = preparedQuery((db) =>
  db
    .select(contactColumns)
    .from(contacts)
    .innerJoin(clients, eq(clients.id, contacts.clientId))
    .where(sql`${contacts.id} = any(${sql.placeholder('ids')})`)
    .prepare('contacts_by_id'),
);

/** The organization's contacts, with their client (filters reach its columns), for the list machinery. */
export const contactListQuery = (organizationId: number, db: Database): ListQuery<ContactRow> => ({
  matching: (conditions) =>
    db
      .select({ id: contacts.id })
      .from(contacts)
      .innerJoin(clients, eq(clients.id, contacts.clientId))
      .where(and(eq(contacts.organizationId, organizationId), ...conditions))
      .$dynamic(),
  rowsOf: (ids) => contactsById(db).execute({ ids }),
});

export async function findContact(
  organizationId: number,
  db: Database,
  id: number,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select(contactColumns)
    .from(contacts)
    .innerJoin(clients, eq(clients.id, contacts.clientId))
    .where(and(eq(contacts.organizationId, organizationId), eq(contacts.id, id)));
  return row;
}

export async function clientExists(organizationId: number, db: Database, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), eq(clients.id, clientId)));
  return row !== undefined;
}

export const insertContacts = (organizationId: number, db: Database, values: ContactValues[]) =>
  insertRecordRows(organizationId, db, contacts, values);

export const updateContact = (
  organizationId: number,
  db: Database,
  id: number,
  values: Partial<ContactValues>,
) => updateRecordRow(organizationId, db, contacts, id, values);

/** Only one primary contact per client: clears the flag on the others. */
export async function clearPrimary(organizationId: number, db: Database, clientId: number, exceptId: number) {
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

/** The client's contact with this email or primary phone, if any (lead conversion reuses it). */
export async function findContactByEmailOrPhone(
  organizationId: number,
  db: Database,
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
