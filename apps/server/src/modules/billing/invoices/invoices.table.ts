import type {
  InvoiceKind,
  InvoiceLine,
  InvoiceStatus,
  SchedulePlan,
} from '@aurora/contracts/billing/invoices';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from '#modules/clients/clients.table.ts';
import { tasks } from '#modules/tasks/tasks.table.ts';
import { trips } from '#modules/travel/trips/trips.table.ts';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { createdByReference } from '#platform/tenancy/users.table.ts';

/** One instalment of an invoice's schedule as stored: the amounts add up to the total. */
export type StoredInstalment = { due_date: string | null; amount: number };

/**
 * Invoices and credit notes (a credit note is a negative invoice that names the one it credits).
 * Lines and instalments are kept with the invoice: they are always read and written with it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: identityId(),
    organizationId: organizationReference(),
    kind: text('kind').$type<InvoiceKind>().notNull().default('invoice'),
    /** Taken when issued (`MX-2026-00017`, `CN-MX-2026-00003`); null while a draft. */
    number: text('number'),
    // Issued invoices are never deleted on their own; they go with their client, credit notes too.
    creditedInvoiceId: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'cascade',
    }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('draft'),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** Minor units of `currency`: the sums of the lines'. */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    schedule: jsonb('schedule').$type<SchedulePlan>().notNull(),
    instalments: jsonb('instalments').$type<StoredInstalment[]>().notNull(),
    /** Locked at issue from the currencies reference data. */
    exchangeRate: text('exchange_rate'),
    totalInOrganizationCurrency: bigint('total_in_organization_currency', { mode: 'number' }),
    notesForClient: text('notes_for_client'),
    voidReason: text('void_reason'),
    createdById: createdByReference(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('invoices_organization_number_index')
      .on(table.organizationId, table.number)
      .where(sql`${table.number} is not null`),
    index('invoices_organization_status_index').on(table.organizationId, table.status),
    index('invoices_client_index').on(table.clientId),
    index('invoices_trip_index').on(table.tripId).where(sql`${table.tripId} is not null`),
    index('invoices_credited_index')
      .on(table.creditedInvoiceId)
      .where(sql`${table.creditedInvoiceId} is not null`),
  ],
);

/**
 * The last number given per organization, series (`MX`, `CN-MX`) and year: one upsert in the
 * issuing transaction takes the next under the row's lock, so two instances never share a
 * number, and an issue that rolls back gives its number back (the series stays gapless).
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    organizationId: organizationReference(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.series, table.year] })],
);

/**
 * The instalments whose reminder task was made: claimed (one insert only one instance wins)
 * before the task is made, so each instalment of an invoice gets one reminder.
 */
export const instalmentReminders = pgTable(
  'invoice_instalment_reminders',
  {
    organizationId: organizationReference(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The instalment's position and due date: a moved due date is a new reminder. */
    instalmentKey: text('instalment_key').notNull(),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.invoiceId, table.instalmentKey] }),
    index('invoice_instalment_reminders_organization_index').on(table.organizationId),
  ],
);
