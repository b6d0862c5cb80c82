import type { Language } from '@aurora/contracts/constants';
import {
  CONVERTED_LEAD_READ_ONLY,
  type convertLeadSchema,
  type createLeadSchema,
  LEAD_ALREADY_CONVERTED,
  LEAD_CONVERTED_STATUS,
  type LEAD_EXPORT_COLUMNS,
  type Lead,
  type updateLeadSchema,
} from '@aurora/contracts/leads';
import { toMinorUnits } from '@aurora/contracts/money';
import { OPPORTUNITY_TITLE_MAX } from '@aurora/contracts/opportunities';
import type { ListQueryValues, Warnings } from '@aurora/contracts/records';
import type { z } from 'zod';
import { createClientRecord, getClient } from '#modules/clients/clients.service.ts';
import { createContactRecord, findContactOfClient, getContact } from '#modules/contacts/contacts.service.ts';
import { createOpportunityRecord, getOpportunity } from '#modules/opportunities/opportunities.service.ts';
import type { Database } from '#platform/db/client.ts';
import { conflict, type FieldErrors, invalid } from '#platform/errors.ts';
import { currencyExists, listCurrencies, listStatuses } from '#platform/reference/reference.service.ts';
import {
  languageOfOrganization,
  type OrganizationContext,
  type OrganizationScope,
} from '#platform/tenancy/context.ts';
import { createPerson, insertPerson, personColumns, toPersonJson } from '#records/people.ts';
import { assignOwner, type BulkHandlers } from '#records/record-lifecycle.ts';
import { findByEmailOrPhone } from '#records/records.repository.ts';
import {
  changeActivities,
  checkDefinitions,
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
  countAssignedLeads,
  countLeads as countLeadRows,
  findLead,
  findLeadStates,
  insertLeads,
  type LeadRow,
  type LeadValues,
  leadListQuery,
  leadListSpec,
  relinkConvertedContact,
  updateLead as updateLeadRow,
  updateLeads,
} from './leads.repository.ts';
import { leads } from './leads.table.ts';

/** A lead status key must exist among the reference statuses of entity type `lead`. */
async function checkLeadStatus(db: Database, status: string | undefined, errors: FieldErrors) {
  if (status === undefined) return;
  const statuses = await listStatuses(db, 'lead');
  if (!statuses.some((entry) => entry.key === status)) errors.status = ['The selected status is invalid.'];
}

export const LEAD_NOT_FOUND = 'Lead not found.';

export type CreateLeadInput = z.output<typeof createLeadSchema>;
export type UpdateLeadInput = z.output<typeof updateLeadSchema>;

export const toLeadJson = (row: LeadRow): Lead => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  full_name: row.fullName ?? `${row.firstName} ${row.lastName}`.trim(),
  ...toPersonJson(row),
  status: row.status,
  source: row.source,
  owner: toUserRef(row.ownerId, row.ownerName),
  do_not_call: row.doNotCall,
  destinations: row.destinations,
  travel_start: row.travelStart,
  travel_end: row.travelEnd,
  date_flexibility_days: row.dateFlexibilityDays,
  adults: row.adults,
  children: row.children,
  infants: row.infants,
  // numeric(14, 2): the database already answers the exact text with two decimals.
  budget_amount: row.budgetAmount,
  budget_currency: row.budgetCurrency,
  purpose: row.purpose,
  next_action_at: row.nextActionAt,
  lost_reason: row.lostReason,
  converted_at: row.convertedAt?.toISOString() ?? null,
  converted_client: toRecordRef(row.convertedClientId, row.convertedClientName),
  converted_contact: toRecordRef(row.convertedContactId, row.convertedContactName),
  converted_opportunity: toRecordRef(row.convertedOpportunityId, row.convertedOpportunityTitle),
  created_by: toUserRef(row.createdById, row.createdByName),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** One page of the organization's leads, in the contract's list grammar. */
const leadSource = {
  spec: leadListSpec,
  list: leadListQuery,
  find: findLead,
  toJson: toLeadJson,
};

const leadRecords = recordReader('lead', leadSource);

