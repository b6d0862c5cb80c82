import {
  PAYMENT_DEFAULT_SORT,
  PAYMENT_FILTERS,
  PAYMENT_METHODS,
  PAYMENT_SORTS,
  PAYMENT_STATUSES,
  type Payment,
} from '@aurora/contracts/billing/payments';
import { FileDown } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell, EmptyCell, OwnerCell } from '../../../../components/data-table/cells';
import { CELL_WIDTH, type DataTableColumn } from '../../../../components/data-table/data-table';
import type { FilterFieldDef, FilterOption } from '../../../../components/data-table/filter-fields';
import type { ListConfig } from '../../../../components/data-table/list-state';
import { recordLink } from '../../../../components/record/record-types';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { invoicePath } from '../../../../entities/invoices/keys';
import { cn } from '../../../../lib/cn';
import type { en } from '../../../../lib/locales/en';
import { useMoney } from '../../../../lib/money';

type PaymentFieldKey = keyof (typeof en)['invoices']['paymentsList']['fields'];

const COLUMNS = [
  'paid_on',
  'invoice',
  'client',
  'method',
  'amount',
  'reference',
  'recorded_by',
  'status',
  'receipt',
  'received',
  'created_at',
] as const;

/** The payments list: the contract's filters and sorts, the table's columns. */
export const PAYMENTS_LIST: ListConfig = {
  filters: PAYMENT_FILTERS,
  sorts: PAYMENT_SORTS,
  defaultSort: PAYMENT_DEFAULT_SORT,
  columns: COLUMNS,
  // 1366 pixels: date 104, invoice 140, client 150, method 100, amount 130, reference 150,
  // recorded by 150, status 80, receipt 100: about 1004 px.
  defaultColumns: [
    'paid_on',
    'invoice',
    'client',
    'method',
    'amount',
    'reference',
    'recorded_by',
    'status',
    'receipt',
  ],
};

const linkClasses =
  'block truncate text-neutral-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-neutral-300';

/** The payments table's columns; the invoice and client link to theirs, each row has its receipt. */
export function usePaymentColumns(
  orgCode: string,
  receipt: { busy: number | null; download: (id: number) => Promise<void> },
): DataTableColumn<Payment>[] {
  const { t } = useTranslation();
  const money = useMoney();
  return useMemo(() => {
    const base = `/${orgCode}`;
    const label = (field: PaymentFieldKey) => t(`invoices.paymentsList.fields.${field}`);
    const columns: DataTableColumn<Payment>[] = [
      {
        id: 'paid_on',
        header: label('paid_on'),
        sortKey: 'paid_on',
        exportColumns: ['paid_on'],
        cell: (payment) => <DateCell value={payment.paid_on} />,
      },
      {
        id: 'invoice',
        header: label('invoice'),
        required: true,
        exportColumns: ['invoice_number'],
        cell: (payment) => (
          <Link
            to={invoicePath(base, payment.invoice.id)}
            className="font-mono text-xs font-medium text-neutral-900 tabular-nums hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-white"
          >
            {payment.invoice.name}
          </Link>
        ),
      },
      {
        id: 'client',
        header: label('client'),
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['client_name'],
        cell: (payment) => (
          <Link to={recordLink(base, 'client', payment.client.id)} className={linkClasses}>
            {payment.client.name}
          </Link>
        ),
      },
      {
        id: 'method',
        header: label('method'),
        exportColumns: ['method'],
        cell: (payment) => (
          <span className="text-neutral-700 dark:text-neutral-300">
            {t(`invoices.methods.${payment.method}`)}
          </span>
        ),
      },
      {
        id: 'amount',
        header: label('amount'),
        sortKey: 'amount',
        align: 'end',
        exportColumns: ['amount', 'currency'],
        cell: (payment) => (
          <span
            className={cn(
              'font-medium tabular-nums',
              payment.status === 'void' && 'text-neutral-400 line-through dark:text-neutral-500',
              payment.status !== 'void' && payment.amount < 0 && 'text-error-700 dark:text-error-400',
            )}
          >
            {money.format(payment.amount, payment.currency)}
          </span>
        ),
      },
      {
        id: 'reference',
        header: label('reference'),
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['reference'],
        cell: (payment) =>
          payment.reference ? (
            <span className="block truncate font-mono text-xs text-neutral-700 dark:text-neutral-300">
              {payment.reference}
            </span>
          ) : (
            <EmptyCell />
          ),
      },
      {
        id: 'recorded_by',
        header: label('recorded_by'),
        maxWidth: CELL_WIDTH.person,
        exportColumns: ['recorded_by'],
        cell: (payment) => (payment.recorded_by ? <OwnerCell owner={payment.recorded_by} /> : <EmptyCell />),
      },
      {
        id: 'status',
        header: label('status'),
        exportColumns: ['status'],
        cell: (payment) =>
          payment.status === 'void' ? (
            <Badge tone="error">{t('invoices.payments.void')}</Badge>
          ) : payment.amount < 0 ? (
            <Badge tone="warning">{t('invoices.payments.refund')}</Badge>
          ) : (
            <Badge tone="success">{t('invoices.payments.recordedBadge')}</Badge>
          ),
      },
      {
        id: 'receipt',
        header: label('receipt'),
        cell: (payment) => (
          <Button
            size="sm"
            variant="ghost"
            loading={receipt.busy === payment.id}
            onClick={(event) => {
              // The row opens the invoice; this button only saves the receipt.
              event.stopPropagation();
              void receipt.download(payment.id);
            }}
            aria-label={t('invoices.payments.receiptOf', {
              invoice: payment.invoice.name,
              date: payment.paid_on,
            })}
          >
            {receipt.busy === payment.id ? null : <FileDown aria-hidden="true" />}
            PDF
          </Button>
        ),
      },
      {
        id: 'received',
        header: label('received'),
        align: 'end',
        cell: (payment) =>
          payment.received_currency === payment.currency ? (
            <EmptyCell />
          ) : (
            <span className="tabular-nums" title={payment.exchange_rate ?? undefined}>
              {money.format(payment.received_amount, payment.received_currency)}
            </span>
          ),
      },
      {
        id: 'created_at',
        header: label('created_at'),
        sortKey: 'created_at',
        exportColumns: ['created_at'],
        cell: (payment) => <DateCell value={payment.created_at} withTime />,
      },
    ];
    return columns;
  }, [t, money, orgCode, receipt]);
}

/** The filter bar's fields. */
export function usePaymentFilterFields(clients: FilterOption[]): FilterFieldDef[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const field = (id: keyof typeof PAYMENT_FILTERS, options?: FilterOption[]): FilterFieldDef => ({
      id,
      label: t(`invoices.paymentsList.filters.${id}`),
      type: PAYMENT_FILTERS[id],
      options,
    });
    return [
      field('paid_on'),
      field(
        'method',
        PAYMENT_METHODS.map((method) => ({ value: method, label: t(`invoices.methods.${method}`) })),
      ),
      field(
        'status',
        PAYMENT_STATUSES.map((status) => ({
          value: status,
          label: t(`invoices.paymentsList.statuses.${status}`),
        })),
      ),
      field('client_id', clients),
      field('amount'),
      field('reference'),
      field('currency'),
      field('created_at'),
    ];
  }, [t, clients]);
}
