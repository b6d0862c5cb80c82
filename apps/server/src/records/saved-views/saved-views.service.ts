import type { createSavedViewSchema, SavedView, updateSavedViewSchema } from '@aurora/contracts/saved-views';
import type { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import { forbidden, notFound } from '#platform/errors.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import {
  deleteSavedView as deleteSavedViewRow,
  findSavedView,
  insertSavedView,
  listSavedViews as listSavedViewRows,
  type SavedViewRow,
  updateSavedView as updateSavedViewRow,
} from './saved-views.repository.ts';

export const SAVED_VIEW_NOT_FOUND = 'Saved view not found.';

type Caller = { userId: number; isAdmin: boolean };

/** The owner edits their views; an administrator also edits views shared with the organization. */
const canEdit = (row: SavedViewRow, caller: Caller) =>
  row.userId === caller.userId || (caller.isAdmin && row.visibility === 'shared');

const toSavedViewJson = (row: SavedViewRow, caller: Caller): SavedView => ({
  id: row.id,
  module: row.module as SavedView['module'],
  name: row.name,
  filters: row.filters,
  sort: row.sort,
  columns: row.columns,
  q: row.q,
  visibility: row.visibility,
  owner: { id: row.userId, name: row.ownerName ?? '' },
  editable: canEdit(row, caller),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listSavedViews({ db, organization }: OrganizationData, caller: Caller, module: string) {
  const organizationId = organization.id;
  return (await listSavedViewRows(db, organizationId, caller.userId, module)).map((row) =>
    toSavedViewJson(row, caller),
  );
}

/** A view the caller can see: their own, or a shared one; someone else's private view is a 404. */
async function getVisibleRow(db: Database, organizationId: number, caller: Caller, id: number) {
  const row = await findSavedView(db, organizationId, id);
  if (!row || (row.userId !== caller.userId && row.visibility !== 'shared'))
    throw notFound(SAVED_VIEW_NOT_FOUND);
  return row;
}

export async function createSavedView(
  { db, organization }: OrganizationContext,
  caller: Caller,
  input: z.output<typeof createSavedViewSchema>,
): Promise<SavedView> {
  const organizationId = organization.id;
  const id = await insertSavedView(db, organizationId, {
    userId: caller.userId,
    module: input.module,
    name: input.name,
    filters: input.filters,
    sort: input.sort ?? null,
    columns: input.columns,
    q: input.q ?? null,
    visibility: input.visibility,
  });
  return toSavedViewJson(await getVisibleRow(db, organizationId, caller, id), caller);
}

export async function updateSavedView(
  { db, organization }: OrganizationContext,
  caller: Caller,
  id: number,
  input: z.output<typeof updateSavedViewSchema>,
): Promise<SavedView> {
  const organizationId = organization.id;
  const row = await getVisibleRow(db, organizationId, caller, id);
  if (!canEdit(row, caller)) throw forbidden();
  await updateSavedViewRow(db, organizationId, id, input);
  return toSavedViewJson(await getVisibleRow(db, organizationId, caller, id), caller);
}

export async function deleteSavedView({ db, organization }: OrganizationContext, caller: Caller, id: number) {
  const organizationId = organization.id;
  const row = await getVisibleRow(db, organizationId, caller, id);
  if (!canEdit(row, caller)) throw forbidden();
  await deleteSavedViewRow(db, organizationId, id);
}
