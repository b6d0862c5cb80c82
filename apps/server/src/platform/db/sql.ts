import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * `"table"."column"`. Drizzle leaves columns unqualified in single-table queries, which makes a
 * correlated subquery compare a column with itself; subqueries name their columns with this.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
