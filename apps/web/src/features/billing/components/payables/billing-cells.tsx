import type { Payable } from '@aurora/contracts/billing/payables';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { recordLink } from '../../../../components/record/record-types';
import { Select } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';

type BookingRef = Payable['booking'];

export const th =
  'px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-neutral-500 dark:text-neutral-400';
export const td = 'px-3 py-2.5 align-top';

/** The organization's path of the current route, `/mx`. */
export function useBase(): string {
  const { orgCode } = useParams();
  return `/${orgCode ?? ''}`;
}

/** The booking's trip: its reference, a link to its page, and its title under it (whole on hover). */
/** A supplier's name in one line (cut with its full name as a title), or that there is none. */
export function SupplierName({ supplier }: { supplier: { name: string } | null }) {
  const { t } = useTranslation();
  return (
    <span title={supplier?.name} className="block truncate font-medium text-neutral-900 dark:text-white">
      {supplier?.name ?? <span className="font-normal text-neutral-500">{t('payables.noSupplier')}</span>}
    </span>
  );
}

export function TripCell({ booking }: { booking: BookingRef }) {
  const { t } = useTranslation();
  const base = useBase();
  return (
    <Link
      to={recordLink(base, 'trip', booking.trip.id)}
      aria-label={`${t('payables.tripLink', { reference: booking.trip.reference })} · ${booking.trip.title}`}
      className="block truncate font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-primary-300"
    >
      <span className="font-mono text-xs">{booking.trip.reference}</span>
      <span
        title={booking.trip.title}
        className="block truncate text-xs font-normal text-neutral-600 dark:text-neutral-400"
      >
        {booking.trip.title}
      </span>
    </Link>
  );
}

/** What was booked, with its confirmation number when the supplier gave one. */
export function BookingCell({ booking }: { booking: BookingRef }) {
  const { t } = useTranslation();
  return (
    <>
      <span title={booking.title} className="block truncate font-medium text-neutral-900 dark:text-white">
        {booking.title}
      </span>
      {booking.confirmation_number ? (
        <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
          {t('payables.confirmation', { number: booking.confirmation_number })}
        </span>
      ) : null}
    </>
  );
}

/**
 * One total above a list: label, amount, what it counts; red when `alarming` (money past due).
 * `value` is undefined while it loads.
 */
export function SummaryCard({
  label,
  value,
  hint,
  icon,
  alarming = false,
}: {
  label: string;
  value: ReactNode | undefined;
  hint: string;
  icon: ReactNode;
  alarming?: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-lg border bg-white p-3 shadow-xs sm:p-4 dark:bg-neutral-900',
        alarming
          ? 'border-error-300 bg-error-50/60 dark:border-error-500/40 dark:bg-error-500/10'
          : 'border-neutral-200 dark:border-neutral-800',
      )}
    >
      <dt
        className={cn(
          'flex items-center justify-between gap-2 text-xs font-medium',
          alarming ? 'text-error-700 dark:text-error-300' : 'text-neutral-500 dark:text-neutral-400',
        )}
      >
        {label}
        <span aria-hidden="true" className="[&_svg]:size-4">
          {icon}
        </span>
      </dt>
      <dd
        className={cn(
          'mt-1.5 truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl',
          alarming ? 'text-error-700 dark:text-error-300' : 'text-neutral-900 dark:text-white',
        )}
      >
        {value ?? (
          <span className="inline-block h-7 w-28 animate-pulse rounded bg-neutral-100 align-middle dark:bg-neutral-800" />
        )}
      </dd>
      <dd
        className={cn(
          'mt-1 text-xs',
          alarming ? 'text-error-700/90 dark:text-error-300/90' : 'text-neutral-500 dark:text-neutral-400',
        )}
      >
        {hint}
      </dd>
    </div>
  );
}

/** A labelled select of the filter bar; `''` is its "all" choice. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-neutral-600 dark:text-neutral-400">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="min-w-40">
        {children}
      </Select>
    </div>
  );
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`), as calendar days. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The suppliers named in rows, by name, once each. */
export function suppliersOf(rows: ReadonlyArray<{ supplier: { id: number; name: string } | null }>) {
  const byId = new Map<number, string>();
  for (const row of rows) if (row.supplier) byId.set(row.supplier.id, row.supplier.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What was booked and on which trip, in one cell for tables with many figures: the booking's
 * title, then its trip's reference (a link, named with the trip's title) and confirmation number.
 */
export function BookingTripCell({ booking }: { booking: BookingRef }) {
  const { t } = useTranslation();
  const base = useBase();
  return (
    <>
      <span title={booking.title} className="block truncate font-medium text-neutral-900 dark:text-white">
        {booking.title}
      </span>
      <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
        <Link
          to={recordLink(base, 'trip', booking.trip.id)}
          title={booking.trip.title}
          aria-label={`${t('payables.tripLink', { reference: booking.trip.reference })} · ${booking.trip.title}`}
          className="font-mono text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-primary-300"
        >
          {booking.trip.reference}
        </Link>
        {booking.confirmation_number ? (
          <> · {t('payables.confirmation', { number: booking.confirmation_number })}</>
        ) : null}
      </span>
    </>
  );
}
