import { and, count, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import { opportunityOfLead } from '#modules/opportunities/opportunities.service.ts';
import type { Database } from '#platform/db/client.ts';
import { recordNameOf } from '#records/record-lookup.ts';
import {
  insertRecordRows,
  type ListSpec,
  type RowOf,
  recordRowsReader,
  updateRecordRow,
  userNameOf,
} from '#records/records.repository.ts';
import { leads } from './leads.table.ts';

export type LeadValues = Omit<typeof leads.$inferInsert, 'id' | 'organizationId' | 'fullName' | 'searchName'>;

const leadColumns = {
  ...getTableColumns(leads),
  ownerName: userNameOf(leads.ownerId),
  createdByName: userNameOf(leads.createdById),
  convertedClientName: recordNameOf('client', leads.convertedClientId),
  convertedContactName: recordNameOf('contact', leads.convertedContactId),
  // The deal created when it was converted.
  convertedOpportunityId: opportunityOfLead<number | null>(leads.id, 'id'),
  convertedOpportunityTitle: opportunityOfLead<string | null>(leads.id, 'title'),
};

export type LeadRow = RowOf<typeof leadColumns>;

/** The columns the list grammar filters and sorts by (names as in the contract). */
export const leadListSpec: ListSpec = {
  id: leads.id,
  filters: {
    status: { type: 'enum', expr: leads.status },
    source: { type: 'enum', expr: leads.source },
    owner_id: { type: 'relation', expr: leads.ownerId },
    do_not_call: { type: 'boolean', expr: leads.doNotCall },
    purpose: { type: 'enum', expr: leads.purpose },
    lost_reason: { type: 'enum', expr: leads.lostReason },
    budget_currency: { type: 'enum', expr: leads.budgetCurrency },
    first_name: { type: 'text', expr: leads.firstName },
    last_name: { type: 'text', expr: leads.lastName },
    email: { type: 'text', expr: leads.email },
    phone: { type: 'text', expr: leads.phoneDigits, phone: true },
    destinations: { type: 'text', expr: leads.destinations, array: true },
    adults: { type: 'number', expr: leads.adults },
    budget_amount: { type: 'number', expr: leads.budgetAmount },
    travel_start: { type: 'date', expr: leads.travelStart, dateOnly: true },
    travel_end: { type: 'date', expr: leads.travelEnd, dateOnly: true },
    next_action_at: { type: 'date', expr: leads.nextActionAt, dateOnly: true },
    converted_at: { type: 'date', expr: leads.convertedAt },
    created_at: { type: 'date', expr: leads.createdAt },
    updated_at: { type: 'date', expr: leads.updatedAt },
  },
  sorts: {
    full_name: { expr: leads.fullName },
    first_name: { expr: leads.firstName },
    last_name: { expr: leads.lastName },
    email: { expr: leads.email, nullable: true },
    status: { expr: leads.status },
    source: { expr: leads.source, nullable: true },
    owner: { expr: userNameOf(leads.ownerId), nullable: true },
    travel_start: { expr: leads.travelStart, nullable: true },
    next_action_at: { expr: leads.nextActionAt, nullable: true },
    budget_amount: { expr: leads.budgetAmount, nullable: true },
    created_at: { expr: leads.createdAt },
    updated_at: { expr: leads.updatedAt },
  },
  search: { words: leads.searchText, phones: [leads.phoneDigits] },
};

const leadRows = recordRowsReader(leads, leadColumns, 'leads_by_id');

/** The organization's leads for the list machinery. */
export const leadListQuery = (db: Database, organizationId: number) => leadRows.listQuery(db, organizationId);

export const findLead = leadRows.find;

export const insertLeads = (db: Database, organizationId: number, values: LeadValues[]) =>
  insertRecordRows(db, organizationId, leads, values);

export const updateLead = (db: Database, organizationId: number, id: number, values: Partial<LeadValues>) =>
  updateRecordRow(db, organizationId, leads, id, values);

/** Updates the leads among `ids` that belong to the organization; answers their ids. */
export async function updateLeads(
  db: Database,
  organizationId: number,
  ids: number[],
  values: Partial<LeadValues>,
  onlyUnconverted = false,
): Promise<{ id: number; status: string; ownerId: number | null }[]> {
  return db
    .update(leads)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(leads.organizationId, organizationId),
        inArray(leads.id, ids),
        onlyUnconverted ? isNull(leads.convertedAt) : undefined,
      ),
    )
    .returning({ id: leads.id, status: leads.status, ownerId: leads.ownerId });
}

/** Current status and owner of the leads among `ids` of the organization (before a bulk change). */
export async function findLeadStates(db: Database, organizationId: number, ids: number[]) {
  return db
    .select({ id: leads.id, status: leads.status, ownerId: leads.ownerId, convertedAt: leads.convertedAt })
    .from(leads)
    .where(and(eq(leads.organizationId, organizationId), inArray(leads.id, ids)));
}

export async function deleteLeads(db: Database, organizationId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(leads)
    .where(and(eq(leads.organizationId, organizationId), inArray(leads.id, ids)))
    .returning({ id: leads.id });
  return rows.map((row) => row.id);
}

export async function countLeads(db: Database, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .where(eq(leads.organizationId, organizationId));
  return row?.total ?? 0;
}

/** Open (not converted) leads assigned to a user, across every organization. */
export async function countAssignedLeads(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .where(and(eq(leads.ownerId, userId), isNull(leads.convertedAt)));
  return row?.total ?? 0;
}

/** Points the leads converted into one contact at another (contacts merged). */
export async function relinkConvertedContact(
  db: Database,
  organizationId: number,
  fromId: number,
  toId: number,
) {
  await db
    .update(leads)
    .set({ convertedContactId: toId })
    .where(and(eq(leads.organizationId, organizationId), eq(leads.convertedContactId, fromId)));
}
