import { USAGE_GROUPS, type UsageGroup, type UsageReport } from '@aurora/contracts/billing/usage';
import { isMonth, shiftMonth } from '@aurora/contracts/months';
import { addDays } from '@aurora/contracts/time-zones';
import { ChevronLeft, ChevronRight, Download, Hash, PhoneCall, Receipt, Timer, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyCell } from '../../../components/data-table/cells';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { QueryErrorCard, QueryErrorPanel } from '../../../components/ui/query-error-card';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { formatCallDuration } from '../../../entities/calls/call-duration';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { formatPhone } from '../../../lib/phone';
import { useExportUsage } from '../api/usage/export-usage';
import { useUsage } from '../api/usage/get-usage';
import { SummaryCard } from '../components/payables/billing-cells';
import { ProviderComparison } from '../components/usage/provider-comparison';
import type { UsageChartRow } from '../components/usage/usage-chart';
import { CostList } from '../components/usage/usage-costs';
import { UsageTable } from '../components/usage/usage-table';

// Recharts is large: it loads with this tab, not with the rest of the app.
const UsageChart = lazy(() =>
  import('../components/usage/usage-chart').then((module) => ({ default: module.UsageChart })),
);

const isGroup = (value: string | null): value is UsageGroup =>
  (USAGE_GROUPS as readonly string[]).includes(value ?? '');

/** Every day of the month, in order, with its calls and minutes (0 on a day without calls). */
export function daysOfMonth(report: Pick<UsageReport, 'month' | 'rows'>, dayLabel: (day: string) => string) {
  const rows: UsageChartRow[] = [];
  const byDay = new Map(report.rows.map((row) => [row.key, row]));
  for (let day = `${report.month}-01`; day.startsWith(report.month); day = addDays(day, 1)) {
    const row = byDay.get(day);
    rows.push({
      label: String(Number(day.slice(8))),
      title: dayLabel(day),
      billed_minutes: row?.billed_minutes ?? 0,
      calls: row?.calls ?? 0,
    });
  }
  return rows;
}

