import type { SupplierBookings } from '@aurora/contracts/travel/suppliers';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useMoney } from '../../../lib/money';

type Summary = SupplierBookings['commissions'];

function CommissionCard({
  label,
  value,
  hint,
  icon,
  alarming = false,
}: {
  label: string;
  value: ReactNode;
  hint: string;
  icon: ReactNode;
  /** Money past due: the card turns red. */
  alarming?: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-lg border bg-white p-3 shadow-xs sm:p-4 dark:bg-neutral-900',
        alarming
          ? 'border-error-300 bg-error-50/60 dark:border-error-500/40 dark:bg-error-500/10'
          : 'border-neutral-200 dark:border-neutral-800',
      )}
    >
      <dt
        className={cn(
          'flex items-center justify-between gap-2 text-xs font-medium',
          alarming ? 'text-error-700 dark:text-error-300' : 'text-neutral-500 dark:text-neutral-400',
        )}
      >
        {label}
        <span aria-hidden="true" className="[&_svg]:size-4">
          {icon}
        </span>
      </dt>
      <dd
        className={cn(
          'mt-1.5 truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl',
          alarming ? 'text-error-700 dark:text-error-300' : 'text-neutral-900 dark:text-white',
        )}
      >
        {value}
      </dd>
      <dd
        className={cn(
          'mt-1 text-xs',
          alarming ? 'text-error-700/90 dark:text-error-300/90' : 'text-neutral-500 dark:text-neutral-400',
        )}
      >
        {hint}
      </dd>
    </div>
  );
}

/**
 * What the supplier owes the agency on all its bookings, in the organization's currency: expected
 * in all, received so far, and overdue (past its expected date, unpaid), red when there is any.
 * `summary` is undefined while it loads.
 */
export function SupplierCommissions({ summary }: { summary: Summary | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const show = (amount: number | undefined) =>
    summary && amount !== undefined ? (
      money.format(amount, summary.currency)
    ) : (
      <span className="inline-block h-7 w-28 animate-pulse rounded bg-neutral-100 align-middle dark:bg-neutral-800" />
    );
  const overdue = summary?.overdue ?? 0;
  return (
    <section aria-labelledby="supplier-commissions-title">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2
          id="supplier-commissions-title"
          className="text-sm font-semibold text-neutral-900 dark:text-white"
        >
          {t('suppliers.commissions.title')}
        </h2>
        {summary ? (
          <p className="text-xs text-neutral-500 dark:text-neutral-400">
            {t('suppliers.commissions.inCurrency', { currency: summary.currency })}
          </p>
        ) : null}
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <CommissionCard
          label={t('suppliers.commissions.expected')}
          value={show(summary?.expected)}
          hint={t('suppliers.commissions.expectedHint')}
          icon={<Clock />}
        />
        <CommissionCard
          label={t('suppliers.commissions.received')}
          value={show(summary?.received)}
          hint={t('suppliers.commissions.receivedHint')}
          icon={<CircleCheck />}
        />
        <CommissionCard
          label={t('suppliers.commissions.overdue')}
          value={show(summary?.overdue)}
          hint={t(overdue > 0 ? 'suppliers.commissions.overdueHint' : 'suppliers.commissions.noneOverdue')}
          icon={<CircleAlert />}
          alarming={overdue > 0}
        />
      </dl>
    </section>
  );
}
