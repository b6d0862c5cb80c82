import type {
  CLIENT_EXPORT_COLUMNS,
  Client,
  createClientSchema,
  updateClientSchema,
} from '@aurora/contracts/clients';
import type { BulkActionInput, BulkResult, ListQueryValues, Warnings } from '@aurora/contracts/records';
import type { z } from 'zod';
import { listContactIdsOfClients } from '#modules/contacts/contacts.service.ts';
import type { Database } from '#platform/db/client.ts';
import { type FieldErrors, invalid, notFound } from '#platform/errors.ts';
import { currencyExists } from '#platform/reference/reference.service.ts';
import { deleteSubjectNotesAndFiles } from '#records/notes/notes.service.ts';
import { deleteActivities, findByEmailOrPhone, type Subject } from '#records/records.repository.ts';
import {
  checkOwner,
  exportRecords,
  getActivity,
  getOrganizationSettings,
  insertRecordsBulk,
  listRecords,
  normalizePhones,
  type OrganizationSettings,
  phoneDigitsOf,
  type RecordSource,
  recordActivity,
  throwIfInvalid,
  toUserRef,
  uniqueEmails,
} from '#records/records.service.ts';
import { findDuplicates } from '#records/search/search.service.ts';
import {
  type ClientRow,
  type ClientValues,
  clientListQuery,
  clientListSpec,
  countClients as countClientRows,
  deleteClients,
  findClient,
  findClientIds,
  findClientIdsByName,
  findLeadIdsOfClient,
  insertClients,
  updateClient as updateClientRow,
  updateClients,
} from './clients.repository.ts';
import { clients } from './clients.table.ts';

export const CLIENT_NOT_FOUND = 'Client not found.';

export type CreateClientInput = z.output<typeof createClientSchema>;
export type UpdateClientInput = z.output<typeof updateClientSchema>;

export const toClientJson = (row: ClientRow): Client => ({
  id: row.id,
  type: row.type,
  name: row.name,
  email: row.email,
  phone: row.phone,
  emails: row.emails,
  phones: row.phones,
  address_line: row.addressLine,
  city: row.city,
  region: row.region,
  postal_code: row.postalCode,
  country: row.country,
  tax_id: row.taxId,
  preferred_language: row.preferredLanguage,
  preferred_currency: row.preferredCurrency,
  tags: row.tags,
  marketing_consent: row.marketingConsent,
  lifetime_value: Number(row.lifetimeValue).toFixed(2),
  contacts_count: row.contactsCount,
  owner: toUserRef(row.ownerId, row.ownerName),
  source_lead:
    row.sourceLeadId !== null && row.sourceLeadName !== null
      ? { id: row.sourceLeadId, name: row.sourceLeadName }
      : null,
  created_by: toUserRef(row.createdById, row.createdByName),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const clientSource: RecordSource<ClientRow, Client> = {
  spec: clientListSpec,
  list: clientListQuery,
  toJson: toClientJson,
};

export const listClients = (db: Database, organizationId: number, userId: number, query: ListQueryValues) =>
  listRecords(db, organizationId, userId, query, clientSource);

async function getClientRow(db: Database, organizationId: number, id: number): Promise<ClientRow> {
  const row = await findClient(organizationId, db, id);
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return row;
}

export async function getClient(db: Database, organizationId: number, id: number): Promise<Client> {
  return toClientJson(await getClientRow(db, organizationId, id));
}

type ClientFields = Partial<UpdateClientInput> & Partial<Pick<CreateClientInput, 'owner_id'>>;

async function toClientValues(
  db: Database,
  settings: OrganizationSettings,
  input: ClientFields,
  current?: ClientRow,
): Promise<Partial<ClientValues>> {
  const errors: FieldErrors = {};
  const phones = normalizePhones(input, settings.country, errors);
  await checkOwner(db, settings.id, input.owner_id, errors);
  if (input.preferred_currency && !(await currencyExists(db, input.preferred_currency))) {
    errors.preferred_currency = ['The selected preferred currency is invalid.'];
  }
  throwIfInvalid(errors);
  const values: Partial<ClientValues> = {
    type: input.type,
    name: input.name,
    email: input.email,
    phone: phones.phone,
    phones: phones.phones,
    addressLine: input.address_line,
    city: input.city,
    region: input.region,
    postalCode: input.postal_code,
    country: input.country,
    taxId: input.tax_id,
    preferredLanguage: input.preferred_language,
    preferredCurrency: input.preferred_currency,
    tags: input.tags ? [...new Set(input.tags)] : undefined,
    marketingConsent: input.marketing_consent,
    ownerId: input.owner_id,
  };
  const email = values.email !== undefined ? values.email : (current?.email ?? null);
  if (input.emails !== undefined) values.emails = uniqueEmails(email, input.emails);
  if (values.phone !== undefined || values.phones !== undefined) {
    values.phoneDigits = phoneDigitsOf(
      values.phone !== undefined ? values.phone : (current?.phone ?? null),
      values.phones ?? current?.phones ?? [],
    );
  }
  return values;
}

/** Inserts a client with its `created` event; for callers that run their own transaction (convert, import). */
export async function createClientRecord(
  db: Database,
  organizationId: number,
  actorId: number | null,
  input: ClientFields & Pick<CreateClientInput, 'name' | 'type'>,
  settings?: OrganizationSettings,
): Promise<number> {
  const values = await toClientValues(
    db,
    settings ?? (await getOrganizationSettings(db, organizationId)),
    input,
  );
  const [id] = await insertClients(organizationId, db, [
    { ...(values as ClientValues), createdById: actorId, phoneDigits: values.phoneDigits ?? '' },
  ]);
  if (id === undefined) throw new Error('INSERT clients returned no row');
  await recordActivity(db, organizationId, [
    { subjectType: 'client', subjectId: id, type: 'created', actorId },
  ]);
  return id;
}

/** Creates a client (owner: the creator unless given); duplicates are reported, not refused. */
export async function createClient(
  db: Database,
  organizationId: number,
  actorId: number,
  input: CreateClientInput,
): Promise<{ data: Client; warnings: Warnings }> {
  const settings = await getOrganizationSettings(db, organizationId);
  const ownerId = input.owner_id === undefined ? actorId : input.owner_id;
  const duplicates = await findDuplicates(
    db,
    organizationId,
    { email: input.email, phones: [input.phone, ...input.phones.map((entry) => entry.value)] },
    undefined,
    settings.country,
  );
  const id = await db.transaction((tx) =>
    createClientRecord(tx, organizationId, actorId, { ...input, owner_id: ownerId }, settings),
  );
  return { data: await getClient(db, organizationId, id), warnings: { duplicates } };
}

export async function updateClient(
  db: Database,
  organizationId: number,
  actorId: number,
  id: number,
  input: UpdateClientInput,
): Promise<Client> {
  const current = await getClientRow(db, organizationId, id);
  const settings = await getOrganizationSettings(db, organizationId);
  const values = await toClientValues(db, settings, input, current);
  await db.transaction(async (tx) => {
    await updateClientRow(organizationId, tx, id, values);
    if (values.ownerId !== undefined && values.ownerId !== current.ownerId) {
      await recordActivity(tx, organizationId, [
        {
          subjectType: 'client',
          subjectId: id,
          type: 'assigned',
          actorId,
          data: { from: current.ownerId, to: values.ownerId },
        },
      ]);
    }
  });
  return getClient(db, organizationId, id);
}

export async function deleteClient(db: Database, organizationId: number, id: number): Promise<void> {
  await getClientRow(db, organizationId, id);
  await removeClients(db, organizationId, [id]);
}

/** Deletes clients with their contacts, and the notes, files and timelines of both. */
async function removeClients(db: Database, organizationId: number, ids: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const contactIds = await listContactIdsOfClients(tx, organizationId, ids);
    const removed = await deleteClients(organizationId, tx, ids);
    const subjects: Subject[] = [
      ...removed.map((id) => ({ type: 'client' as const, id })),
      ...contactIds.map((id) => ({ type: 'contact' as const, id })),
    ];
    await deleteActivities(organizationId, tx, subjects);
    await deleteSubjectNotesAndFiles(tx, organizationId, subjects);
    return removed;
  });
}

