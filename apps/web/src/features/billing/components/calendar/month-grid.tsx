import type { Calendar, CalendarEntry } from '@aurora/contracts/billing/calendar';
import { useTranslation } from 'react-i18next';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { AgendaEntry } from './agenda';
import { CalendarChip } from './calendar-entry';
import { daysBetween, gridRange, monthOf, weeksOf } from './calendar-range';

/** How many entries a day cell shows before "+N more". */
export const ENTRIES_PER_CELL = 3;

function groupByDay(entries: readonly CalendarEntry[]) {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
  return byDay;
}

/** Weekday names, Monday first, in the interface language. */
function useWeekdays() {
  const format = useFormat();
  const long = new Intl.DateTimeFormat(format.scope.words, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(format.scope.words, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(2024, 0, 1 + index));
    return { long: long.format(day), short: short.format(day) };
  });
}

function DayTotals({ flow, currency }: { flow: { in: number; out: number } | undefined; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!flow || (flow.in === 0 && flow.out === 0)) return null;
  return (
    <div className="flex flex-wrap justify-end gap-x-1.5 text-[11px] leading-tight font-medium tabular-nums">
      {flow.in !== 0 ? (
        <span className="text-success-700 dark:text-success-400">
          <span className="sr-only">{t('moneyCalendar.totals.in')} </span>+
          {money.format(flow.in, currency, { compact: true })}
        </span>
      ) : null}
      {flow.out !== 0 ? (
        <span className="text-warning-700 dark:text-warning-400">
          <span className="sr-only">{t('moneyCalendar.totals.out')} </span>−
          {money.format(flow.out, currency, { compact: true })}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The month as a grid: weeks as rows (Monday first) and a week's totals at its end; each day its
 * money in and out (the organization's currency) and its first entries, the rest behind
 * "+N more". Days of the neighbouring months are dimmed; today is marked.
 */
export function MonthGrid({ calendar, month, base }: { calendar: Calendar; month: string; base: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const weekdays = useWeekdays();
  const { from, to } = gridRange(month);
  const weeks = weeksOf(daysBetween(from, to));
  const byDay = groupByDay(calendar.entries);
  const flows = new Map(calendar.days.map((day) => [day.date, day]));
  const weekFlows = new Map(calendar.weeks.map((week) => [week.starts_on, week]));

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[56rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{format.month(`${month}-01`)}</caption>
        <thead>
          <tr className="border-b border-neutral-200 dark:border-neutral-800">
            {weekdays.map((weekday) => (
              <th
                key={weekday.long}
                scope="col"
                className="px-2 py-2 text-left text-xs font-medium text-neutral-500 dark:text-neutral-400"
              >
                <abbr title={weekday.long} className="no-underline">
                  {weekday.short}
                </abbr>
              </th>
            ))}
            <th
              scope="col"
              className="w-28 px-2 py-2 text-right text-xs font-medium text-neutral-500 dark:text-neutral-400"
            >
              {t('moneyCalendar.totals.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => {
            const weekFlow = weekFlows.get(week[0] ?? '');
            return (
              <tr
                key={week[0]}
                className="border-b border-neutral-100 last:border-b-0 dark:border-neutral-800"
              >
                {week.map((day) => {
                  const entries = byDay.get(day) ?? [];
                  const outside = monthOf(day) !== month;
                  const isToday = day === calendar.today;
                  const hidden = entries.length - ENTRIES_PER_CELL;
                  return (
                    <td
                      key={day}
                      className={cn(
                        'h-28 border-r border-neutral-100 p-1.5 align-top dark:border-neutral-800',
                        outside && 'bg-neutral-50/70 dark:bg-neutral-950/40',
                      )}
                    >
                      <div className="mb-1 flex items-start justify-between gap-1">
                        <span
                          className={cn(
                            'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs tabular-nums',
                            isToday
                              ? 'bg-primary-600 font-semibold text-white'
                              : outside
                                ? 'text-neutral-400 dark:text-neutral-600'
                                : 'text-neutral-700 dark:text-neutral-300',
                          )}
                        >
                          <time dateTime={day} title={format.day(day, 'full')}>
                            <span aria-hidden="true">{Number(day.slice(8))}</span>
                            <span className="sr-only">{format.day(day, 'full')}</span>
                          </time>
                        </span>
                        <DayTotals flow={flows.get(day)} currency={calendar.currency} />
                      </div>
                      <ul className="flex flex-col gap-0.5">
                        {entries.slice(0, ENTRIES_PER_CELL).map((entry) => (
                          <li key={entry.key}>
                            <CalendarChip entry={entry} base={base} />
                          </li>
                        ))}
                      </ul>
                      {hidden > 0 ? (
                        <Popover>
                          <PopoverTrigger className="mt-0.5 rounded px-1 text-xs font-medium text-primary-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary-500 dark:text-primary-300">
                            {t('moneyCalendar.more', { count: hidden })}
                            <span className="sr-only"> · {format.day(day, 'long')}</span>
                          </PopoverTrigger>
                          <PopoverContent className="w-96">
                            <p className="mb-2 text-xs font-semibold text-neutral-700 dark:text-neutral-200">
                              {t('moneyCalendar.dayEntries', { day: format.day(day, 'full') })}
                            </p>
                            <ul className="flex max-h-80 flex-col divide-y divide-neutral-100 overflow-y-auto dark:divide-neutral-800">
                              {entries.map((entry) => (
                                <AgendaEntry key={entry.key} entry={entry} base={base} compact />
                              ))}
                            </ul>
                          </PopoverContent>
                        </Popover>
                      ) : null}
                    </td>
                  );
                })}
                <td className="p-1.5 text-right align-top text-xs tabular-nums">
                  {weekFlow && (weekFlow.in !== 0 || weekFlow.out !== 0) ? (
                    <div className="flex flex-col gap-0.5">
                      <span className="text-success-700 dark:text-success-400">
                        {t('moneyCalendar.totals.inAmount', {
                          amount: money.format(weekFlow.in, calendar.currency, { compact: true }),
                        })}
                      </span>
                      <span className="text-warning-700 dark:text-warning-400">
                        {t('moneyCalendar.totals.outAmount', {
                          amount: money.format(weekFlow.out, calendar.currency, { compact: true }),
                        })}
                      </span>
                      <span className="font-semibold text-neutral-800 dark:text-neutral-100">
                        {money.format(weekFlow.in - weekFlow.out, calendar.currency, { compact: true })}
                      </span>
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
