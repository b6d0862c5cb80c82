import { CALL_METRICS, type CallAnalytics, EMPTY_CALL_COUNTERS } from '@aurora/contracts/analytics';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { ExportCsvButton } from './export-csv-button';
import { useMetricText } from './use-metric-text';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const SHADES = [
  'bg-neutral-100 dark:bg-neutral-800',
  'bg-primary-100 dark:bg-primary-950',
  'bg-primary-200 dark:bg-primary-900',
  'bg-primary-400 dark:bg-primary-700',
  'bg-primary-600 dark:bg-primary-500',
];

/** Inbound volume by weekday and hour, in the organization's zone; each cell's title gives its answer rate. */
export function Heatmap({ analytics, fileName }: { analytics: CallAnalytics; fileName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useMetricText();
  // 2024-01-01 was a Monday: ISO weekday n is that day plus n - 1.
  const weekdayName = (weekday: number) =>
    new Intl.DateTimeFormat(format.scope.words, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, weekday)),
    );
  const cells = new Map(analytics.heatmap.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  const busiest = Math.max(1, ...analytics.heatmap.map((cell) => cell.inbound));
  const rateOf = (cell: CallAnalytics['heatmap'][number]) =>
    CALL_METRICS.answer_rate.value({ ...EMPTY_CALL_COUNTERS, ...cell });
  const title = t('callAnalytics.heatmap.title');
  const header = [
    t('callAnalytics.heatmap.weekday'),
    t('callAnalytics.heatmap.hour'),
    t('callAnalytics.metrics.inbound'),
    t('callAnalytics.metrics.answered'),
    t('callAnalytics.metrics.answer_rate'),
  ];
  const rows = () =>
    [...analytics.heatmap]
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
      .map((cell) => [
        weekdayName(cell.weekday),
        String(cell.hour),
        format.number(cell.inbound),
        format.number(cell.answered),
        text('percent', rateOf(cell)),
      ]);
  return (
    <Card aria-labelledby="call-analytics-heatmap">
      <CardHeader
        titleId="call-analytics-heatmap"
        title={title}
        description={t('callAnalytics.heatmap.hint', { zone: analytics.time_zone })}
        actions={
          <ExportCsvButton table={title} fileName={`call-hours-${fileName}`} header={header} rows={rows} />
        }
      />
      <div className="overflow-x-auto px-4 pt-3 pb-4">
        <div className="grid min-w-[36rem] grid-cols-[auto_repeat(24,minmax(0,1fr))] gap-0.5 text-[10px] text-neutral-500 dark:text-neutral-400">
          <span />
          {HOURS.map((hour) => (
            <span key={hour} aria-hidden="true" className="text-center tabular-nums">
              {hour % 3 === 0 ? hour : ''}
            </span>
          ))}
          {WEEKDAYS.map((weekday) => (
            <div key={weekday} className="contents">
              <span className="pr-1.5 text-right text-xs">{weekdayName(weekday)}</span>
              {HOURS.map((hour) => {
                const cell = cells.get(`${weekday}-${hour}`);
                const inbound = cell?.inbound ?? 0;
                const rate = cell
                  ? CALL_METRICS.answer_rate.value({ ...EMPTY_CALL_COUNTERS, ...cell })
                  : null;
                const label = cell
                  ? t('callAnalytics.heatmap.cell', {
                      weekday: weekdayName(weekday),
                      hour,
                      inbound: format.number(inbound),
                      rate: text('percent', rate),
                    })
                  : t('callAnalytics.heatmap.noCalls', { weekday: weekdayName(weekday), hour });
                const shade = inbound === 0 ? 0 : Math.min(4, 1 + Math.floor((inbound / busiest) * 3.999));
                return (
                  <span
                    key={hour}
                    role="img"
                    aria-label={label}
                    title={label}
                    className={cn('aspect-square min-h-4 rounded-[3px]', SHADES[shade])}
                  />
                );
              })}
            </div>
          ))}
        </div>
        <div aria-hidden="true" className="mt-2 flex items-center justify-end gap-1 text-xs text-neutral-500">
          {t('callAnalytics.heatmap.less')}
          {SHADES.map((shade) => (
            <span key={shade} className={cn('size-3 rounded-[3px]', shade)} />
          ))}
          {t('callAnalytics.heatmap.more')}
        </div>
      </div>
    </Card>
  );
}
