import type { CalendarDirection, CalendarEntry } from '@aurora/contracts/billing/calendar';
import { AlarmClock, ArrowDownLeft, ArrowUpRight, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordLink } from '../../../../components/record/record-types';
import { invoicePath } from '../../../../entities/invoices/keys';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';

/** Money in green, money out amber, deadlines red: the calendar's one colour code. */
export const DIRECTION_TONES: Record<CalendarDirection, string> = {
  in: 'border-success-600 bg-success-50 text-success-800 dark:border-success-500 dark:bg-success-500/10 dark:text-success-300',
  out: 'border-warning-500 bg-warning-50 text-warning-800 dark:border-warning-400 dark:bg-warning-500/10 dark:text-warning-300',
  risk: 'border-error-600 bg-error-50 text-error-800 dark:border-error-500 dark:bg-error-500/10 dark:text-error-300',
};

export const DIRECTION_TEXT: Record<CalendarDirection, string> = {
  in: 'text-success-700 dark:text-success-400',
  out: 'text-warning-700 dark:text-warning-400',
  risk: 'text-error-700 dark:text-error-400',
};

export const DIRECTION_ICONS = { in: ArrowDownLeft, out: ArrowUpRight, risk: TriangleAlert };

/**
 * Where an entry opens: an instalment its invoice; a supplier payment, a commission or a
 * deadline the trip whose booking it is (the booking is on the trip's page).
 */
export function entryHref(base: string, entry: CalendarEntry): string | null {
  if (entry.invoice) return invoicePath(base, entry.invoice.id);
  if (entry.trip) return recordLink(base, 'trip', entry.trip.id);
  if (entry.supplier) return recordLink(base, 'supplier', entry.supplier.id);
  return null;
}

/** What an entry is called: the invoice's number and client, or the booking's title. */
export function useEntryTitle() {
  const { t } = useTranslation();
  return (entry: CalendarEntry) =>
    entry.kind === 'instalment' && entry.client
      ? t('moneyCalendar.entry.instalment', { number: entry.label, client: entry.client.name })
      : entry.label;
}

/** An entry's amount in its currency, or the deadline's time. */
export function useEntryAmount() {
  const money = useMoney();
  const format = useFormat();
  return (entry: CalendarEntry) =>
    entry.amount !== null && entry.currency
      ? money.format(entry.amount, entry.currency)
      : entry.due_at
        ? format.time(entry.due_at)
        : '';
}

/**
 * An entry in a month's day: one line, coloured by direction, opening its record. Its kind, full
 * title and amount are its accessible name (the cell shows them shortened).
 */
export function CalendarChip({ entry, base }: { entry: CalendarEntry; base: string }) {
  const { t } = useTranslation();
  const title = useEntryTitle()(entry);
  const amount = useEntryAmount()(entry);
  const href = entryHref(base, entry);
  const name = [
    t(`moneyCalendar.kinds.${entry.kind}`),
    title,
    amount,
    entry.overdue ? t('moneyCalendar.overdue') : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const classes = cn(
    'block truncate rounded border-l-2 px-1.5 py-0.5 text-xs leading-tight outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
    DIRECTION_TONES[entry.direction],
    entry.overdue && 'font-semibold',
  );
  // A deadline reads by what expires (its time is in its name); money by its amount.
  const content =
    entry.direction === 'risk' ? (
      <>
        <TriangleAlert aria-hidden="true" className="mr-0.5 inline size-3 align-[-2px]" />
        {title}
      </>
    ) : (
      <>
        {/* Money past its day and still open: marked, beside its bold amount. */}
        {entry.overdue ? (
          <AlarmClock aria-hidden="true" className="mr-0.5 inline size-3 align-[-2px] text-error-600" />
        ) : null}
        <span className="tabular-nums">{amount}</span> <span className="opacity-80">{title}</span>
      </>
    );
  return href ? (
    <Link to={href} className={cn(classes, 'hover:brightness-95')} aria-label={name} title={name}>
      {content}
    </Link>
  ) : (
    <span className={classes} title={name}>
      {content}
    </span>
  );
}
