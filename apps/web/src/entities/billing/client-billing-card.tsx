import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useMoney } from '../../lib/money';
import { useClientBilling } from './get-trip-billing';

/**
 * What a client owes across its trips (issued invoices net of credit notes and payments, in the
 * organization's currency), with the way to its invoices. Refreshes with invoice and payment events.
 */
export function ClientBillingCard({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const orgCode = useParams().orgCode ?? '';
  const billing = useClientBilling(clientId);
  const title = t('billing.client.title');
  const data = billing.data;
  return (
    <Card aria-label={title}>
      <CardHeader
        title={title}
        description={data ? t('billing.client.description', { currency: data.currency }) : undefined}
        actions={
          <Link
            to={`/${orgCode}/billing?${new URLSearchParams({ 'filter[client_id]': String(clientId) })}`}
            className="inline-flex items-center gap-1 text-xs font-medium text-primary-700 hover:underline dark:text-primary-300"
          >
            <Receipt aria-hidden="true" className="size-3.5" />
            {t('billing.client.invoices')}
          </Link>
        }
      />
      {billing.isError ? (
        <p role="alert" className="px-4 py-3 text-sm text-error-700 dark:text-error-400">
          {billing.error.message}
        </p>
      ) : data ? (
        <dl className="grid grid-cols-3 gap-2 px-4 py-3">
          <div className="min-w-0">
            <dt className="truncate text-xs text-neutral-500 dark:text-neutral-400">
              {t('billing.trip.invoiced')}
            </dt>
            <dd className="truncate text-sm font-semibold tabular-nums text-neutral-900 dark:text-white">
              {money.format(data.invoiced, data.currency)}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="truncate text-xs text-neutral-500 dark:text-neutral-400">
              {t('billing.trip.paid')}
            </dt>
            <dd className="truncate text-sm font-semibold tabular-nums text-neutral-900 dark:text-white">
              {money.format(data.paid, data.currency)}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="truncate text-xs text-neutral-500 dark:text-neutral-400">
              {data.balance > 0
                ? t('billing.client.owes')
                : data.balance < 0
                  ? t('billing.client.credit')
                  : t('billing.client.settled')}
            </dt>
            <dd
              className={cn(
                'truncate text-sm font-semibold tabular-nums',
                data.balance > 0
                  ? 'text-warning-700 dark:text-warning-400'
                  : 'text-neutral-900 dark:text-white',
              )}
            >
              {money.format(Math.abs(data.balance), data.currency)}
            </dd>
          </div>
        </dl>
      ) : (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      )}
    </Card>
  );
}