export const listLeads = leadRecords.list;
export const getLeadRow = leadRecords.row;
export const getLead = leadRecords.get;

type LeadFields = Partial<UpdateLeadInput> & Partial<Pick<CreateLeadInput, 'owner_id'>>;

/** Checks what zod cannot (reference keys, owner, currency, phones) and maps to columns. */
async function toLeadValues(
  db: Database,
  organization: OrganizationScope,
  input: LeadFields,
  current?: LeadRow,
): Promise<Partial<LeadValues>> {
  const errors: FieldErrors = {};
  const person = personColumns(input, organization.country, errors, current);
  await checkLeadStatus(db, input.status, errors);
  await checkDefinitions(
    db,
    [
      { field: 'source', list: 'lead_sources', key: input.source },
      { field: 'purpose', list: 'trip_types', key: input.purpose },
      { field: 'lost_reason', list: 'lost_reasons', key: input.lost_reason },
    ],
    errors,
  );
  await checkOwner(db, organization.id, input.owner_id, errors);
  if (input.budget_currency && !(await currencyExists(db, input.budget_currency))) {
    errors.budget_currency = ['The selected budget currency is invalid.'];
  }
  const start = input.travel_start !== undefined ? input.travel_start : (current?.travelStart ?? null);
  const end = input.travel_end !== undefined ? input.travel_end : (current?.travelEnd ?? null);
  if (start && end && end < start)
    errors.travel_end = ['The travel end must be on or after the travel start.'];
  throwIfInvalid(errors);

  return {
    ...person,
    firstName: input.first_name,
    lastName: input.last_name,
    status: input.status,
    source: input.source,
    ownerId: input.owner_id,
    doNotCall: input.do_not_call,
    destinations: input.destinations,
    travelStart: input.travel_start,
    travelEnd: input.travel_end,
    dateFlexibilityDays: input.date_flexibility_days,
    adults: input.adults,
    children: input.children,
    infants: input.infants,
    budgetAmount: input.budget_amount,
    budgetCurrency: input.budget_currency,
    purpose: input.purpose,
    nextActionAt: input.next_action_at,
    lostReason: input.lost_reason,
  };
}

/** Creates a lead (owner: the creator unless given); duplicates are reported, not refused. */
export function createLead(
  ctx: OrganizationContext,
  input: CreateLeadInput,
): Promise<{ data: Lead; warnings: Warnings }> {
  const ownerId = input.owner_id === undefined ? ctx.actorId : input.owner_id;
  return createPerson(
    ctx,
    'lead',
    input,
    async (inTransaction) => {
      const values = await toLeadValues(inTransaction.db, ctx.organization, { ...input, owner_id: ownerId });
      return insertPerson(inTransaction, 'lead', values as LeadValues, insertLeads);
    },
    getLead,
  );
}

/** Partial update; a converted lead is read-only (409). Status and owner changes go on the timeline. */
export async function updateLead(
  ctx: OrganizationContext,
  id: number,
  input: UpdateLeadInput,
): Promise<Lead> {
  const { db, organization, actorId } = ctx;
  const organizationId = organization.id;
  const current = await getLeadRow(db, organizationId, id);
  if (current.convertedAt) throw conflict(CONVERTED_LEAD_READ_ONLY);
  if (input.status === LEAD_CONVERTED_STATUS) {
    throw invalid({ status: ['Use the convert action to convert a lead.'] });
  }
  const values = await toLeadValues(db, organization, input, current);
  await db.transaction(async (tx) => {
    await updateLeadRow(tx, organizationId, id, values);
    await recordActivity(tx, organizationId, await changeEvents(tx, [current], values, actorId));
  });
  publishRecordEvent(ctx, 'record.updated', { module: 'leads', id });
  return getLead(ctx, id);
}

/** The timeline entries of status and owner changes, with the statuses' names. */
async function changeEvents(
  db: Database,
  before: { id: number; status: string; ownerId: number | null }[],
  values: { status?: string | undefined; ownerId?: number | null | undefined },
  actorId: number | null,
) {
  const statusNames =
    values.status !== undefined
      ? new Map((await listStatuses(db, 'lead')).map((status) => [status.key, status.name]))
      : new Map<string, string>();
  return changeActivities('lead', before, values, actorId, (key) => statusNames.get(key) ?? key);
}

