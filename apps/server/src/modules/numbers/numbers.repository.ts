import { and, asc, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { qualified } from '#platform/db/sql.ts';
import { users } from '#platform/tenancy/users.table.ts';
import { telephonyNumberAgents, telephonyNumbers } from './numbers.table.ts';

export type NumberValues = Omit<typeof telephonyNumbers.$inferInsert, 'id' | 'organizationId'>;
export type NumberRow = typeof telephonyNumbers.$inferSelect & { agents: { id: number; name: string }[] };

async function withAgents(
  db: Database,
  rows: (typeof telephonyNumbers.$inferSelect)[],
): Promise<NumberRow[]> {
  if (rows.length === 0) return [];
  const assigned = await db
    .select({ numberId: telephonyNumberAgents.numberId, id: users.id, name: users.name })
    .from(telephonyNumberAgents)
    .innerJoin(users, eq(users.id, telephonyNumberAgents.userId))
    .where(
      inArray(
        telephonyNumberAgents.numberId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    ...row,
    agents: assigned.filter((entry) => entry.numberId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** A number's name ("Main line") as SQL, for another module's query naming the number in `id`. */
export const numberNameOf = (id: Column): SQL<string | null> =>
  sql<
    string | null
  >`(select ${qualified(telephonyNumbers.friendlyName)} from ${telephonyNumbers} where ${qualified(telephonyNumbers.id)} = ${qualified(id)})`;

export async function listNumbers(db: Database, organizationId: number): Promise<NumberRow[]> {
  const rows = await db
    .select()
    .from(telephonyNumbers)
    .where(eq(telephonyNumbers.organizationId, organizationId))
    .orderBy(asc(telephonyNumbers.number), asc(telephonyNumbers.id));
  return withAgents(db, rows);
}

export async function findNumber(db: Database, organizationId: number, id: number) {
  const rows = await db
    .select()
    .from(telephonyNumbers)
    .where(and(eq(telephonyNumbers.organizationId, organizationId), eq(telephonyNumbers.id, id)));
  return (await withAgents(db, rows))[0];
}

/** Any organization's number (incoming calls: the dialled number says whose call it is). */
export async function findNumberByE164(db: Database, number: string) {
  const rows = await db.select().from(telephonyNumbers).where(eq(telephonyNumbers.number, number));
  return (await withAgents(db, rows))[0];
}

/** Which of these E.164 numbers exist, in any organization. */
export async function existingNumbers(db: Database, numbers: string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({ number: telephonyNumbers.number })
    .from(telephonyNumbers)
    .where(inArray(telephonyNumbers.number, numbers));
  return rows.map((row) => row.number);
}

/**
 * The active number an agent's outgoing calls show: one assigned to them, else the
 * organization's first active number (lowest id).
 */
export async function findOutgoingNumber(db: Database, organizationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(telephonyNumbers)
    .where(and(eq(telephonyNumbers.organizationId, organizationId), eq(telephonyNumbers.isActive, true)))
    .orderBy(
      sql`exists (select 1 from ${telephonyNumberAgents} where ${telephonyNumberAgents.numberId} = ${telephonyNumbers.id} and ${telephonyNumberAgents.userId} = ${userId}) desc`,
      asc(telephonyNumbers.id),
    )
    .limit(1);
  return row;
}

export async function insertNumber(
  db: Database,
  organizationId: number,
  values: NumberValues,
  agentIds: number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(telephonyNumbers)
      .values({ ...values, organizationId })
      .returning({ id: telephonyNumbers.id });
    if (!row) throw new Error('INSERT telephony_numbers returned no row');
    if (agentIds.length > 0) {
      await tx.insert(telephonyNumberAgents).values(agentIds.map((userId) => ({ numberId: row.id, userId })));
    }
    return row.id;
  });
}

export async function updateNumber(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<NumberValues>,
  agentIds: number[] | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(telephonyNumbers)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(telephonyNumbers.organizationId, organizationId), eq(telephonyNumbers.id, id)));
    if (agentIds === undefined) return;
    await tx.delete(telephonyNumberAgents).where(eq(telephonyNumberAgents.numberId, id));
    if (agentIds.length > 0) {
      await tx.insert(telephonyNumberAgents).values(agentIds.map((userId) => ({ numberId: id, userId })));
    }
  });
}

export async function deleteNumber(db: Database, organizationId: number, id: number): Promise<void> {
  await db
    .delete(telephonyNumbers)
    .where(and(eq(telephonyNumbers.organizationId, organizationId), eq(telephonyNumbers.id, id)));
}