/** The month and grouping live in the URL (`?month=2026-10&group=number`); the month defaults to this one. */
function useUsageParams() {
  const [params, setParams] = useSearchParams();
  const format = useFormat();
  const current = format.today().slice(0, 7);
  const asked = params.get('month');
  const month = isMonth(asked) && asked <= current ? asked : current;
  const group = params.get('group');
  const set = (name: 'month' | 'group', value: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { month, current, group: isGroup(group) ? group : ('agent' as const), set };
}

/**
 * Billing's "Telephony usage" tab (administrators): what the phones cost in a month: calls,
 * billed minutes and their cost per currency, the numbers' monthly cost, grouped by agent, number,
 * direction or day, a chart per day, the provider's own figures beside ours, and the CSV.
 */
export function TelephonyUsageRoute() {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const params = useUsageParams();
  const report = useUsage({ month: params.month, group: params.group });
  const byDay = useUsage({ month: params.month, group: 'day' });
  const exporter = useExportUsage();
  const data = report.data;
  const totals = data?.totals;
  const noCalls = data !== undefined && data.totals.calls === 0;

  const download = () =>
    exporter.mutate(
      { month: params.month, group: params.group },
      {
        onSuccess: (fileName) =>
          toast({ title: t('payables.usage.exported'), description: fileName, color: 'success' }),
        onError: (error) => toastFailure({ title: t('payables.usage.exportFailed'), error }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-end gap-1.5">
          <div className="flex flex-col gap-1">
            <label
              htmlFor="billing-usage-month"
              className="text-xs font-medium text-neutral-600 dark:text-neutral-400"
            >
              {t('payables.usage.month')}
            </label>
            <Input
              id="billing-usage-month"
              type="month"
              value={params.month}
              max={params.current}
              required
              onChange={(event) => {
                if (isMonth(event.target.value) && event.target.value <= params.current) {
                  params.set('month', event.target.value);
                }
              }}
              className="w-44"
            />
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('payables.usage.previousMonth')}
            onClick={() => params.set('month', shiftMonth(params.month, -1))}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('payables.usage.nextMonth')}
            disabled={params.month >= params.current}
            onClick={() => params.set('month', shiftMonth(params.month, 1))}
          >
            <ChevronRight />
          </Button>
          {data ? (
            <p className="mb-2 ml-2 text-xs text-neutral-500 dark:text-neutral-400">
              {t('payables.usage.zone', { zone: data.time_zone })}
            </p>
          ) : null}
        </div>
        <Button onClick={download} loading={exporter.isPending}>
          {exporter.isPending ? null : <Download aria-hidden="true" />}
          {t('payables.usage.export')}
        </Button>
      </div>

      {report.isError && !data ? (
        <QueryErrorCard
          title={t('payables.usage.loadError')}
          description={report.error.message}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <>
          <section aria-label={t('payables.summary.label')}>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
              <SummaryCard
                label={t('payables.usage.cards.calls')}
                value={totals ? format.number(totals.calls) : undefined}
                hint={
                  totals && totals.unpriced_calls > 0
                    ? t('payables.usage.cards.unpriced', { count: totals.unpriced_calls })
                    : t('payables.usage.cards.allPriced')
                }
                icon={<PhoneCall />}
              />
              <SummaryCard
                label={t('payables.usage.cards.minutes')}
                value={totals ? format.number(totals.billed_minutes) : undefined}
                hint={
                  totals
                    ? t('payables.usage.cards.talkTime', { time: formatCallDuration(totals.talk_seconds) })
                    : t('payables.usage.cards.minutesHint')
                }
                icon={<Timer />}
              />
              <SummaryCard
                label={t('payables.usage.cards.callsCost')}
                value={totals ? <CostList costs={totals.calls_cost} /> : undefined}
                hint={t('payables.usage.cards.callsCostHint')}
                icon={<Receipt />}
              />
              <SummaryCard
                label={t('payables.usage.cards.numbersCost')}
                value={totals ? <CostList costs={totals.numbers_cost} /> : undefined}
                hint={t('payables.usage.cards.numbersCount', { count: data?.numbers.length ?? 0 })}
                icon={<Hash />}
              />
              <SummaryCard
                label={t('payables.usage.cards.total')}
                value={totals ? <CostList costs={totals.cost} /> : undefined}
                hint={t('payables.usage.cards.totalHint')}
                icon={<Wallet />}
              />
            </dl>
          </section>

          <Card aria-labelledby="billing-usage-days-title">
            <CardHeader
              titleId="billing-usage-days-title"
              title={t('payables.usage.chartTitle')}
              description={data ? format.month(`${data.month}-01`) : undefined}
            />
            <div className="px-2 py-3">
              {byDay.isPending ? (
                <LoadingPanel label={t('payables.usage.loading')} />
              ) : byDay.isError ? (
                <QueryErrorPanel
                  title={t('payables.usage.loadError')}
                  description={byDay.error.message}
                  onRetry={() => void byDay.refetch()}
                />
              ) : byDay.data.totals.calls === 0 ? (
                <StatePanel
                  icon={<PhoneCall />}
                  title={t('payables.usage.noCalls')}
                  description={t('payables.usage.noCallsHint')}
                />
              ) : (
                <Suspense fallback={<LoadingPanel label={t('payables.usage.chartLoading')} />}>
                  <UsageChart rows={daysOfMonth(byDay.data, (day) => format.day(day))} />
                </Suspense>
              )}
            </div>
          </Card>

          <Card aria-labelledby="billing-usage-groups-title">
            <CardHeader
              titleId="billing-usage-groups-title"
              title={t('payables.usage.callsTitle')}
              actions={
                <fieldset className="flex rounded-md border border-neutral-200 p-0.5 dark:border-neutral-800">
                  <legend className="sr-only">{t('payables.usage.groupBy')}</legend>
                  {USAGE_GROUPS.map((group) => (
                    <button
                      key={group}
                      type="button"
                      aria-pressed={params.group === group}
                      onClick={() => params.set('group', group)}
                      className={cn(
                        'rounded px-2.5 py-1 text-xs font-medium outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                        params.group === group
                          ? 'bg-primary-50 text-primary-700 dark:bg-primary-500/15 dark:text-primary-300'
                          : 'text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
                      )}
                    >
                      {t(`payables.usage.groupButtons.${group}`)}
                    </button>
                  ))}
                </fieldset>
              }
            />
            {report.isPending ? (
              <LoadingPanel label={t('payables.usage.loading')} />
            ) : !data ? null : noCalls ? (
              <StatePanel
                icon={<PhoneCall />}
                title={t('payables.usage.noCalls')}
                description={t('payables.usage.noCallsHint')}
              />
            ) : (
              <div className={report.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                <UsageTable report={data} />
              </div>
            )}
          </Card>

          <Card aria-labelledby="billing-usage-numbers-title">
            <CardHeader
              titleId="billing-usage-numbers-title"
              title={t('payables.usage.numbers.title')}
              description={t('payables.usage.numbers.description')}
            />
            {!data ? (
              <LoadingPanel label={t('payables.usage.loading')} />
            ) : data.numbers.length === 0 ? (
              <StatePanel icon={<Hash />} title={t('payables.usage.numbers.empty')} />
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('payables.usage.numbers.title')}</caption>
                  <thead className="border-b border-neutral-200 bg-neutral-50/70 dark:border-neutral-800 dark:bg-neutral-950/40">
                    <tr>
                      <th
                        scope="col"
                        className="px-3 py-2 pl-4 text-left text-xs font-medium text-neutral-500 dark:text-neutral-400"
                      >
                        {t('payables.usage.numbers.number')}
                      </th>
                      <th
                        scope="col"
                        className="px-3 py-2 text-left text-xs font-medium text-neutral-500 dark:text-neutral-400"
                      >
                        {t('payables.usage.numbers.name')}
                      </th>
                      <th
                        scope="col"
                        className="px-3 py-2 pr-4 text-right text-xs font-medium text-neutral-500 dark:text-neutral-400"
                      >
                        {t('payables.usage.numbers.monthlyCost')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
                    {data.numbers.map((number) => (
                      <tr key={number.id}>
                        <td className="px-3 py-2.5 pl-4 whitespace-nowrap tabular-nums">
                          {formatPhone(number.number)}
                        </td>
                        <td className="px-3 py-2.5">{number.friendly_name ?? <EmptyCell />}</td>
                        <td className="px-3 py-2.5 pr-4 text-right tabular-nums">
                          {number.monthly_cost !== null ? (
                            money.amount(number.monthly_cost, number.monthly_cost_currency)
                          ) : (
                            <span className="text-xs text-neutral-500">
                              {t('payables.usage.numbers.noCost')}
                            </span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>

          {data ? <ProviderComparison report={data} /> : null}
        </>
      )}
    </div>
  );
}
