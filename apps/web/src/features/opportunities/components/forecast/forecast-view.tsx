import { FORECAST_MONTHS } from '@aurora/contracts/opportunities';
import { CalendarX, CircleHelp, Target, Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../../components/ui/card';
import { QueryErrorCard } from '../../../../components/ui/query-error-card';
import { StatCard } from '../../../../components/ui/stat-card';
import { LoadingPanel } from '../../../../components/ui/state-panel';
import { useDefinitions } from '../../../../entities/reference/reference-data';
import { useMoney } from '../../../../lib/money';
import { useForecast } from '../../api/get-forecast';

// Recharts is large: it loads with the forecast, not with the rest of the app.
const ForecastChart = lazy(() =>
  import('./forecast-chart').then((module) => ({ default: module.ForecastChart })),
);

/** "Dec 2026" for `2026-12`. */
function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

const cellClasses = 'px-4 py-2 text-right tabular-nums';

/**
 * The forecast of the deals matching the list's filters: won this year, the open pipeline, value by
 * expected close month (a chart and the same numbers as a table) and why deals were lost.
 */
export function ForecastView({ query }: { query: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const forecast = useForecast(query);
  const lostReasons = useDefinitions('lost_reasons');

  if (forecast.isPending) {
    return (
      <Card>
        <LoadingPanel label={t('pipeline.forecast.loading')} />
      </Card>
    );
  }
  if (forecast.isError) {
    return (
      <QueryErrorCard
        title={t('pipeline.forecast.loadError')}
        description={forecast.error.message}
        onRetry={() => void forecast.refetch()}
      />
    );
  }

  const data = forecast.data;
  const amountOf = (amount: number, compact = false) => money.format(amount, data.currency, { compact });
  const deals = (count: number) => t('pipeline.forecast.dealCount', { count });
  const months = data.months.slice(0, FORECAST_MONTHS).map((month) => ({
    ...month,
    label: monthLabel(month.month, i18n.language),
  }));
  const open = [...data.months, data.overdue, data.undated].reduce(
    (sum, bucket) => ({
      amount: sum.amount + bucket.amount,
      weighted: sum.weighted + bucket.weighted_amount,
    }),
    { amount: 0, weighted: 0 },
  );
  const reasonLabel = (key: string | null) =>
    key === null
      ? t('pipeline.forecast.noReason')
      : (lostReasons.data?.find((definition) => definition.key === key)?.label ?? key);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t('pipeline.forecast.wonToDate')}
          icon={<Trophy />}
          value={amountOf(data.won_to_date.amount)}
          hint={deals(data.won_to_date.count)}
        />
        <StatCard
          label={t('pipeline.forecast.openPipeline')}
          icon={<Target />}
          value={amountOf(open.weighted)}
          hint={t('pipeline.forecast.openPipelineHint', { amount: amountOf(open.amount) })}
        />
        <StatCard
          label={t('pipeline.forecast.overdue')}
          icon={<CalendarX />}
          value={data.overdue.count}
          hint={amountOf(data.overdue.amount)}
        />
        <StatCard
          label={t('pipeline.forecast.undated')}
          icon={<CircleHelp />}
          value={data.undated.count}
          hint={amountOf(data.undated.amount)}
        />
      </div>

      <Card aria-labelledby="forecast-months-title">
        <CardHeader
          titleId="forecast-months-title"
          title={t('pipeline.forecast.chartTitle')}
          description={t('pipeline.forecast.chartDescription', { count: FORECAST_MONTHS })}
        />
        <div className="px-2 pt-4 sm:px-4">
          <Suspense fallback={<LoadingPanel label={t('pipeline.forecast.chartLoading')} />}>
            <ForecastChart rows={months} currency={data.currency} />
          </Suspense>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('pipeline.forecast.chartTitle')}</caption>
            <thead>
              <tr className="border-b border-neutral-200 text-xs text-neutral-500 dark:border-neutral-800 dark:text-neutral-400">
                <th scope="col" className="px-4 py-2 text-left font-medium">
                  {t('pipeline.forecast.month')}
                </th>
                <th scope="col" className={`${cellClasses} font-medium`}>
                  {t('pipeline.forecast.deals')}
                </th>
                <th scope="col" className={`${cellClasses} font-medium`}>
                  {t('pipeline.forecast.amount')}
                </th>
                <th scope="col" className={`${cellClasses} font-medium`}>
                  {t('pipeline.forecast.weightedAmount')}
                </th>
                <th scope="col" className={`${cellClasses} font-medium`}>
                  {t('pipeline.forecast.won')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100 text-neutral-800 dark:divide-neutral-800 dark:text-neutral-200">
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className="px-4 py-2 text-left font-medium">
                    {month.label}
                  </th>
                  <td className={cellClasses}>{month.count}</td>
                  <td className={cellClasses}>{amountOf(month.amount)}</td>
                  <td className={cellClasses}>{amountOf(month.weighted_amount)}</td>
                  <td className={cellClasses}>{amountOf(month.won_amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <Card aria-labelledby="forecast-lost-title">
        <CardHeader titleId="forecast-lost-title" title={t('pipeline.forecast.lostTitle')} />
        {data.lost_reasons.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-neutral-500 dark:text-neutral-400">
            {t('pipeline.forecast.lostEmpty')}
          </p>
        ) : (
          <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
            {data.lost_reasons.map((row) => (
              <li key={row.reason ?? ''} className="flex items-center gap-3 px-4 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate text-neutral-900 dark:text-neutral-100">
                  {reasonLabel(row.reason)}
                </span>
                <span className="text-neutral-500 tabular-nums dark:text-neutral-400">
                  {deals(row.count)}
                </span>
                <span className="w-28 text-right font-medium tabular-nums text-neutral-900 dark:text-neutral-100">
                  {amountOf(row.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
