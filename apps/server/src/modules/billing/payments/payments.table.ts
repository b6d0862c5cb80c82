import type { PaymentMethod } from '@aurora/contracts/billing/payments';
import { bigint, boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from '#modules/clients/clients.table.ts';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { users } from '#platform/tenancy/users.table.ts';
import { invoices } from '../invoices/invoices.table.ts';

/** Money received against an invoice (negative: a refund). Never deleted: voided with a reason. */
export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    organizationId: organizationReference(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Minor units of the invoice's currency. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    receivedAmount: bigint('received_amount', { mode: 'number' }).notNull(),
    receivedCurrency: text('received_currency').notNull(),
    exchangeRate: text('exchange_rate'),
    method: text('method').$type<PaymentMethod>().notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference'),
    /** The part of `amount` beyond what was open when it was recorded: the client's credit. */
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
    overpayment: boolean('overpayment').notNull().default(false),
    status: text('status').$type<'recorded' | 'void'>().notNull().default('recorded'),
    voidReason: text('void_reason'),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('payments_organization_paid_on_index').on(table.organizationId, table.paidOn, table.id),
    index('payments_invoice_index').on(table.invoiceId),
    index('payments_client_index').on(table.clientId),
  ],
);
