import type { CallAnalytics } from '@aurora/contracts/analytics';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../../lib/format';
import { PER_DAY_SERIES } from './per-day-series';

const FILLS: Record<(typeof PER_DAY_SERIES)[number], string> = {
  answered: 'var(--color-success-500)',
  missed: 'var(--color-error-500)',
  voicemail: 'var(--color-warning-500)',
  outbound: 'var(--color-primary-500)',
};
const TICK = { fill: 'var(--color-neutral-500)', fontSize: 12 };

/** The stacked bars of calls per day. Hidden from assistive technology: the card's table says the same. */
export function CallsPerDayChart({ analytics }: { analytics: CallAnalytics }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = analytics.days.map((day) => ({ label: format.day(day.date), ...day.counters }));
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--color-neutral-200)" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} tick={TICK} interval="preserveStartEnd" />
          <YAxis tickLine={false} axisLine={false} tick={TICK} width={40} allowDecimals={false} />
          <Tooltip
            cursor={{ fill: 'var(--color-neutral-100)', opacity: 0.5 }}
            formatter={(value, name) => [format.number(Number(value)), name]}
          />
          {/* In the bars' order, the same in every language (the default sorts by the translated name). */}
          <Legend
            iconType="circle"
            wrapperStyle={{ fontSize: 12 }}
            itemSorter={(item) => PER_DAY_SERIES.indexOf(item.dataKey as (typeof PER_DAY_SERIES)[number])}
          />
          {PER_DAY_SERIES.map((key) => (
            <Bar
              key={key}
              dataKey={key}
              name={t(`callAnalytics.metrics.${key}`)}
              stackId="calls"
              fill={FILLS[key]}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