/**
 * Bulk actions on leads besides delete: assign an owner, set a status (converted leads are left
 * alone in both).
 */
export const leadBulkActions: BulkHandlers = {
  assign: (ctx, ids, ownerId) =>
    assignOwner(ctx, 'lead', ids, ownerId, async (tx, chosen) =>
      (await updateLeads(tx, ctx.organization.id, chosen, { ownerId }, true)).map((lead) => lead.id),
    ),
  setStatus: async (ctx, ids, { status }) => {
    const { db, organization, actorId } = ctx;
    const errors: FieldErrors = {};
    if (status === LEAD_CONVERTED_STATUS) {
      errors.status = ['Use the convert action to convert a lead.'];
    } else {
      await checkLeadStatus(db, status, errors);
    }
    throwIfInvalid(errors);
    return db.transaction(async (tx) => {
      const before = (await findLeadStates(tx, organization.id, ids)).filter((lead) => !lead.convertedAt);
      const changed = await updateLeads(tx, organization.id, ids, { status }, true);
      await recordActivity(tx, organization.id, await changeEvents(tx, before, { status }, actorId));
      return changed.map((lead) => lead.id);
    });
  },
};

/**
 * Converts a lead: links it to an existing client (as a contact of it, reusing the contact with
 * the same email or phone) or creates a client from it with the lead as primary contact, and with
 * `create_opportunity` a deal for its trip wishes and budget. The lead becomes `converted` and
 * read-only; its notes and timeline stay on it and show on the client's.
 */
export async function convertLead(
  ctx: OrganizationContext,
  id: number,
  input: z.output<typeof convertLeadSchema>,
) {
  const { db, organization, actorId } = ctx;
  const organizationId = organization.id;
  const lead = await getLeadRow(db, organizationId, id);
  if (lead.convertedAt) throw conflict(LEAD_ALREADY_CONVERTED);
  if (input.client_id) {
    const exists = await getClient(ctx, input.client_id).catch(() => null);
    if (!exists) throw invalid({ client_id: ['The selected client is invalid.'] });
  }
  const person = {
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    emails: lead.emails,
    phones: lead.phones,
  };
  const { clientId, contactId, opportunityId } = await db.transaction(async (tx) => {
    const inTransaction = { ...ctx, db: tx };
    let clientId = input.client_id ?? null;
    let contactId: number | null = null;
    if (clientId === null) {
      clientId = await createClientRecord(inTransaction, {
        type: input.client_type ?? 'individual',
        name: input.client_name ?? (`${lead.firstName} ${lead.lastName}`.trim() || lead.firstName),
        email: lead.email,
        phone: lead.phone,
        emails: lead.emails,
        phones: lead.phones,
        tags: [],
        marketing_consent: false,
        owner_id: lead.ownerId,
      });
    } else {
      contactId = await findContactOfClient(inTransaction, clientId, lead.email, lead.phone);
    }
    contactId ??= await createContactRecord(inTransaction, clientId, {
      ...person,
      is_primary: !input.client_id,
      frequent_flyer: [],
    });
    await updateLeadRow(tx, organizationId, id, {
      status: LEAD_CONVERTED_STATUS,
      convertedAt: new Date(),
      convertedClientId: clientId,
      convertedContactId: contactId,
    });
    const opportunityId = input.create_opportunity
      ? await createOpportunityRecord(inTransaction, {
          title: input.opportunity_title ?? tripWishesOf(lead, organization),
          client_id: clientId,
          primary_contact_id: contactId,
          amount: await budgetInMinorUnits(tx, lead),
          expected_close_date: null,
          currency: lead.budgetCurrency ?? undefined,
          owner_id: lead.ownerId,
          source: lead.source,
          lead_id: id,
        })
      : null;
    const client = await getClient(inTransaction, clientId);
    await recordActivity(tx, organizationId, [
      {
        subjectType: 'lead',
        subjectId: id,
        type: 'converted',
        actorId,
        data: { client_id: clientId, contact_id: contactId, client_name: client.name },
      },
      ...(await changeEvents(tx, [lead], { status: LEAD_CONVERTED_STATUS }, actorId)),
    ]);
    return { clientId, contactId, opportunityId };
  });
  publishRecordEvent(ctx, 'record.updated', { module: 'leads', id });
  publishRecordEvent(ctx, 'record.updated', { module: 'clients', id: clientId });
  if (opportunityId !== null)
    publishRecordEvent(ctx, 'record.created', { module: 'opportunities', id: opportunityId });
  return {
    lead: await getLead(ctx, id),
    client: await getClient(ctx, clientId),
    contact: await getContact(ctx, contactId),
    opportunity: opportunityId === null ? null : await getOpportunity(ctx, opportunityId),
  };
}