/** Bulk actions on clients: assign an owner, delete. */
export async function bulkClients(
  db: Database,
  organizationId: number,
  input: BulkActionInput,
): Promise<BulkResult & { ids: number[] }> {
  const ids = [...new Set(input.ids)];
  if (input.action === 'delete') {
    const removed = await removeClients(db, organizationId, ids);
    return { affected: removed.length, ids: removed };
  }
  if (input.action !== 'assign') throw invalid({ action: ['Clients have no status to change.'] });
  const errors: FieldErrors = {};
  await checkOwner(db, organizationId, input.owner_id, errors);
  throwIfInvalid(errors);
  const updated = await updateClients(organizationId, db, ids, { ownerId: input.owner_id });
  return { affected: updated.length, ids: updated };
}

/** The client's timeline, with its contacts' and the timelines of the leads converted into it. */
export async function getClientActivity(
  db: Database,
  organizationId: number,
  id: number,
  query: { page: number; per_page: number },
) {
  await getClientRow(db, organizationId, id);
  const leadIds = await findLeadIdsOfClient(organizationId, db, id);
  const contactIds = await listContactIdsOfClients(db, organizationId, [id]);
  return getActivity(
    db,
    organizationId,
    [
      { type: 'client', id },
      ...contactIds.map((contactId) => ({ type: 'contact' as const, id: contactId })),
      ...leadIds.map((leadId) => ({ type: 'lead' as const, id: leadId })),
    ],
    query,
  );
}

/** The export row of a client: its JSON plus the related names, keyed by export column. */
function clientExportCells(row: ClientRow): Record<(typeof CLIENT_EXPORT_COLUMNS)[number], unknown> {
  const client = toClientJson(row);
  return { ...client, tags: client.tags.join('; '), owner_name: client.owner?.name ?? '' };
}

/** Every client matching the list query, as export rows of the requested columns. */
export const exportClients = (
  db: Database,
  organizationId: number,
  userId: number,
  query: ListQueryValues,
  columns: readonly string[],
) => exportRecords(db, organizationId, userId, query, columns, { ...clientSource, cells: clientExportCells });

export const countClients = (db: Database, organizationId: number) => countClientRows(organizationId, db);

/** Import and demo data: many clients in one statement, with their `created` events. */
export const insertClientsBulk = (
  db: Database,
  organizationId: number,
  actorId: number | null,
  values: ClientValues[],
) => insertRecordsBulk(db, organizationId, { type: 'client', actorId }, values, insertClients);

export async function updateClientFromImport(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<ClientValues>,
): Promise<boolean> {
  return (await updateClients(organizationId, db, [id], values)).length > 0;
}

export const findClientsByEmailOrPhone = (
  db: Database,
  organizationId: number,
  emails: string[],
  phones: string[],
) => findByEmailOrPhone(organizationId, db, clients, emails, phones);

/** Clients of the organization by name (any case), for contact imports. */
export const findClientsByName = (db: Database, organizationId: number, names: string[]) =>
  findClientIdsByName(organizationId, db, names);

export const existingClientIds = (db: Database, organizationId: number, ids: number[]) =>
  findClientIds(organizationId, db, ids);

export type { ClientValues } from './clients.repository.ts';
