import { integer, timestamp } from 'drizzle-orm/pg-core';

/** The key of a table whose rows the database numbers. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** When the row was made and last changed, set by the database unless the writer says otherwise. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
