import { type Column, type SQL, sql } from 'drizzle-orm';
import { qualified } from '#platform/db/sql.ts';
import { clients } from './clients.table.ts';

/** The columns of a client that the contacts module reads its contacts with. */
export type ClientColumn = 'name' | 'type' | 'city' | 'country' | 'ownerId';

/**
 * SQL for the contacts module: a column of the client that its `clientId` column points to (a
 * contact is shown, filtered and sorted by its client's). Its own file, so that the contacts
 * module, which the clients service uses, can ask without a cycle.
 */
export const clientColumnOf = <Type = unknown>(clientId: Column, column: ClientColumn): SQL<Type> =>
  sql<Type>`(select ${clients[column]} from ${clients} where ${clients.id} = ${qualified(clientId)})`;
