import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { userNameOf } from '#records/records.repository.ts';
import { savedViews } from './saved-views.table.ts';

export type SavedViewRow = typeof savedViews.$inferSelect & { ownerName: string | null };
export type SavedViewValues = Omit<
  typeof savedViews.$inferInsert,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt'
>;

const columns = {
  id: savedViews.id,
  organizationId: savedViews.organizationId,
  userId: savedViews.userId,
  module: savedViews.module,
  name: savedViews.name,
  filters: savedViews.filters,
  sort: savedViews.sort,
  columns: savedViews.columns,
  q: savedViews.q,
  visibility: savedViews.visibility,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
  ownerName: userNameOf(savedViews.userId),
};

/** The user's own views of the module and the ones shared with the organization, by name. */
export async function listSavedViews(
  db: Database,
  organizationId: number,
  userId: number,
  module: string,
): Promise<SavedViewRow[]> {
  return db
    .select(columns)
    .from(savedViews)
    .where(
      and(
        eq(savedViews.organizationId, organizationId),
        eq(savedViews.module, module),
        or(eq(savedViews.userId, userId), eq(savedViews.visibility, 'shared')),
      ),
    )
    .orderBy(asc(savedViews.name), asc(savedViews.id));
}

export async function findSavedView(
  db: Database,
  organizationId: number,
  id: number,
): Promise<SavedViewRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(savedViews)
    .where(and(eq(savedViews.organizationId, organizationId), eq(savedViews.id, id)));
  return row;
}

export async function insertSavedView(db: Database, organizationId: number, values: SavedViewValues) {
  const [row] = await db
    .insert(savedViews)
    .values({ ...values, organizationId })
    .returning({ id: savedViews.id });
  if (!row) throw new Error('INSERT saved_views returned no row');
  return row.id;
}

export async function updateSavedView(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<SavedViewValues>,
) {
  await db
    .update(savedViews)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(savedViews.organizationId, organizationId), eq(savedViews.id, id)));
}

export async function deleteSavedView(db: Database, organizationId: number, id: number) {
  await db
    .delete(savedViews)
    .where(and(eq(savedViews.organizationId, organizationId), eq(savedViews.id, id)));
}
