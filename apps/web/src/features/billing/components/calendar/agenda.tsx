import type { Calendar, CalendarEntry } from '@aurora/contracts/billing/calendar';
import { mondayOf } from '@aurora/contracts/billing/calendar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordLink } from '../../../../components/record/record-types';
import { Badge } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import {
  DIRECTION_ICONS,
  DIRECTION_TEXT,
  DIRECTION_TONES,
  entryHref,
  useEntryAmount,
  useEntryTitle,
} from './calendar-entry';

/**
 * One entry as a row: its kind and title (opening its record), its trip and supplier, its amount
 * in its currency and, when that differs, in the organization's (or that no rate converts it).
 */
export function AgendaEntry({
  entry,
  base,
  currency,
  compact = false,
}: {
  entry: CalendarEntry;
  base: string;
  /** The organization's currency; the converted amount is shown when the entry's differs. */
  currency?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const title = useEntryTitle()(entry);
  const amount = useEntryAmount()(entry);
  const href = entryHref(base, entry);
  const Icon = DIRECTION_ICONS[entry.direction];
  const converted =
    currency && entry.currency && entry.currency !== currency
      ? entry.amount_in_organization_currency === null
        ? t('moneyCalendar.noRate', { currency })
        : t('moneyCalendar.converted', {
            amount: money.format(entry.amount_in_organization_currency, currency),
          })
      : null;
  return (
    <li className={cn('flex items-start gap-3', compact ? 'py-1.5' : 'px-4 py-2.5')}>
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border [&_svg]:size-3.5',
          DIRECTION_TONES[entry.direction],
        )}
      >
        <Icon />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="text-xs text-neutral-500 dark:text-neutral-400">
            {t(`moneyCalendar.kinds.${entry.kind}`)}
          </span>
          {entry.overdue ? <Badge tone="error">{t('moneyCalendar.overdue')}</Badge> : null}
        </div>
        {href ? (
          <Link
            to={href}
            className="block truncate text-sm font-medium text-neutral-900 hover:underline dark:text-white"
          >
            {title}
          </Link>
        ) : (
          <span className="block truncate text-sm font-medium text-neutral-900 dark:text-white">{title}</span>
        )}
        {!compact && (entry.trip || entry.supplier) ? (
          <p className="flex flex-wrap gap-x-3 text-xs text-neutral-500 dark:text-neutral-400">
            {entry.trip && entry.kind === 'instalment' ? (
              <Link to={recordLink(base, 'trip', entry.trip.id)} className="truncate hover:underline">
                {entry.trip.name}
              </Link>
            ) : entry.trip ? (
              <span className="truncate">{entry.trip.name}</span>
            ) : null}
            {entry.supplier ? (
              <Link to={recordLink(base, 'supplier', entry.supplier.id)} className="truncate hover:underline">
                {entry.supplier.name}
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="shrink-0 text-right">
        <p className={cn('text-sm font-semibold tabular-nums', DIRECTION_TEXT[entry.direction])}>
          {entry.direction === 'out' && entry.amount !== null ? '−' : ''}
          {amount}
        </p>
        {converted ? (
          <p className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400">{converted}</p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The month as a list: each day with entries under its date, each week closed by its subtotal of
 * money in and out (the organization's currency). Weeks with nothing due are left out.
 */
export function Agenda({ calendar, base }: { calendar: Calendar; base: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of calendar.entries) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
  const weeks = calendar.weeks
    .map((week) => ({ ...week, days: [...byDay.keys()].filter((day) => mondayOf(day) === week.starts_on) }))
    .filter((week) => week.days.length > 0);

  return (
    <div className="flex flex-col gap-4">
      {weeks.map((week) => {
        // A month that starts mid-week: its first day, not the Monday before it.
        const firstDay = [week.starts_on, calendar.from].sort()[1] ?? week.starts_on;
        return (
          <section
            key={week.starts_on}
            aria-label={t('moneyCalendar.totals.week', { day: format.day(firstDay) })}
            className="overflow-hidden rounded-lg border border-neutral-200 dark:border-neutral-800"
          >
            <header className="flex flex-wrap items-center justify-between gap-2 bg-neutral-50 px-4 py-2 dark:bg-neutral-800/50">
              <h3 className="text-xs font-semibold text-neutral-700 uppercase dark:text-neutral-200">
                {t('moneyCalendar.totals.week', { day: format.day(firstDay) })}
              </h3>
              <p className="flex gap-3 text-xs font-medium tabular-nums">
                <span className="text-success-700 dark:text-success-400">
                  {t('moneyCalendar.totals.inAmount', { amount: money.format(week.in, calendar.currency) })}
                </span>
                <span className="text-warning-700 dark:text-warning-400">
                  {t('moneyCalendar.totals.outAmount', { amount: money.format(week.out, calendar.currency) })}
                </span>
              </p>
            </header>
            {week.days.map((day) => (
              <div key={day} className="border-t border-neutral-200 dark:border-neutral-800">
                <h4 className="flex items-center gap-2 px-4 pt-2.5 text-sm font-semibold text-neutral-900 dark:text-white">
                  <time dateTime={day}>{format.day(day, 'full')}</time>
                  {day === calendar.today ? (
                    <Badge tone="primary">{t('moneyCalendar.today_label')}</Badge>
                  ) : null}
                </h4>
                <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
                  {(byDay.get(day) ?? []).map((entry) => (
                    <AgendaEntry key={entry.key} entry={entry} base={base} currency={calendar.currency} />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
