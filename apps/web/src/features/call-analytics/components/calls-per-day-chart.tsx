import type { CallAnalytics } from '@aurora/contracts/analytics';
import { useTranslation } from 'react-i18next';
import { CallsPerDayBars } from '../../../entities/calls/calls-per-day-bars';
import { useFormat } from '../../../lib/format';
import { PER_DAY_SERIES } from './per-day-series';

const FILLS: Record<(typeof PER_DAY_SERIES)[number], string> = {
  answered: 'var(--color-success-500)',
  missed: 'var(--color-error-500)',
  voicemail: 'var(--color-warning-500)',
  outbound: 'var(--color-primary-500)',
};

/** The period's calls per day: answered, missed, voicemail and outbound. */
export function CallsPerDayChart({ analytics }: { analytics: CallAnalytics }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <CallsPerDayBars
      className="h-64"
      rows={analytics.days.map((day) => ({ label: format.day(day.date), ...day.counters }))}
      series={PER_DAY_SERIES.map((key) => ({
        key,
        name: t(`callAnalytics.metrics.${key}`),
        fill: FILLS[key],
      }))}
    />
  );
}
