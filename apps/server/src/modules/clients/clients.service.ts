import type {
  CLIENT_EXPORT_COLUMNS,
  Client,
  createClientSchema,
  updateClientSchema,
} from '@aurora/contracts/clients';
import type { ListQueryValues, Warnings } from '@aurora/contracts/records';
import type { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import type { FieldErrors } from '#platform/errors.ts';
import { currencyExists } from '#platform/reference/reference.service.ts';
import type { OrganizationContext, OrganizationScope } from '#platform/tenancy/context.ts';
import { createPerson, insertPerson, personColumns, toPersonJson } from '#records/people.ts';
import { assignOwner, type BulkHandlers } from '#records/record-lifecycle.ts';
import { findByEmailOrPhone } from '#records/records.repository.ts';
import {
  changeActivities,
  checkOwner,
  exportRecords,
  insertRecordsBulk,
  publishRecordEvent,
  recordActivity,
  recordReader,
  throwIfInvalid,
  toRecordRef,
  toUserRef,
} from '#records/records.service.ts';
import {
  type ClientRow,
  type ClientValues,
  clientListQuery,
  clientListSpec,
  countClients as countClientRows,
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
  ...toPersonJson(row),
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
  source_lead: toRecordRef(row.sourceLeadId, row.sourceLeadName),
  created_by: toUserRef(row.createdById, row.createdByName),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const clientSource = {
  spec: clientListSpec,
  list: clientListQuery,
  find: findClient,
  toJson: toClientJson,
};

const clientRecords = recordReader('client', clientSource);

export const listClients = clientRecords.list;
const getClientRow = clientRecords.row;
export const getClient = clientRecords.get;

type ClientFields = Partial<UpdateClientInput> & Partial<Pick<CreateClientInput, 'owner_id'>>;

async function toClientValues(
  db: Database,
  organization: OrganizationScope,
  input: ClientFields,
  current?: ClientRow,
): Promise<Partial<ClientValues>> {
  const errors: FieldErrors = {};
  const person = personColumns(input, organization.country, errors, current);
  await checkOwner(db, organization.id, input.owner_id, errors);
  if (input.preferred_currency && !(await currencyExists(db, input.preferred_currency))) {
    errors.preferred_currency = ['The selected preferred currency is invalid.'];
  }
  throwIfInvalid(errors);
  return {
    ...person,
    type: input.type,
    name: input.name,
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
}

/**
 * Inserts a client with its `created` event, in the caller's transaction (`ctx.db`): a new
 * client, or a lead's conversion. The caller tells the organization once it commits.
 */
export async function createClientRecord(
  ctx: OrganizationContext,
  input: ClientFields & Pick<CreateClientInput, 'name' | 'type'>,
): Promise<number> {
  const values = await toClientValues(ctx.db, ctx.organization, input);
  return insertPerson(ctx, 'client', values as ClientValues, insertClients);
}

/** Creates a client (owner: the creator unless given); duplicates are reported, not refused. */
export function createClient(
  ctx: OrganizationContext,
  input: CreateClientInput,
): Promise<{ data: Client; warnings: Warnings }> {
  const ownerId = input.owner_id === undefined ? ctx.actorId : input.owner_id;
  return createPerson(
    ctx,
    'client',
    input,
    (inTransaction) => createClientRecord(inTransaction, { ...input, owner_id: ownerId }),
    getClient,
  );
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
    await updateClientRow(tx, organizationId, id, values);
    await recordActivity(tx, organizationId, changeActivities('client', [current], values, actorId));
  });
  publishRecordEvent(ctx, 'record.updated', { module: 'clients', id });
  return getClient(ctx, id);
}

/** Clients in bulk besides delete: assign an owner. */
export const clientBulkActions: BulkHandlers = {
  assign: (ctx, ids, ownerId) =>
    assignOwner(ctx, 'client', ids, ownerId, (tx, chosen) =>
      updateClients(tx, ctx.organization.id, chosen, { ownerId }),
    ),
};

/** The export row of a client: its JSON plus the related names, keyed by export column. */
function clientExportCells(row: ClientRow): Record<(typeof CLIENT_EXPORT_COLUMNS)[number], unknown> {
  const client = toClientJson(row);
  return { ...client, tags: client.tags.join('; '), owner_name: client.owner?.name ?? '' };
}

/** Every client matching the list query, as export rows of the requested columns. */
export const exportClients = (ctx: OrganizationContext, query: ListQueryValues, columns: readonly string[]) =>
  exportRecords(ctx, query, columns, { ...clientSource, cells: (rows) => rows.map(clientExportCells) });

export const countClients = (db: Database, organizationId: number) => countClientRows(db, organizationId);

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
  return (await updateClients(db, organizationId, [id], values)).length > 0;
}

export const findClientsByEmailOrPhone = (
  db: Database,
  organizationId: number,
  emails: string[],
  phones: string[],
) => findByEmailOrPhone(db, organizationId, clients, emails, phones);

/** Clients of the organization by name (any case), for contact imports. */
export const findClientsByName = (db: Database, organizationId: number, names: string[]) =>
  findClientIdsByName(db, organizationId, names);

export const existingClientIds = (db: Database, organizationId: number, ids: number[]) =>
  findClientIds(db, organizationId, ids);

/** For the travel module: what the client's completed trips sold, in the organization's currency (decimal text). */
export const setLifetimeValue = (db: Database, organizationId: number, clientId: number, value: string) =>
  updateClients(db, organizationId, [clientId], { lifetimeValue: value });

export type { ClientValues } from './clients.repository.ts';
