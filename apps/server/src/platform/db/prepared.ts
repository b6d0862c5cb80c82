import type { Database } from './client.ts';

/**
 * A query built once per database and, on PostgreSQL, prepared once per connection (a named
 * statement): for the lookups every request makes, where building the SQL text would cost more
 * than running it. `build` returns drizzle's `.prepare(name)` of a query with placeholders.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
