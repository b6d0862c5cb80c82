import type { TripTotals } from '@aurora/contracts/travel/trips';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useMoney } from '../../../lib/money';

function Tile({
  label,
  value,
  hint,
  tone = 'neutral',
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  tone?: 'neutral' | 'success' | 'warning' | 'error';
}) {
  return (
    <div className="min-w-0 rounded-lg border border-neutral-200 bg-white px-3 py-2.5 shadow-xs dark:border-neutral-800 dark:bg-neutral-900">
      <dt className="truncate text-xs font-medium text-neutral-500 dark:text-neutral-400">{label}</dt>
      <dd
        className={cn(
          'mt-1 truncate text-lg font-semibold tracking-tight tabular-nums',
          tone === 'neutral' && 'text-neutral-900 dark:text-white',
          tone === 'success' && 'text-success-700 dark:text-success-400',
          tone === 'warning' && 'text-warning-700 dark:text-warning-400',
          tone === 'error' && 'text-error-700 dark:text-error-400',
        )}
        title={value}
      >
        {value}
      </dd>
      {hint ? (
        <dd className="mt-0.5 truncate text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
          {hint}
        </dd>
      ) : null}
    </div>
  );
}

/**
 * What the trip sells, costs and earns, in its currency: sell, cost, margin (and its share of
 * sell), the commission expected and received. What the client was invoiced and paid is billing's
 * panel beside it.
 */
export function TripTotalsPanel({ totals }: { totals: TripTotals }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const format = (amount: number) => money.format(amount, totals.currency);
  // The server's one-decimal string ("18.5"), shown in the language's way ("18,5 %").
  const percentText = totals.margin_percent
    ? t('tripPage.totals.marginPercent', {
        percent: new Intl.NumberFormat(i18n.language, {
          style: 'percent',
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(Number(totals.margin_percent) / 100),
      })
    : t('tripPage.totals.nothingSold');
  return (
    <section aria-label={t('tripPage.totals.title')}>
      <h2 className="sr-only">{t('tripPage.totals.title')}</h2>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Tile label={t('tripPage.totals.sell')} value={format(totals.sell)} hint={totals.currency} />
        <Tile label={t('tripPage.totals.cost')} value={format(totals.cost)} />
        <Tile
          label={t('tripPage.totals.margin')}
          value={format(totals.margin)}
          hint={percentText}
          tone={totals.margin < 0 ? 'error' : 'neutral'}
        />
        <Tile
          label={t('tripPage.totals.commission')}
          value={format(totals.commission_expected)}
          hint={t('tripPage.totals.commissionReceived', { amount: format(totals.commission_received) })}
        />
      </dl>
    </section>
  );
}
