import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from '#platform/db/columns.ts';
import { users } from './users.table.ts';

/** Bearer tokens: only the SHA-256 of the token is kept; logout deletes the row. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('access_tokens_user_id_index').on(table.userId)],
);
