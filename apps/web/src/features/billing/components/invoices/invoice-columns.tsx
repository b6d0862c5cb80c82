import {
  INVOICE_DEFAULT_SORT,
  INVOICE_FILTERS,
  INVOICE_KINDS,
  INVOICE_SORTS,
  type Invoice,
} from '@aurora/contracts/billing/invoices';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell, EmptyCell, OwnerCell } from '../../../../components/data-table/cells';
import { CELL_WIDTH, type DataTableColumn } from '../../../../components/data-table/data-table';
import type { FilterFieldDef, FilterOption } from '../../../../components/data-table/filter-fields';
import type { ListConfig } from '../../../../components/data-table/list-state';
import { recordLink } from '../../../../components/record/record-types';
import { Badge } from '../../../../components/ui/badge';
import { invoicePath } from '../../../../entities/invoices/keys';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import type { en } from '../../../../lib/locales/en';
import { useMoney } from '../../../../lib/money';
import { InvoiceStatusBadge } from './invoice-status';
import { type InvoiceReference, nextOpenInstalment, useInvoiceName } from './use-invoice-reference';

type InvoiceFieldKey = keyof (typeof en)['invoices']['fields'];

const COLUMNS = [
  'number',
  'kind',
  'client',
  'trip',
  'issue_date',
  'due',
  'total',
  'paid',
  'balance',
  'status',
  'currency',
  'created_by',
  'created_at',
] as const;

/** The invoices list: the contract's filters and sorts, the table's columns. */
export const INVOICES_LIST: ListConfig = {
  filters: INVOICE_FILTERS,
  sorts: INVOICE_SORTS,
  defaultSort: INVOICE_DEFAULT_SORT,
  columns: COLUMNS,
  // What fits a 1366-pixel laptop (components/data-table/README.md): checkbox 40, number with
  // its credit-note mark 190, client 174, trip 154, next due 120, total 130, balance 130, status
  // 144: 1082 px at most, less with the usual values. The issue date, kind, paid and the rest are
  // a click away in the picker.
  defaultColumns: ['number', 'client', 'trip', 'due', 'total', 'balance', 'status'],
};

const linkClasses =
  'block truncate text-neutral-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-neutral-300';

