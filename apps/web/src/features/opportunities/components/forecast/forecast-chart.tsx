import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMoney } from '../../../../lib/money';

export type ForecastChartRow = { label: string; amount: number; weighted_amount: number };

const WEIGHTED_FILL = 'var(--color-primary-500)';
const AMOUNT_FILL = 'var(--color-neutral-300)';
const TICK = { fill: 'var(--color-neutral-500)', fontSize: 12 };

/**
 * Weighted and unweighted value of the open deals by expected close month. Hidden from assistive
 * technology: the table under it has the same numbers.
 */
export function ForecastChart({ rows, currency }: { rows: ForecastChartRow[]; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountOf = (value: number, compact: boolean) => money.format(value, currency, { compact });
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={rows}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          barGap={2}
        >
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--color-neutral-200)" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} tick={TICK} />
          <YAxis
            tickLine={false}
            axisLine={false}
            tick={TICK}
            width={72}
            tickFormatter={(value: number) => amountOf(value, true)}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-neutral-100)', opacity: 0.5 }}
            content={({ active, payload, label }) =>
              active && payload.length > 0 ? (
                <div className="rounded-md border border-neutral-200 bg-white px-3 py-2 text-xs shadow-md dark:border-neutral-700 dark:bg-neutral-900">
                  <p className="mb-1 font-medium text-neutral-900 dark:text-white">{label}</p>
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
                      {entry.name}:{' '}
                      <span className="tabular-nums">{amountOf(Number(entry.value), false)}</span>
                    </p>
                  ))}
                </div>
              ) : null
            }
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="amount"
            name={t('pipeline.forecast.unweighted')}
            fill={AMOUNT_FILL}
            radius={[4, 4, 0, 0]}
          />
          <Bar
            dataKey="weighted_amount"
            name={t('pipeline.forecast.weighted')}
            fill={WEIGHTED_FILL}
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
