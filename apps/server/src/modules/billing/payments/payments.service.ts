import { INVOICE_AMOUNT_MAX } from '@aurora/contracts/billing/invoices';
import {
  type createPaymentSchema,
  type PAYMENT_EXPORT_COLUMNS,
  PAYMENT_NOT_FOUND,
  type Payment,
  type updatePaymentSchema,
} from '@aurora/contracts/billing/payments';
import type { PaginationMeta } from '@aurora/contracts/http';
import { convertMinorUnits, isoExponentOf, MoneyError, toMajorUnits } from '@aurora/contracts/money';
import type { ListQueryValues } from '@aurora/contracts/records';
import { dayIn } from '@aurora/contracts/time-zones';
import type { z } from 'zod';
import { AppError, conflict, type FieldErrors, invalid, notFound } from '#platform/errors.ts';
import { listCurrencies } from '#platform/reference/reference.service.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import type { BulkHandlers, PlainRecords } from '#records/record-lifecycle.ts';
import { readListPage } from '#records/records.repository.ts';
import {
  exportRecords,
  listWindow,
  pageMeta,
  publishRecordEvent,
  throwIfInvalid,
  toUserRef,
} from '#records/records.service.ts';
import { writtenAmount } from '../invoices/invoice-amounts.ts';
import { findInvoice, lockInvoice } from '../invoices/invoices.repository.ts';
import { findInvoiceRow, refreshInvoiceStatus } from '../invoices/invoices.service.ts';
import {
  findPayment,
  findPaymentIds,
  insertPayment,
  type PaymentRow,
  paymentListQuery,
  paymentListSpec,
  updatePaymentRow,
} from './payments.repository.ts';
import { payments } from './payments.table.ts';

type UpdatePaymentInput = z.output<typeof updatePaymentSchema>;

export const paymentRecords: PlainRecords = {
  module: 'payments',
  table: payments,
  notFoundMessage: PAYMENT_NOT_FOUND,
  guardDelete: async (db, organizationId, ids) => {
    if ((await findPaymentIds(db, organizationId, ids)).length > 0) {
      throw conflict('A payment is never deleted: void it with a reason.');
    }
  },
};