/** The invoices table's columns; the number opens the invoice, the client and trip theirs. */
export function useInvoiceColumns(orgCode: string, reference: InvoiceReference): DataTableColumn<Invoice>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const nameOf = useInvoiceName();
  return useMemo(() => {
    const base = `/${orgCode}`;
    const label = (field: InvoiceFieldKey) => t(`invoices.fields.${field}`);
    const amount = (value: number, currency: string, className?: string) => (
      <span className={cn('tabular-nums', className)}>{money.format(value, currency)}</span>
    );
    const today = format.today();
    const columns: DataTableColumn<Invoice>[] = [
      {
        id: 'number',
        header: label('number'),
        sortKey: 'number',
        required: true,
        exportColumns: ['number'],
        cell: (invoice) => (
          <span className="inline-flex items-center gap-1.5">
            <Link
              to={invoicePath(base, invoice.id)}
              className={cn(
                'font-mono text-xs font-medium tabular-nums hover:underline focus-visible:outline-2 focus-visible:outline-primary-500',
                invoice.number
                  ? 'text-neutral-900 dark:text-white'
                  : 'text-neutral-500 italic dark:text-neutral-400',
              )}
            >
              {nameOf(invoice)}
            </Link>
            {invoice.kind === 'credit_note' ? (
              <Badge tone="secondary">{t('invoices.kinds.credit_note_short')}</Badge>
            ) : null}
          </span>
        ),
      },
      {
        id: 'kind',
        header: label('kind'),
        exportColumns: ['kind'],
        cell: (invoice) =>
          invoice.kind === 'credit_note' ? (
            <Badge tone="secondary">{t('invoices.kinds.credit_note')}</Badge>
          ) : (
            <span className="text-neutral-600 dark:text-neutral-300">{t('invoices.kinds.invoice')}</span>
          ),
      },
      {
        id: 'client',
        header: label('client'),
        sortKey: 'client',
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['client_name'],
        cell: (invoice) => (
          <Link to={recordLink(base, 'client', invoice.client.id)} className={linkClasses}>
            {invoice.client.name}
          </Link>
        ),
      },
      {
        id: 'trip',
        header: label('trip'),
        maxWidth: 130,
        exportColumns: ['trip_name'],
        cell: (invoice) =>
          invoice.trip ? (
            <Link to={recordLink(base, 'trip', invoice.trip.id)} className={linkClasses}>
              {invoice.trip.name}
            </Link>
          ) : (
            <EmptyCell />
          ),
      },
      {
        id: 'issue_date',
        header: label('issue_date'),
        sortKey: 'issue_date',
        exportColumns: ['issue_date'],
        cell: (invoice) => <DateCell value={invoice.issue_date} />,
      },
      {
        id: 'due',
        header: label('due'),
        sortKey: 'due_date',
        exportColumns: ['due_date'],
        cell: (invoice) => {
          const next = nextOpenInstalment(invoice);
          if (!next?.due_date) return <EmptyCell />;
          const late = next.due_date < today;
          return (
            <time
              dateTime={next.due_date}
              className={cn(
                'tabular-nums',
                late
                  ? 'font-medium text-error-600 dark:text-error-400'
                  : 'text-neutral-600 dark:text-neutral-300',
              )}
              title={t('invoices.list.nextInstalment', {
                amount: money.format(next.amount - next.paid, invoice.currency),
              })}
            >
              {format.day(next.due_date)}
            </time>
          );
        },
      },
      {
        id: 'total',
        header: label('total'),
        sortKey: 'total',
        align: 'end',
        exportColumns: ['total', 'currency'],
        cell: (invoice) => amount(invoice.total, invoice.currency, 'font-medium'),
      },
      {
        id: 'paid',
        header: label('paid'),
        align: 'end',
        exportColumns: ['paid'],
        cell: (invoice) =>
          invoice.paid === 0 ? (
            <EmptyCell />
          ) : (
            amount(invoice.paid, invoice.currency, 'text-success-700 dark:text-success-400')
          ),
      },
      {
        id: 'balance',
        header: label('balance'),
        align: 'end',
        exportColumns: ['balance'],
        cell: (invoice) =>
          invoice.status === 'draft' || invoice.status === 'void' || invoice.kind === 'credit_note' ? (
            <EmptyCell />
          ) : invoice.balance === 0 ? (
            <span className="text-success-700 dark:text-success-400">{t('invoices.list.settled')}</span>
          ) : (
            amount(
              invoice.balance,
              invoice.currency,
              invoice.status === 'overdue' ? 'font-medium text-error-600 dark:text-error-400' : undefined,
            )
          ),
      },
      {
        id: 'status',
        header: label('status'),
        sortKey: 'status',
        maxWidth: CELL_WIDTH.badge,
        exportColumns: ['status'],
        cell: (invoice) => <InvoiceStatusBadge status={invoice.status} reference={reference} />,
      },
      {
        id: 'currency',
        header: label('currency'),
        cell: (invoice) => <span className="text-neutral-600 dark:text-neutral-300">{invoice.currency}</span>,
      },
      {
        id: 'created_by',
        header: label('created_by'),
        maxWidth: CELL_WIDTH.person,
        cell: (invoice) => <OwnerCell owner={invoice.created_by} />,
      },
      {
        id: 'created_at',
        header: label('created_at'),
        sortKey: 'created_at',
        exportColumns: ['created_at'],
        cell: (invoice) => <DateCell value={invoice.created_at} />,
      },
    ];
    return columns;
  }, [t, money, format, nameOf, orgCode, reference]);
}

/** The filter bar's fields, in the order people look for them. */
export function useInvoiceFilterFields(
  reference: InvoiceReference,
  clients: FilterOption[],
): FilterFieldDef[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const field = (id: keyof typeof INVOICE_FILTERS, options?: FilterOption[]): FilterFieldDef => ({
      id,
      label: t(`invoices.filters.${id}`),
      type: INVOICE_FILTERS[id],
      options,
    });
    const kinds = INVOICE_KINDS.map((kind) => ({ value: kind, label: t(`invoices.kinds.${kind}`) }));
    return [
      field('status', reference.statusOptions),
      field('client_id', clients),
      field('kind', kinds),
      field('issue_date'),
      field('due_date'),
      field('number'),
      field('total'),
      field('currency'),
      field('created_at'),
    ];
  }, [t, reference, clients]);
}
