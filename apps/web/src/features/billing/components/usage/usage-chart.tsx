import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../../../lib/format';

/** `label` on the axis (the day of the month), `title` in the tooltip (the whole day). */
export type UsageChartRow = { label: string; title: string; billed_minutes: number; calls: number };

const MINUTES_FILL = 'var(--color-primary-500)';
const CALLS_FILL = 'var(--color-neutral-300)';
const TICK = { fill: 'var(--color-neutral-500)', fontSize: 12 };

/**
 * Billed minutes and calls per day of the month. Hidden from assistive technology: the "By day"
 * table has the same numbers.
 */
export function UsageChart({ rows }: { rows: UsageChartRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={rows}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          barGap={2}
        >
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--color-neutral-200)" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} tick={TICK} interval="preserveStartEnd" />
          <YAxis
            tickLine={false}
            axisLine={false}
            tick={TICK}
            width={48}
            allowDecimals={false}
            tickFormatter={(value: number) => format.number(value, { notation: 'compact' })}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-neutral-100)', opacity: 0.5 }}
            content={({ active, payload }) =>
              active && payload.length > 0 ? (
                <div className="rounded-md border border-neutral-200 bg-white px-3 py-2 text-xs shadow-md dark:border-neutral-700 dark:bg-neutral-900">
                  <p className="mb-1 font-medium text-neutral-900 dark:text-white">
                    {(payload[0]?.payload as UsageChartRow | undefined)?.title}
                  </p>
                  {payload.map((entry) => (
                    <p
                      key={String(entry.dataKey)}
                      className="flex items-center gap-2 text-neutral-700 dark:text-neutral-300"
                    >
                      <span
                        aria-hidden="true"
                        className="size-2 rounded-full"
                        style={{ backgroundColor: entry.color }}
                      />
                      {entry.name}: <span className="tabular-nums">{format.number(Number(entry.value))}</span>
                    </p>
                  ))}
                </div>
              ) : null
            }
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="billed_minutes"
            name={t('payables.usage.columns.billed_minutes')}
            fill={MINUTES_FILL}
            radius={[3, 3, 0, 0]}
          />
          <Bar
            dataKey="calls"
            name={t('payables.usage.columns.calls')}
            fill={CALLS_FILL}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
