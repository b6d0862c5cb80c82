import type { Invoice } from '@aurora/contracts/billing/invoices';
import type { Payment } from '@aurora/contracts/billing/payments';
import { Ban, FileDown, Plus, Wallet } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader } from '../../../../components/ui/card';
import { QueryErrorPanel } from '../../../../components/ui/query-error-card';
import { LoadingPanel } from '../../../../components/ui/state-panel';
import { toast } from '../../../../components/ui/toast-store';
import { errorMessage } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { downloadReceiptPdf } from '../../api/invoices/invoice-actions';
import { invoicePaymentsQuery, usePayments, useVoidPayment } from '../../api/invoices/payments';
import { ReasonDialog } from '../invoices/reason-dialog';
import { usePdfDownload } from '../invoices/use-pdf-download';

/** Saves a payment's receipt, saying so, or why it could not. */
export function useReceiptDownload() {
  const pdf = usePdfDownload();
  const { download } = pdf;
  const downloadReceipt = useCallback(
    (paymentId: number) => download(paymentId, () => downloadReceiptPdf(paymentId)),
    [download],
  );
  return { busy: pdf.busy, download: downloadReceipt };
}

/** "Card · 12 Nov 2026": how and when a payment came. */
function PaymentRow({
  payment,
  onVoid,
  onReceipt,
  receiptBusy,
}: {
  payment: Payment;
  onVoid: () => void;
  onReceipt: () => void;
  receiptBusy: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const voided = payment.status === 'void';
  const refund = payment.amount < 0;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span
            className={cn(
              'font-semibold tabular-nums',
              voided
                ? 'text-neutral-400 line-through dark:text-neutral-500'
                : refund
                  ? 'text-error-700 dark:text-error-400'
                  : 'text-neutral-900 dark:text-white',
            )}
          >
            {money.format(payment.amount, payment.currency)}
          </span>
          {refund ? <Badge tone="warning">{t('invoices.payments.refund')}</Badge> : null}
          {voided ? <Badge tone="error">{t('invoices.payments.void')}</Badge> : null}
          {payment.credit > 0 && !voided ? (
            <Badge tone="info">
              {t('invoices.payments.credit', { amount: money.format(payment.credit, payment.currency) })}
            </Badge>
          ) : null}
        </p>
        <p className="mt-0.5 text-xs text-neutral-600 dark:text-neutral-300">
          {t(`invoices.methods.${payment.method}`)} · {format.day(payment.paid_on)}
          {payment.reference ? (
            <>
              {' · '}
              <span className="font-mono">{payment.reference}</span>
            </>
          ) : null}
        </p>
        {payment.received_currency !== payment.currency ? (
          <p className="mt-0.5 text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
            {t('invoices.payments.received', {
              amount: money.format(payment.received_amount, payment.received_currency),
              rate: payment.exchange_rate ?? '',
              from: payment.received_currency,
              to: payment.currency,
            })}
          </p>
        ) : null}
        <p className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">
          {payment.recorded_by
            ? t('invoices.payments.recordedBy', { name: payment.recorded_by.name })
            : t('invoices.payments.recordedBySystem')}
        </p>
        {voided && payment.void_reason ? (
          <p className="mt-1 text-xs text-error-700 dark:text-error-400">
            {t('invoices.payments.voidReason', { reason: payment.void_reason })}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Button
          size="sm"
          variant="ghost"
          onClick={onReceipt}
          loading={receiptBusy}
          aria-label={t('invoices.payments.receiptFor', {
            amount: money.format(payment.amount, payment.currency),
          })}
        >
          {receiptBusy ? null : <FileDown aria-hidden="true" />}
          {t('invoices.payments.receipt')}
        </Button>
        {voided ? null : (
          <Button
            size="sm"
            variant="ghost"
            onClick={onVoid}
            aria-label={t('invoices.payments.voidFor', {
              amount: money.format(payment.amount, payment.currency),
            })}
          >
            <Ban aria-hidden="true" />
            {t('invoices.payments.voidAction')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The invoice's payments and refunds, each with its receipt and a void; "Record payment" when it takes one. */
export function InvoicePayments({
  invoice,
  canRecord,
  onRecord,
}: {
  invoice: Invoice;
  canRecord: boolean;
  onRecord: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const payments = usePayments(invoicePaymentsQuery(invoice.id));
  const voidPayment = useVoidPayment(invoice.id);
  const receipt = useReceiptDownload();
  const [voiding, setVoiding] = useState<Payment | null>(null);
  const rows = payments.data?.data ?? [];
  return (
    <Card>
      <CardHeader
        title={t('invoices.page.payments')}
        description={rows.length > 0 ? t('invoices.payments.count', { count: rows.length }) : undefined}
        actions={
          canRecord ? (
            <Button size="sm" onClick={onRecord}>
              <Plus aria-hidden="true" />
              {t('invoices.actions.recordPayment')}
            </Button>
          ) : null
        }
      />
      {payments.isPending ? (
        <LoadingPanel label={t('invoices.payments.loading')} />
      ) : payments.isError ? (
        <div className="p-4">
          <QueryErrorPanel
            title={t('invoices.payments.loadError')}
            description={errorMessage(payments.error, t('errors.unexpected'))}
            onRetry={() => void payments.refetch()}
          />
        </div>
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-1 px-4 py-6 text-center">
          <Wallet aria-hidden="true" className="size-5 text-neutral-400" />
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('invoices.payments.empty')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {rows.map((payment) => (
            <PaymentRow
              key={payment.id}
              payment={payment}
              receiptBusy={receipt.busy === payment.id}
              onReceipt={() => void receipt.download(payment.id)}
              onVoid={() => setVoiding(payment)}
            />
          ))}
        </ul>
      )}
      {voiding ? (
        <ReasonDialog
          open
          onOpenChange={(open) => (open ? null : setVoiding(null))}
          title={t('invoices.payments.voidTitle', { amount: money.format(voiding.amount, voiding.currency) })}
          description={t('invoices.payments.voidDescription')}
          reasonLabel={t('invoices.payments.voidReasonLabel')}
          confirmLabel={t('invoices.payments.voidConfirm')}
          onConfirm={async (reason) => {
            await voidPayment.mutateAsync({ id: voiding.id, reason });
            toast({ title: t('invoices.payments.voided'), color: 'success' });
          }}
        />
      ) : null}
    </Card>
  );
}
