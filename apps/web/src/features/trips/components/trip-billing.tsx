import type { Invoice, InvoiceStatus } from '@aurora/contracts/billing/invoices';
import type { Trip } from '@aurora/contracts/travel/trips';
import { CalendarDays, FilePlus2, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge, type Tone } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTripBilling, useTripInvoices } from '../../../entities/billing/get-trip-billing';
import { invoicePath, newInvoicePath } from '../../../entities/invoices/keys';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';

const STATUS_TONES: Record<InvoiceStatus, Tone> = {
  draft: 'neutral',
  issued: 'info',
  partly_paid: 'warning',
  paid: 'success',
  overdue: 'error',
  void: 'neutral',
};

function InvoiceRow({ invoice, orgCode }: { invoice: Invoice; orgCode: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const name = invoice.number ?? t('billing.trip.draft');
  return (
    <li className="flex items-center gap-3 px-4 py-2.5">
      <div className="min-w-0 flex-1">
        <Link
          to={invoicePath(`/${orgCode}`, invoice.id)}
          className="block truncate text-sm font-medium text-neutral-900 hover:underline dark:text-white"
        >
          {invoice.kind === 'credit_note' ? `${t('billing.trip.creditNote')} ${name}` : name}
        </Link>
        <p className="text-xs text-neutral-500 dark:text-neutral-400">
          {invoice.issue_date ? format.day(invoice.issue_date) : t('billing.trip.draft')}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-0.5">
        <span className="text-sm font-medium tabular-nums text-neutral-900 dark:text-white">
          {money.format(invoice.total, invoice.currency)}
        </span>
        <Badge tone={STATUS_TONES[invoice.status]}>{t(`billing.trip.statuses.${invoice.status}`)}</Badge>
      </div>
    </li>
  );
}

/**
 * The trip's billing: what its issued invoices come to, what was paid and the balance (in the
 * trip's currency, net of credit notes), its invoices with their status, and the way to invoice
 * it. Refreshes when an invoice or a payment changes (their record events).
 */
export function TripBillingPanel({ trip }: { trip: Pick<Trip, 'id'> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const orgCode = useParams().orgCode ?? '';
  const billing = useTripBilling(trip.id);
  const invoices = useTripInvoices(trip.id);
  const title = t('billing.trip.title');
  const figures = billing.data
    ? [
        { key: 'invoiced', value: billing.data.invoiced, tone: '' },
        { key: 'paid', value: billing.data.paid, tone: '' },
        {
          key: 'balance',
          value: billing.data.balance,
          tone:
            billing.data.balance > 0
              ? 'text-warning-700 dark:text-warning-400'
              : billing.data.invoiced > 0
                ? 'text-success-700 dark:text-success-400'
                : '',
        },
      ]
    : [];
  return (
    <Card aria-label={title}>
      <CardHeader
        title={title}
        actions={
          <>
            <Link
              to={`/${orgCode}/billing/calendar?trip=${trip.id}`}
              className={buttonClasses('ghost', 'sm')}
              title={t('billing.trip.calendar')}
            >
              <CalendarDays aria-hidden="true" />
              <span className="sr-only">{t('billing.trip.calendar')}</span>
            </Link>
            <Link
              to={newInvoicePath(`/${orgCode}`, { tripId: trip.id })}
              className={buttonClasses('secondary', 'sm')}
            >
              <FilePlus2 aria-hidden="true" />
              {t('billing.trip.invoiceThisTrip')}
            </Link>
          </>
        }
      />
      {billing.isError ? (
        <p role="alert" className="px-4 py-3 text-sm text-error-700 dark:text-error-400">
          {t('billing.trip.loadError')}
        </p>
      ) : billing.data ? (
        <dl className="grid grid-cols-3 gap-2 border-b border-neutral-100 px-4 py-3 dark:border-neutral-800">
          {figures.map((figure) => (
            <div key={figure.key} className="min-w-0">
              <dt className="truncate text-xs text-neutral-500 dark:text-neutral-400">
                {t(`billing.trip.${figure.key as 'invoiced' | 'paid' | 'balance'}`)}
              </dt>
              <dd
                className={cn(
                  'truncate text-sm font-semibold tabular-nums',
                  figure.tone || 'text-neutral-900 dark:text-white',
                )}
                title={money.format(figure.value, billing.data.currency)}
              >
                {money.format(figure.value, billing.data.currency)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      )}
      {invoices.data ? (
        invoices.data.data.length === 0 ? (
          <p className="flex items-center gap-2 px-4 py-3 text-sm text-neutral-500 dark:text-neutral-400">
            <Receipt aria-hidden="true" className="size-4 shrink-0" />
            {t('billing.trip.noInvoices')}
          </p>
        ) : (
          <ul
            aria-label={t('billing.trip.invoices')}
            className="divide-y divide-neutral-100 dark:divide-neutral-800"
          >
            {invoices.data.data.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} orgCode={orgCode} />
            ))}
          </ul>
        )
      ) : null}
    </Card>
  );
}
