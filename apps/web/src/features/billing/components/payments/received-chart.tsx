import type { BillingSummary } from '@aurora/contracts/billing/calendar';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';

const FILL = 'var(--color-success-600)';
const TICK = { fill: 'var(--color-neutral-500)', fontSize: 12 };

/**
 * What came in per month, in the organization's currency. Hidden from assistive technology: the
 * card's table says the same.
 */
export function ReceivedChart({ summary }: { summary: BillingSummary }) {
  const format = useFormat();
  const money = useMoney();
  const rows = summary.received_by_month.map((month) => ({ ...month, label: format.month(month.month) }));
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--color-neutral-200)" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} tick={TICK} interval="preserveStartEnd" />
          <YAxis
            tickLine={false}
            axisLine={false}
            tick={TICK}
            width={64}
            tickFormatter={(value: number) => money.format(value, summary.currency, { compact: true })}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-neutral-100)', opacity: 0.5 }}
            content={({ active, payload }) => {
              const row = payload[0]?.payload as (typeof rows)[number] | undefined;
              return active && row ? (
                <div className="rounded-md border border-neutral-200 bg-white px-3 py-2 text-xs shadow-md dark:border-neutral-700 dark:bg-neutral-900">
                  <p className="font-medium text-neutral-900 dark:text-white">{row.label}</p>
                  <p className="tabular-nums text-neutral-700 dark:text-neutral-300">
                    {money.format(row.amount, summary.currency)}
                  </p>
                </div>
              ) : null;
            }}
          />
          <Bar dataKey="amount" fill={FILL} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
