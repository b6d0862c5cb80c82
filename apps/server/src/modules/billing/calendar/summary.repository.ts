import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { payments } from '../payments/payments.table.ts';

/** Payments recorded (voided ones aside) dated between two days, with their invoice's currency and rate. */
export async function findPaymentsBetween(db: Database, organizationId: number, from: string, to: string) {
  return db
    .select({
      paidOn: payments.paidOn,
      amount: payments.amount,
      currency: invoices.currency,
      exchangeRate: invoices.exchangeRate,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(
        eq(payments.organizationId, organizationId),
        eq(payments.status, 'recorded'),
        gte(payments.paidOn, from),
        lte(payments.paidOn, to),
      ),
    );
}