function toPaymentJson(row: PaymentRow): Payment {
  return {
    id: row.id,
    invoice: { id: row.invoiceId, name: row.invoiceNumber ?? '' },
    client: { id: row.clientId, name: row.clientName ?? '' },
    amount: row.amount,
    currency: row.currency,
    received_amount: row.receivedAmount,
    received_currency: row.receivedCurrency,
    exchange_rate: row.exchangeRate,
    method: row.method,
    paid_on: row.paidOn,
    reference: row.reference,
    credit: row.credit,
    status: row.status,
    void_reason: row.voidReason,
    recorded_by: toUserRef(row.recordedById, row.recordedByName),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function findPaymentRow(ctx: OrganizationContext, id: number): Promise<PaymentRow> {
  const row = await findPayment(ctx.db, ctx.organization.id, id);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return row;
}

export const getPayment = async (ctx: OrganizationContext, id: number) =>
  toPaymentJson(await findPaymentRow(ctx, id));

const paymentSource = { spec: paymentListSpec, list: paymentListQuery };

export async function listPayments(
  ctx: OrganizationContext,
  query: ListQueryValues,
): Promise<{ data: Payment[]; meta: PaginationMeta }> {
  const page = await readListPage(
    ctx.db,
    paymentListQuery(ctx.db, ctx.organization.id),
    listWindow(ctx, paymentListSpec, query),
  );
  return { data: page.rows.map(toPaymentJson), meta: pageMeta(query, page) };
}

/** The invoice a payment is for, or the 422 that names it. */
async function invoiceOf(ctx: OrganizationContext, id: number) {
  try {
    const invoice = await findInvoiceRow(ctx, id);
    if (invoice.kind !== 'invoice' || invoice.status === 'draft' || invoice.status === 'void') {
      throw invalid({ invoice_id: ['Payments are recorded against issued invoices that are not void.'] });
    }
    return invoice;
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
    throw invalid({ invoice_id: ['The selected invoice is invalid.'] });
  }
}

/**
 * The payment's amount in the invoice's currency: as given in it, or converted at the rate given
 * (units of the invoice's currency per unit of the payment's), rounded once.
 */
async function amountInInvoiceCurrency(
  ctx: OrganizationContext,
  input: z.output<typeof createPaymentSchema>,
  invoiceCurrency: string,
): Promise<{ amount: number; currency: string; exchangeRate: string | null }> {
  const currency = input.currency ?? invoiceCurrency;
  if (currency === invoiceCurrency) return { amount: input.amount, currency, exchangeRate: null };
  const errors: FieldErrors = {};
  const decimals = new Map((await listCurrencies(ctx.db)).map((entry) => [entry.code, entry.decimals]));
  const from = decimals.get(currency);
  const to = decimals.get(invoiceCurrency) ?? isoExponentOf(invoiceCurrency) ?? 2;
  if (from === undefined) errors.currency = ['The selected currency is invalid.'];
  else if (input.exchange_rate === undefined) {
    errors.exchange_rate = [
      `A payment in ${currency} needs its exchange rate: how many ${invoiceCurrency} one ${currency} buys.`,
    ];
  }
  throwIfInvalid(errors);
  let amount: number;
  try {
    amount = convertMinorUnits(
      input.amount,
      { exponent: from ?? 2, rate: '1' },
      { exponent: to, rate: input.exchange_rate ?? '1' },
    );
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    amount = Number.POSITIVE_INFINITY;
  }
  // At that rate, more than an invoice keeps: refused, never overflowed.
  if (Math.abs(amount) > INVOICE_AMOUNT_MAX) throw invalid({ amount: ['This amount is too large.'] });
  return { amount, currency, exchangeRate: input.exchange_rate ?? null };
}

/**
 * `POST /payments`: money received against an issued invoice (negative: a refund, at most what
 * was paid), in its currency or converted at the rate given. A payment above what is open is
 * refused unless flagged as an overpayment, whose excess becomes the client's credit. The
 * invoice's instalments and status follow, in the same transaction.
 */
export async function createPayment(
  ctx: OrganizationContext,
  input: z.output<typeof createPaymentSchema>,
): Promise<{ data: Payment }> {
  const { organization } = ctx;
  const invoice = await invoiceOf(ctx, input.invoice_id);
  const received = await amountInInvoiceCurrency(ctx, input, invoice.currency);
  const id = await ctx.db.transaction(async (tx) => {
    await lockInvoice(tx, organization.id, invoice.id);
    const current = await findInvoice(tx, organization.id, invoice.id);
    if (!current) throw invalid({ invoice_id: ['The selected invoice is invalid.'] });
    const open = current.total - current.credited - current.paid;
    const amount = received.amount;
    const over = amount > 0 ? amount - Math.max(open, 0) : 0;
    if (over > 0 && !input.overpayment) {
      throw invalid({
        amount: [
          `The payment is ${writtenAmount(organization, over, current.currency)} more than the ${writtenAmount(organization, Math.max(open, 0), current.currency)} open on this invoice: mark it as an overpayment to keep the rest as the client's credit.`,
        ],
      });
    }
    if (amount < 0 && -amount > current.paid) {
      throw invalid({
        amount: [
          `A refund can be at most what was paid (${writtenAmount(organization, current.paid, current.currency)}).`,
        ],
      });
    }
    const created = await insertPayment(tx, organization.id, {
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      amount,
      receivedAmount: input.amount,
      receivedCurrency: received.currency,
      exchangeRate: received.exchangeRate,
      method: input.method,
      paidOn: input.paid_on ?? dayIn(ctx.clock.now(), organization.timeZone),
      reference: input.reference,
      credit: Math.max(over, 0),
      overpayment: input.overpayment,
      recordedById: ctx.actorId,
    });
    if (created === undefined) throw new Error('INSERT of a payment returned no row');
    await refreshInvoiceStatus(ctx, tx, invoice.id);
    return created;
  });
  publishRecordEvent(ctx, 'record.created', { module: 'payments', id });
  publishRecordEvent(ctx, 'record.updated', { module: 'invoices', id: invoice.id });
  return { data: await getPayment(ctx, id) };
}

/** `PUT /payments/{id}`: only its reference changes; the money is voided and recorded again. */
export async function updatePayment(
  ctx: OrganizationContext,
  id: number,
  input: UpdatePaymentInput,
): Promise<Payment> {
  await findPaymentRow(ctx, id);
  await updatePaymentRow(ctx.db, ctx.organization.id, id, { reference: input.reference });
  publishRecordEvent(ctx, 'record.updated', { module: 'payments', id });
  return getPayment(ctx, id);
}

/**
 * `POST /payments/{id}/void`: the payment stays, voided with its reason, and counts no more: the
 * invoice's other payments are allocated again and its status follows.
 */
export async function voidPayment(ctx: OrganizationContext, id: number, reason: string): Promise<Payment> {
  const { organization } = ctx;
  const payment = await findPaymentRow(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await lockInvoice(tx, organization.id, payment.invoiceId);
    const current = await findPayment(tx, organization.id, id);
    if (current?.status !== 'recorded') throw conflict('This payment is already void.');
    await updatePaymentRow(tx, organization.id, id, { status: 'void', voidReason: reason });
    await refreshInvoiceStatus(ctx, tx, payment.invoiceId);
  });
  publishRecordEvent(ctx, 'record.updated', { module: 'payments', id });
  publishRecordEvent(ctx, 'record.updated', { module: 'invoices', id: payment.invoiceId });
  return getPayment(ctx, id);
}

/** Payments in bulk: nothing (they are never deleted). */
export const paymentBulkActions: BulkHandlers = {};

function paymentExportCells(rows: PaymentRow[]) {
  return rows.map((row) => {
    const payment = toPaymentJson(row);
    const cells: Record<(typeof PAYMENT_EXPORT_COLUMNS)[number], unknown> = {
      id: payment.id,
      invoice_number: payment.invoice.name,
      client_name: payment.client.name,
      paid_on: payment.paid_on,
      method: payment.method,
      currency: payment.currency,
      amount: toMajorUnits(payment.amount, isoExponentOf(payment.currency) ?? 2),
      reference: payment.reference ?? '',
      status: payment.status,
      recorded_by: payment.recorded_by?.name ?? '',
      created_at: payment.created_at,
    };
    return cells;
  });
}

export const exportPayments = (
  ctx: OrganizationContext,
  query: ListQueryValues,
  columns: readonly string[],
) => exportRecords(ctx, query, columns, { ...paymentSource, cells: paymentExportCells });
