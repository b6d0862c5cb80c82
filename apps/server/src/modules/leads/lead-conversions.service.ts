import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { qualified } from '#platform/db/sql.ts';
import { leads } from './leads.table.ts';

/*
 * What the clients module asks about the leads converted into a client. Its own file: the leads
 * service converts through the clients service, so the clients module could not ask it back.
 */

/**
 * SQL for the clients module's query: the id or the name of the lead converted into the client
 * its `clientId` column points to (the first converted, when several were).
 */
export const sourceLeadOf = <Type>(clientId: Column, column: 'id' | 'fullName'): SQL<Type> =>
  sql<Type>`(select ${leads[column]} from ${leads} where ${leads.convertedClientId} = ${qualified(clientId)} order by ${leads.convertedAt} limit 1)`;

/** Ids of the leads converted into a client: their timelines show on the client's. */
export async function listLeadIdsConvertedInto(db: Database, organizationId: number, clientId: number) {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.organizationId, organizationId), eq(leads.convertedClientId, clientId)));
  return rows.map((row) => row.id);
}
