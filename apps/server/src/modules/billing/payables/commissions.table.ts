import type {
  DECIMAL_MARKS,
  STATEMENT_MATCHES,
  STATEMENT_SEPARATORS,
} from '@aurora/contracts/billing/payables';
import { bigint, boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from '#modules/travel/bookings/bookings.table.ts';
import { suppliers } from '#modules/travel/suppliers/suppliers.table.ts';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { createdByReference } from '#platform/tenancy/users.table.ts';

/**
 * A supplier's commission statement: a draft holds the uploaded file until a person confirms the
 * format it was read with; confirming stores its lines and records its receipt.
 */
export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: identityId(),
    organizationId: organizationReference(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    content: text('content').notNull(),
    status: text('status').$type<'draft' | 'confirmed'>().notNull().default('draft'),
    separator: text('separator').$type<(typeof STATEMENT_SEPARATORS)[number]>().notNull(),
    decimalMark: text('decimal_mark').$type<(typeof DECIMAL_MARKS)[number]>().notNull(),
    currency: text('currency').notNull(),
    createdById: createdByReference(),
    ...timestamps(),
  },
  (table) => [index('commission_statements_organization_index').on(table.organizationId, table.createdAt)],
);

/** A supplier's payment of commissions; `amount` is what it paid, allocated to bookings or not yet. */
export const commissionReceipts = pgTable(
  'commission_receipts',
  {
    id: identityId(),
    organizationId: organizationReference(),
    receivedOn: date('received_on').notNull(),
    currency: text('currency').notNull(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reference: text('reference'),
    statementId: integer('statement_id').references(() => commissionStatements.id, { onDelete: 'set null' }),
    createdById: createdByReference(),
    ...timestamps(),
  },
  (table) => [
    index('commission_receipts_organization_index').on(table.organizationId, table.receivedOn),
    uniqueIndex('commission_receipts_statement_index').on(table.statementId),
  ],
);

/** The part of a receipt that pays one booking's commission, in the receipt's currency. */
export const commissionAllocations = pgTable(
  'commission_allocations',
  {
    id: identityId(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => commissionReceipts.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('commission_allocations_receipt_index').on(table.receiptId),
    index('commission_allocations_booking_index').on(table.bookingId),
  ],
);

/** A confirmed statement's lines: matched to a booking (and allocated), unmatched, or ignored. */
export const commissionStatementLines = pgTable(
  'commission_statement_lines',
  {
    id: identityId(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => commissionStatements.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    confirmationNumber: text('confirmation_number'),
    traveller: text('traveller'),
    date: date('date'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    match: text('match').$type<(typeof STATEMENT_MATCHES)[number]>(),
    ignored: boolean('ignored').notNull().default(false),
  },
  (table) => [uniqueIndex('commission_statement_lines_line_index').on(table.statementId, table.line)],
);
