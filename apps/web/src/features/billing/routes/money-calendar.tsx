import { isMonth, shiftMonth } from '@aurora/contracts/months';
import { CalendarDays, CalendarRange, ChevronLeft, ChevronRight, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryErrorCard } from '../../../components/ui/query-error-card';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { useCalendar } from '../api/calendar/get-calendar';
import { Agenda } from '../components/calendar/agenda';
import { CalendarFilters, type CalendarFilterValues } from '../components/calendar/calendar-filters';
import { gridRange, monthOf, monthRange } from '../components/calendar/calendar-range';
import { MonthGrid } from '../components/calendar/month-grid';

type View = 'month' | 'agenda';

const VIEWS: { key: View; icon: typeof CalendarDays }[] = [
  { key: 'month', icon: CalendarDays },
  { key: 'agenda', icon: List },
];

/** `?view=`, `?month=`, `?owner=`, `?trip=`, `?supplier=`: the calendar as its link shares it. */
function useCalendarParams() {
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const today = format.today();
  const monthParam = params.get('month');
  const month = isMonth(monthParam) ? monthParam : monthOf(today);
  const view: View = params.get('view') === 'agenda' ? 'agenda' : 'month';
  const filters: CalendarFilterValues = {
    owner: params.get('owner') ?? '',
    trip: params.get('trip') ?? '',
    supplier: params.get('supplier') ?? '',
  };
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: false },
    );
  return { today, month, view, filters, update };
}

function MonthTotals({ totals, currency }: { totals: { in: number; out: number }; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const net = totals.in - totals.out;
  return (
    <dl
      aria-label={t('moneyCalendar.totals.month', { currency })}
      className="flex flex-wrap items-baseline gap-x-5 gap-y-1 text-sm"
    >
      <div className="flex items-baseline gap-1.5">
        <dt className="text-neutral-500 dark:text-neutral-400">{t('moneyCalendar.totals.in')}</dt>
        <dd className="font-semibold text-success-700 tabular-nums dark:text-success-400">
          {money.format(totals.in, currency)}
        </dd>
      </div>
      <div className="flex items-baseline gap-1.5">
        <dt className="text-neutral-500 dark:text-neutral-400">{t('moneyCalendar.totals.out')}</dt>
        <dd className="font-semibold text-warning-700 tabular-nums dark:text-warning-400">
          {money.format(totals.out, currency)}
        </dd>
      </div>
      <div className="flex items-baseline gap-1.5">
        <dt className="text-neutral-500 dark:text-neutral-400">{t('moneyCalendar.totals.net')}</dt>
        <dd
          className={cn(
            'font-semibold tabular-nums',
            net < 0 ? 'text-error-700 dark:text-error-400' : 'text-neutral-900 dark:text-white',
          )}
        >
          {money.format(net, currency)}
        </dd>
      </div>
    </dl>
  );
}

function Legend() {
  const { t } = useTranslation();
  const items = [
    { key: 'in', className: 'bg-success-600' },
    { key: 'out', className: 'bg-warning-500' },
    { key: 'risk', className: 'bg-error-600' },
  ] as const;
  return (
    <ul
      aria-label={t('moneyCalendar.legend.label')}
      className="flex flex-wrap gap-3 text-xs text-neutral-500"
    >
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-2.5 rounded-sm', item.className)} />
          {t(`moneyCalendar.legend.${item.key}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The money calendar (billing's tab): a month of money in (instalments, commissions), out
 * (supplier payments) and at risk (option and ticketing deadlines), as a grid or an agenda,
 * filtered by agent, trip or supplier; every choice is in the URL.
 */
export function MoneyCalendarRoute() {
  const { t } = useTranslation();
  const format = useFormat();
  const base = `/${useParams().orgCode ?? ''}`;
  const { today, month, view, filters, update } = useCalendarParams();
  const range = view === 'month' ? gridRange(month) : monthRange(month);
  const calendar = useCalendar({
    ...range,
    owner_id: filters.owner,
    trip_id: filters.trip,
    supplier_id: filters.supplier,
  });
  const title = new Intl.DateTimeFormat(format.scope.words, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
  const filtered = Boolean(filters.owner || filters.trip || filters.supplier);
  const data = calendar.data;
  // The month's own entries (the grid also reads the days around it).
  const monthEntries = data?.entries.filter((entry) => monthOf(entry.date) === month) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            size="icon"
            aria-label={t('moneyCalendar.previous')}
            onClick={() => update({ month: shiftMonth(month, -1) })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            aria-label={t('moneyCalendar.next')}
            onClick={() => update({ month: shiftMonth(month, 1) })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button onClick={() => update({ month: '' })} disabled={month === monthOf(today)}>
            {t('moneyCalendar.today')}
          </Button>
          <h2
            className="ml-1 text-lg font-semibold text-neutral-900 first-letter:uppercase dark:text-white"
            aria-live="polite"
          >
            {title}
          </h2>
        </div>
        <fieldset className="flex">
          <legend className="sr-only">{t('moneyCalendar.view.label')}</legend>
          {VIEWS.map((item, index) => (
            <Button
              key={item.key}
              aria-pressed={view === item.key}
              onClick={() => update({ view: item.key === 'month' ? '' : item.key })}
              className={cn(
                index === 0 ? 'rounded-r-none' : 'rounded-l-none border-l-0',
                view === item.key &&
                  'bg-primary-50 text-primary-800 hover:bg-primary-50 dark:bg-primary-500/15 dark:text-primary-200',
              )}
            >
              <item.icon aria-hidden="true" />
              {t(`moneyCalendar.view.${item.key}`)}
            </Button>
          ))}
        </fieldset>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CalendarFilters values={filters} onChange={(changes) => update(changes as Record<string, string>)} />
        <Legend />
      </div>

      {calendar.isPending ? (
        <Card>
          <LoadingPanel label={t('moneyCalendar.loading')} />
        </Card>
      ) : calendar.isError ? (
        <QueryErrorCard
          title={t('moneyCalendar.loadError')}
          description={calendar.error.message}
          onRetry={() => void calendar.refetch()}
        />
      ) : data ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <MonthTotals
              totals={monthEntries.reduce(
                (sum, entry) => {
                  if (entry.direction === 'risk' || entry.amount_in_organization_currency === null)
                    return sum;
                  sum[entry.direction] += entry.amount_in_organization_currency;
                  return sum;
                },
                { in: 0, out: 0 },
              )}
              currency={data.currency}
            />
            {data.unconverted > 0 ? (
              <p className="text-xs text-warning-700 dark:text-warning-400">
                {t('moneyCalendar.unconverted', { count: data.unconverted, currency: data.currency })}
              </p>
            ) : null}
          </div>
          <Card className={cn(calendar.isPlaceholderData && 'opacity-60 transition-opacity')}>
            {view === 'month' ? (
              <MonthGrid calendar={data} month={month} base={base} />
            ) : monthEntries.length === 0 ? (
              <StatePanel
                icon={<CalendarRange />}
                title={filtered ? t('moneyCalendar.emptyFiltered') : t('moneyCalendar.empty')}
                description={t('moneyCalendar.emptyHint')}
              />
            ) : (
              <div className="p-3">
                <Agenda calendar={data} base={base} />
              </div>
            )}
          </Card>
          {view === 'month' && monthEntries.length === 0 ? (
            <p className="text-center text-sm text-neutral-500 dark:text-neutral-400">
              {filtered ? t('moneyCalendar.emptyFiltered') : t('moneyCalendar.empty')}{' '}
              {t('moneyCalendar.emptyHint')}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
