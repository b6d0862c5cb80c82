import type {
  CLIENT_EXPORT_COLUMNS,
  Client,
  createClientSchema,
  updateClientSchema,
} from '@aurora/contracts/clients';
import type { BulkActionInput, BulkResult, ListQueryValues, Warnings } from '@aurora/contracts/records';
import type { z } from 'zod';
import { listContactIdsOfClients } from '#modules/contacts/contacts.service.ts';
import { listLeadIdsConvertedInto } from '#modules/leads/lead-conversions.service.ts';
import type { Database } from '#platform/db/client.ts';
import { type FieldErrors, invalid, notFound } from '#platform/errors.ts';
import { normalizePhones } from '#platform/phones.ts';
import { currencyExists } from '#platform/reference/reference.service.ts';
import type { OrganizationContext, OrganizationData, OrganizationScope } from '#platform/tenancy/context.ts';
import { deleteSubjectNotesAndFiles } from '#records/notes/notes.service.ts';
import { deleteActivities, findByEmailOrPhone, type Subject } from '#records/records.repository.ts';
import {
  checkOwner,
  exportRecords,
  getActivity,
  insertRecordsBulk,
  listRecords,
  publishRecordEvent,
  type RecordSource,
  recordActivity,
  throwIfInvalid,
  toUserRef,
  withPersonColumns,
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
  // numeric(14, 2): the database already answers the exact text with two decimals.
  lifetime_value: row.lifetimeValue,
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

export const listClients = (ctx: OrganizationContext, query: ListQueryValues) =>
  listRecords(ctx, query, clientSource);

async function getClientRow(db: Database, organizationId: number, id: number): Promise<ClientRow> {
  const row = await findClient(organizationId, db, id);
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return row;
}

export async function getClient(ctx: OrganizationData, id: number): Promise<Client> {
  return toClientJson(await getClientRow(ctx.db, ctx.organization.id, id));
}

type ClientFields = Partial<UpdateClientInput> & Partial<Pick<CreateClientInput, 'owner_id'>>;

async function toClientValues(
  db: Database,
  organization: OrganizationScope,
  input: ClientFields,
  current?: ClientRow,
): Promise<Partial<ClientValues>> {
  const errors: FieldErrors = {};
  const phones = normalizePhones(input, organization.country, errors);
  await checkOwner(db, organization.id, input.owner_id, errors);
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
  return withPersonColumns(values, input.emails, current);
}

/**
 * Inserts a client with its `created` event, in the caller's transaction (`ctx.db`): a new
 * client, or a lead's conversion. The caller tells the organization once it commits.
 */
export async function createClientRecord(
  ctx: OrganizationContext,
  input: ClientFields & Pick<CreateClientInput, 'name' | 'type'>,
): Promise<number> {
  const { db, organization, actorId } = ctx;
  const organizationId = organization.id;
  const values = await toClientValues(db, organization, input);
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
  ctx: OrganizationContext,
  input: CreateClientInput,
): Promise<{ data: Client; warnings: Warnings }> {
  const ownerId = input.owner_id === undefined ? ctx.actorId : input.owner_id;
  const duplicates = await findDuplicates(ctx, {
    email: input.email,
    phones: [input.phone, ...input.phones.map((entry) => entry.value)],
  });
  const id = await ctx.db.transaction((tx) =>
    createClientRecord({ ...ctx, db: tx }, { ...input, owner_id: ownerId }),
  );
  publishRecordEvent(ctx, 'record.created', { module: 'clients', id });
  return { data: await getClient(ctx, id), warnings: { duplicates } };
}

export async function updateClient(
  ctx: OrganizationContext,
  id: number,
  input: UpdateClientInput,
): Promise<Client> {
  const { db, organization, actorId } = ctx;
  const organizationId = organization.id;
  const current = await getClientRow(db, organizationId, id);
  const values = await toClientValues(db, organization, input, current);
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
  publishRecordEvent(ctx, 'record.updated', { module: 'clients', id });
  return getClient(ctx, id);
}

export async function deleteClient(ctx: OrganizationContext, id: number): Promise<void> {
  await getClientRow(ctx.db, ctx.organization.id, id);
  await removeClients(ctx, [id]);
}

/** Deletes clients with their contacts, and the notes, files and timelines of both. */
async function removeClients(ctx: OrganizationContext, ids: number[]): Promise<number[]> {
  const organizationId = ctx.organization.id;
  const deleted = await ctx.db.transaction(async (tx) => {
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
  for (const id of deleted) publishRecordEvent(ctx, 'record.deleted', { module: 'clients', id });
  return deleted;
}

/** Bulk actions on clients: assign an owner, delete. */
export async function bulkClients(ctx: OrganizationContext, input: BulkActionInput): Promise<BulkResult> {
  const { db } = ctx;
  const organizationId = ctx.organization.id;
  const ids = [...new Set(input.ids)];
  if (input.action === 'delete') return { affected: (await removeClients(ctx, ids)).length };
  if (input.action !== 'assign') throw invalid({ action: ['Clients have no status to change.'] });
  const errors: FieldErrors = {};
  await checkOwner(db, organizationId, input.owner_id, errors);
  throwIfInvalid(errors);
  const updated = await updateClients(organizationId, db, ids, { ownerId: input.owner_id });
  for (const id of updated) publishRecordEvent(ctx, 'record.updated', { module: 'clients', id });
  return { affected: updated.length };
}

/** The client's timeline, with its contacts' and the timelines of the leads converted into it. */
export async function getClientActivity(
  ctx: OrganizationContext,
  id: number,
  query: { page: number; per_page: number },
) {
  const { db } = ctx;
  const organizationId = ctx.organization.id;
  await getClientRow(db, organizationId, id);
  const leadIds = await listLeadIdsConvertedInto(db, organizationId, id);
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
export const exportClients = (ctx: OrganizationContext, query: ListQueryValues, columns: readonly string[]) =>
  exportRecords(ctx, query, columns, { ...clientSource, cells: clientExportCells });

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
