import {
  CALL_METRICS,
  type CallAnalytics,
  changeAgainst,
  type MetricFormat,
  recoveryRate,
  SHORT_ABANDON_SECONDS,
} from '@aurora/contracts/analytics';
import { ArrowDown, ArrowUp, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useMetricText } from './use-metric-text';

type Kpi = {
  key: KpiKey;
  format: MetricFormat;
  /** Whether a rise is good news (green) or bad (red). */
  better: 'up' | 'down';
  value: (analytics: CallAnalytics, previous: boolean) => number | null;
};

type KpiKey =
  | 'inbound'
  | 'outbound'
  | 'answered'
  | 'missed'
  | 'voicemail'
  | 'abandoned'
  | 'answer_rate'
  | 'service_level'
  | 'average_speed_of_answer'
  | 'talk_time'
  | 'average_handle_time'
  | 'recovery_rate'
  | 'median_callback';

const counted = (key: KpiKey & keyof typeof CALL_METRICS, better: Kpi['better']): Kpi => ({
  key,
  format: CALL_METRICS[key].format,
  better,
  value: (analytics, previous) =>
    CALL_METRICS[key].value(previous ? analytics.previous_totals : analytics.totals),
});

export const KPIS: Kpi[] = [
  counted('inbound', 'up'),
  counted('outbound', 'up'),
  counted('answered', 'up'),
  counted('missed', 'down'),
  counted('voicemail', 'down'),
  counted('abandoned', 'down'),
  counted('answer_rate', 'up'),
  counted('service_level', 'up'),
  counted('average_speed_of_answer', 'down'),
  counted('talk_time', 'up'),
  counted('average_handle_time', 'down'),
  {
    key: 'recovery_rate',
    format: 'percent',
    better: 'up',
    value: (analytics, previous) => recoveryRate(previous ? analytics.previous_recovery : analytics.recovery),
  },
  {
    key: 'median_callback',
    format: 'duration',
    better: 'down',
    value: (analytics, previous) =>
      (previous ? analytics.previous_recovery : analytics.recovery).median_callback_seconds,
  },
];

// The rates leave short abandons out, and inbound and abandoned count them apart: their tooltips say so.
const MENTION_SHORT_ABANDONS: ReadonlySet<KpiKey> = new Set([
  'inbound',
  'abandoned',
  'answer_rate',
  'service_level',
]);

/** The period's figures, each with its change against the previous period and its formula in a tooltip. */
export function KpiCards({ analytics }: { analytics: CallAnalytics }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useMetricText();
  return (
    <ul
      aria-label={t('callAnalytics.title')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7"
    >
      {KPIS.map((kpi) => {
        const label = t(`callAnalytics.metrics.${kpi.key}`);
        const now = kpi.value(analytics, false);
        const change = changeAgainst(now, kpi.value(analytics, true));
        const formula = [
          t(`callAnalytics.formulas.${kpi.key}`, {
            seconds: SHORT_ABANDON_SECONDS,
            serviceLevel: analytics.service_level_seconds,
          }),
          ...(MENTION_SHORT_ABANDONS.has(kpi.key)
            ? [
                t('callAnalytics.formulas.shortAbandons', {
                  seconds: SHORT_ABANDON_SECONDS,
                  count: analytics.totals.short_abandons,
                }),
              ]
            : []),
        ].join('\n\n');
        const changeText =
          change === null
            ? t('callAnalytics.change.none')
            : change === 0
              ? t('callAnalytics.change.same')
              : t(`callAnalytics.change.${change > 0 ? 'up' : 'down'}`, {
                  value: format.number(Math.abs(change), { style: 'percent', maximumFractionDigits: 1 }),
                });
        const good = change !== null && change !== 0 && change > 0 === (kpi.better === 'up');
        return (
          <li
            key={kpi.key}
            aria-label={label}
            className="min-w-0 rounded-lg border border-neutral-200 bg-white px-3 py-2.5 shadow-xs dark:border-neutral-800 dark:bg-neutral-900"
          >
            <div className="flex items-start justify-between gap-1">
              <p className="text-xs font-medium text-neutral-500 dark:text-neutral-400">{label}</p>
              <Tooltip label={formula}>
                <button
                  type="button"
                  aria-label={t('callAnalytics.formulaOf', { metric: label })}
                  className="shrink-0 rounded text-neutral-400 hover:text-neutral-600 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:text-neutral-200"
                >
                  <Info aria-hidden="true" className="size-3.5" />
                </button>
              </Tooltip>
            </div>
            <p className="mt-1 truncate text-xl font-semibold tracking-tight tabular-nums text-neutral-900 dark:text-white">
              {text(kpi.format, now)}
            </p>
            <p
              className={cn(
                'mt-0.5 flex items-center gap-0.5 text-xs tabular-nums',
                change === null || change === 0
                  ? 'text-neutral-500 dark:text-neutral-400'
                  : good
                    ? 'text-success-700 dark:text-success-400'
                    : 'text-error-700 dark:text-error-400',
              )}
              data-tone={change === null || change === 0 ? 'neutral' : good ? 'good' : 'bad'}
            >
              {change !== null && change !== 0 ? (
                change > 0 ? (
                  <ArrowUp aria-hidden="true" className="size-3" />
                ) : (
                  <ArrowDown aria-hidden="true" className="size-3" />
                )
              ) : null}
              <span className="sr-only">{changeText}</span>
              <span aria-hidden="true">
                {change === null
                  ? '—'
                  : format.number(Math.abs(change), { style: 'percent', maximumFractionDigits: 1 })}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
