import { type Column, type SQL, sql } from 'drizzle-orm';
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
