import type { OrganizationDashboard } from '@aurora/contracts/dashboard';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CallsPerDayBars } from '../../../entities/calls/calls-per-day-bars';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';

const TICK = { fill: 'var(--color-neutral-500)', fontSize: 12 };
const GRID = 'var(--color-neutral-200)';

type Row = { label: string; amount: number; count: number };

/** A bar chart of amounts by label with the count in its tooltip; hidden from assistive technology (the card's table says the same). */
function AmountBars({ rows, currency, fill }: { rows: Row[]; currency: string; fill: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div aria-hidden="true" className="h-60 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke={GRID} />
          <XAxis dataKey="label" tickLine={false} axisLine={false} tick={TICK} interval="preserveStartEnd" />
          <YAxis
            tickLine={false}
            axisLine={false}
            tick={TICK}
            width={64}
            tickFormatter={(value: number) => money.format(value, currency, { compact: true })}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-neutral-100)', opacity: 0.5 }}
            content={({ active, payload }) => {
              const row = payload[0]?.payload as Row | undefined;
              return active && row ? (
                <div className="rounded-md border border-neutral-200 bg-white px-3 py-2 text-xs shadow-md dark:border-neutral-700 dark:bg-neutral-900">
                  <p className="font-medium text-neutral-900 dark:text-white">{row.label}</p>
                  <p className="tabular-nums text-neutral-700 dark:text-neutral-300">
                    {money.format(row.amount, currency)} · {t('dashboard.charts.deals', { count: row.count })}
                  </p>
                </div>
              ) : null;
            }}
          />
          <Bar dataKey="amount" fill={fill} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Open deals' value by stage, in board order. */
export function PipelineChart({ dashboard }: { dashboard: OrganizationDashboard }) {
  const rows = dashboard.pipeline_by_stage.map((stage) => ({
    label: stage.name,
    amount: stage.amount,
    count: stage.count,
  }));
  return <AmountBars rows={rows} currency={dashboard.currency} fill="var(--color-primary-600)" />;
}

/** What was won per month over the last twelve. */
export function WonChart({ dashboard }: { dashboard: OrganizationDashboard }) {
  const format = useFormat();
  const rows = dashboard.won_by_month.map((month) => ({
    label: format.month(month.month),
    amount: month.amount,
    count: month.count,
  }));
  return <AmountBars rows={rows} currency={dashboard.currency} fill="var(--color-success-600)" />;
}

/** What the calls chart stacks, bottom to top: together a day's calls. */
const CALL_SERIES = ['answered', 'unanswered', 'outbound'] as const;

const CALL_FILLS: Record<(typeof CALL_SERIES)[number], string> = {
  answered: 'var(--color-success-500)',
  unanswered: 'var(--color-error-500)',
  outbound: 'var(--color-primary-500)',
};

/** The organization's calls per day over the last `CALL_DAYS` days. */
export function CallsChart({ dashboard }: { dashboard: OrganizationDashboard }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <CallsPerDayBars
      className="h-60"
      rows={dashboard.calls_by_day.map((day) => ({ ...day, label: format.day(day.date) }))}
      series={CALL_SERIES.map((key) => ({
        key,
        name: t(`dashboard.charts.callSeries.${key}`),
        fill: CALL_FILLS[key],
      }))}
    />
  );
}
