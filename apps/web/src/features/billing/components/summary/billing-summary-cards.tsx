import type { BillingSummary } from '@aurora/contracts/billing/calendar';
import { AlarmClock, ArrowDownLeft, HandCoins, type LucideIcon, Receipt, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { useBillingSummary } from '../../api/calendar/get-billing-summary';

type CardKey = 'outstanding' | 'overdue' | 'received' | 'suppliers' | 'commissions';

type SummaryCard = {
  key: CardKey;
  field: keyof Omit<BillingSummary, 'currency' | 'received_by_month'>;
  icon: LucideIcon;
  /** The tab that lists them, below `billing`, filtered where the tab reads the filter. */
  to: (monthStart: string) => string;
  /** A tone when the amount is not zero. */
  tone?: 'error' | 'warning';
};

const CARDS: SummaryCard[] = [
  {
    key: 'outstanding',
    field: 'outstanding',
    icon: Receipt,
    to: () => `?${new URLSearchParams({ 'filter[status]': 'issued,partly_paid,overdue' })}`,
  },
  {
    key: 'overdue',
    field: 'overdue',
    icon: AlarmClock,
    to: () => `?${new URLSearchParams({ 'filter[status]': 'overdue' })}`,
    tone: 'error',
  },
  {
    key: 'received',
    field: 'received_this_month',
    icon: ArrowDownLeft,
    to: (monthStart) =>
      `payments?${new URLSearchParams({ 'filter[paid_on][after]': monthStart, 'filter[status]': 'recorded' })}`,
  },
  {
    key: 'suppliers',
    field: 'due_to_suppliers_30_days',
    icon: Truck,
    to: () => 'payables?state=due&within=30',
  },
  {
    key: 'commissions',
    field: 'commissions_overdue',
    icon: HandCoins,
    to: () => 'commissions?state=overdue',
    tone: 'warning',
  },
];

const TONES = {
  error: 'text-error-700 dark:text-error-400',
  warning: 'text-warning-700 dark:text-warning-400',
};

/**
 * The billing screen's five figures in the organization's currency, each a link to the tab that
 * lists what it counts: outstanding, overdue, received this month, due to suppliers in 30 days,
 * commissions overdue.
 */
export function BillingSummaryCards() {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const base = `/${useParams().orgCode ?? ''}/billing`;
  const summary = useBillingSummary();
  const monthStart = `${format.today().slice(0, 7)}-01`;

  if (summary.isError) {
    return (
      <div
        role="alert"
        className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-error-200 bg-error-50 px-4 py-2 text-sm text-error-800 dark:border-error-500/30 dark:bg-error-500/10 dark:text-error-300"
      >
        {t('billing.summary.loadError')}
        <Button size="sm" onClick={() => void summary.refetch()}>
          {t('billing.summary.retry')}
        </Button>
      </div>
    );
  }
  const data = summary.data;
  return (
    <section aria-label={t('billing.summary.label')} aria-busy={summary.isPending} className="mb-4">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {CARDS.map((card) => {
          const figure = data?.[card.field];
          const label = t(`billing.summary.${card.key}`);
          const hint = figure
            ? card.key === 'overdue' && figure.count === 0
              ? t('billing.summary.overdueNone')
              : t(`billing.summary.${card.key}Hint`, { count: figure.count })
            : null;
          return (
            <li key={card.key}>
              <Link
                to={`${base}/${card.to(monthStart)}`.replace('/?', '?')}
                className="group block h-full rounded-lg border border-neutral-200 bg-white p-3 shadow-xs outline-none transition-colors hover:border-primary-300 focus-visible:ring-2 focus-visible:ring-primary-500 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-primary-700"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-xs font-medium text-neutral-500 dark:text-neutral-400">
                    {label}
                  </span>
                  <card.icon aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
                </span>
                {figure && data ? (
                  <>
                    <span
                      className={cn(
                        'mt-1.5 block truncate text-xl font-semibold tracking-tight tabular-nums',
                        card.tone && figure.amount !== 0
                          ? TONES[card.tone]
                          : 'text-neutral-900 dark:text-white',
                      )}
                      title={money.format(figure.amount, data.currency)}
                    >
                      {money.format(figure.amount, data.currency)}
                    </span>
                    <span className="mt-0.5 block truncate text-xs text-neutral-500 dark:text-neutral-400">
                      {hint}
                    </span>
                  </>
                ) : (
                  <span
                    aria-hidden="true"
                    className="mt-2 block h-10 animate-pulse rounded bg-neutral-100 dark:bg-neutral-800"
                  />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