const TRIP_FOR = { en: 'Trip for', es: 'Viaje de' } satisfies Record<Language, string>;

/**
 * A lead's trip wishes as a deal's title, as the organization writes: `Cancún, Tulum · March 2027`
 * (`marzo de 2027`), else `Trip for Ana López` (`Viaje de Ana López`).
 */
function tripWishesOf(lead: LeadRow, organization: Pick<OrganizationScope, 'locale'>): string {
  const month = lead.travelStart
    ? new Date(`${lead.travelStart}T12:00:00Z`).toLocaleDateString(organization.locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;
  const wishes = [lead.destinations.join(', '), month].filter(Boolean).join(' · ');
  const title =
    wishes || `${TRIP_FOR[languageOfOrganization(organization)]} ${lead.fullName ?? lead.firstName}`;
  return title.length > OPPORTUNITY_TITLE_MAX ? `${title.slice(0, OPPORTUNITY_TITLE_MAX - 1)}…` : title;
}

/** The lead's budget in minor units of its currency (0 without one). */
async function budgetInMinorUnits(db: Database, lead: LeadRow): Promise<number> {
  if (lead.budgetAmount === null) return 0;
  const currency = (await listCurrencies(db)).find((entry) => entry.code === lead.budgetCurrency);
  return toMinorUnits(lead.budgetAmount, currency?.decimals ?? 2);
}

/** The export row of a lead: its JSON plus the related names, keyed by export column. */
function leadExportCells(row: LeadRow): Record<(typeof LEAD_EXPORT_COLUMNS)[number], unknown> {
  const lead = toLeadJson(row);
  return {
    ...lead,
    owner_name: lead.owner?.name ?? '',
    destinations: lead.destinations.join('; '),
    converted_client_name: lead.converted_client?.name ?? '',
  };
}

/** Every lead matching the list query, as export rows of the requested columns. */
export const exportLeads = (ctx: OrganizationContext, query: ListQueryValues, columns: readonly string[]) =>
  exportRecords(ctx, query, columns, { ...leadSource, cells: (rows) => rows.map(leadExportCells) });

export const countLeads = (db: Database, organizationId: number) => countLeadRows(db, organizationId);
export const countLeadsAssignedTo = (db: Database, userId: number) => countAssignedLeads(db, userId);

/** Import and demo data: many leads in one statement, with their `created` events. */
export const insertLeadsBulk = (
  db: Database,
  organizationId: number,
  actorId: number | null,
  values: LeadValues[],
) => insertRecordsBulk(db, organizationId, { type: 'lead', actorId }, values, insertLeads);

/** Import (update mode): sets the given columns; converted leads are left as they are. */
export async function updateLeadFromImport(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<LeadValues>,
): Promise<boolean> {
  const updated = await updateLeads(db, organizationId, [id], values, true);
  return updated.length > 0;
}

export const findLeadsByEmailOrPhone = (
  db: Database,
  organizationId: number,
  emails: string[],
  phones: string[],
) => findByEmailOrPhone(db, organizationId, leads, emails, phones);

/** Two contacts were merged: the leads converted into the merged one now point at the survivor. */
export const relinkLeadsOfMergedContact = (
  db: Database,
  event: { organizationId: number; fromId: number; toId: number },
) => relinkConvertedContact(db, event.organizationId, event.fromId, event.toId);

export type { LeadValues } from './leads.repository.ts';
