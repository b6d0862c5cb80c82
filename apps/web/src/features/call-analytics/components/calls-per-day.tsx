import type { CallAnalytics } from '@aurora/contracts/analytics';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { useFormat } from '../../../lib/format';
import { ExportCsvButton } from './export-csv-button';
import { PER_DAY_SERIES } from './per-day-series';

// Recharts loads with the first chart shown, not with the page.
const CallsPerDayChart = lazy(() =>
  import('./calls-per-day-chart').then((module) => ({ default: module.CallsPerDayChart })),
);

/** Calls per day, stacked: answered, missed, voicemail and outbound; the table says the same for screen readers and the CSV. */
export function CallsPerDay({ analytics, fileName }: { analytics: CallAnalytics; fileName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t('callAnalytics.perDay.title');
  const header = [
    t('callAnalytics.perDay.day'),
    ...PER_DAY_SERIES.map((key) => t(`callAnalytics.metrics.${key}`)),
  ];
  const rows = () =>
    analytics.days.map((day) => [day.date, ...PER_DAY_SERIES.map((key) => format.number(day.counters[key]))]);
  return (
    <Card aria-labelledby="call-analytics-per-day">
      <CardHeader
        titleId="call-analytics-per-day"
        title={title}
        description={t('callAnalytics.perDay.hint')}
        actions={
          <ExportCsvButton table={title} fileName={`calls-per-day-${fileName}`} header={header} rows={rows} />
        }
      />
      <div className="px-4 pt-2 pb-3">
        <Suspense fallback={<LoadingPanel label={t('callAnalytics.perDay.loading')} />}>
          <CallsPerDayChart analytics={analytics} />
        </Suspense>
        {/* A table is at least as tall as its rows: hidden in a clipped box, it adds no scrolling. */}
        <div className="sr-only">
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {header.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {analytics.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{format.day(day.date)}</th>
                  {PER_DAY_SERIES.map((key) => (
                    <td key={key}>{format.number(day.counters[key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Card>
  );
}
