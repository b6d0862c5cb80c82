import type { DefinitionList, StatusEntityType } from '@aurora/contracts/reference';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { currencies, definitions, statuses } from './reference.table.ts';

export type StatusRow = typeof statuses.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;
export type DefinitionRow = typeof definitions.$inferSelect;
export type StatusValues = Omit<typeof statuses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CurrencyValues = Omit<typeof currencies.$inferInsert, 'createdAt' | 'updatedAt'>;
export type DefinitionValues = Omit<typeof definitions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function listStatuses(db: Database, entityType?: StatusEntityType): Promise<StatusRow[]> {
  return db
    .select()
    .from(statuses)
    .where(entityType ? eq(statuses.entityType, entityType) : undefined)
    .orderBy(asc(statuses.entityType), asc(statuses.position), asc(statuses.id));
}

export async function findStatus(db: Database, id: number): Promise<StatusRow | undefined> {
  const [row] = await db.select().from(statuses).where(eq(statuses.id, id));
  return row;
}

export async function insertStatus(db: Database, values: StatusValues): Promise<StatusRow | undefined> {
  const [row] = await db.insert(statuses).values(values).returning();
  return row;
}

export async function updateStatus(
  db: Database,
  id: number,
  values: Partial<StatusValues>,
): Promise<StatusRow | undefined> {
  const [row] = await db
    .update(statuses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(statuses.id, id))
    .returning();
  return row;
}

export async function deleteStatus(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(statuses).where(eq(statuses.id, id)).returning({ id: statuses.id });
  return deleted.length > 0;
}

export async function listCurrencies(db: Database): Promise<CurrencyRow[]> {
  return db.select().from(currencies).orderBy(asc(currencies.code));
}

export async function findCurrency(db: Database, code: string): Promise<CurrencyRow | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
  return row;
}

export async function insertCurrency(db: Database, values: CurrencyValues): Promise<CurrencyRow | undefined> {
  const [row] = await db.insert(currencies).values(values).returning();
  return row;
}

export async function updateCurrency(
  db: Database,
  code: string,
  values: Partial<Omit<CurrencyValues, 'code'>>,
): Promise<CurrencyRow | undefined> {
  const [row] = await db
    .update(currencies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(currencies.code, code))
    .returning();
  return row;
}

export async function deleteCurrency(db: Database, code: string): Promise<boolean> {
  const deleted = await db
    .delete(currencies)
    .where(eq(currencies.code, code))
    .returning({ code: currencies.code });
  return deleted.length > 0;
}

export async function listDefinitions(db: Database, list?: DefinitionList): Promise<DefinitionRow[]> {
  return db
    .select()
    .from(definitions)
    .where(list ? eq(definitions.list, list) : undefined)
    .orderBy(asc(definitions.list), asc(definitions.position), asc(definitions.id));
}

export async function insertDefinition(
  db: Database,
  values: DefinitionValues,
): Promise<DefinitionRow | undefined> {
  const [row] = await db.insert(definitions).values(values).returning();
  return row;
}

export async function updateDefinition(
  db: Database,
  id: number,
  values: Partial<DefinitionValues>,
): Promise<DefinitionRow | undefined> {
  const [row] = await db
    .update(definitions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(definitions.id, id))
    .returning();
  return row;
}

export async function deleteDefinition(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(definitions)
    .where(eq(definitions.id, id))
    .returning({ id: definitions.id });
  return deleted.length > 0;
}
