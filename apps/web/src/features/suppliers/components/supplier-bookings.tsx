import type { BookingStatus, BookingType } from '@aurora/contracts/travel/bookings';
import type { CommissionState, SupplierBooking } from '@aurora/contracts/travel/suppliers';
import type { UseQueryResult } from '@tanstack/react-query';
import { Luggage } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell } from '../../../components/data-table/cells';
import { recordLink } from '../../../components/record/record-types';
import { Badge, type Tone } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryErrorPanel } from '../../../components/ui/query-error-card';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { useMoney } from '../../../lib/money';

const STATUS_TONES: Record<BookingStatus, Tone> = {
  option: 'warning',
  on_request: 'info',
  waitlisted: 'secondary',
  confirmed: 'success',
  cancelled: 'neutral',
};

const STATE_TONES: Record<CommissionState, Tone> = {
  expected: 'info',
  received: 'success',
  overdue: 'error',
};

const th = 'px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-neutral-500 dark:text-neutral-400';
const td = 'px-3 py-2.5 align-top';

/**
 * The supplier's bookings across trips, newest first: the trip (its page one click away), what was
 * booked, its status and start, the sell price and the commission with where it stands.
 */
export function SupplierBookingsCard({
  query,
  base,
}: {
  query: Pick<
    UseQueryResult<{ data: SupplierBooking[] }>,
    'data' | 'isPending' | 'isError' | 'error' | 'refetch'
  >;
  /** The organization's path, `/mx`. */
  base: string;
}) {
  const { t } = useTranslation();
  const bookings = query.data?.data;
  return (
    <Card aria-labelledby="supplier-bookings-title">
      <CardHeader
        titleId="supplier-bookings-title"
        title={t('suppliers.bookings.title')}
        description={
          bookings && bookings.length > 0
            ? `${t('suppliers.bookings.count', { count: bookings.length })} · ${t('suppliers.bookings.description')}`
            : t('suppliers.bookings.description')
        }
      />
      {query.isPending ? (
        <LoadingPanel label={t('suppliers.bookings.loading')} />
      ) : query.isError ? (
        <QueryErrorPanel
          title={t('suppliers.bookings.loadError')}
          description={query.error?.message}
          onRetry={() => void query.refetch()}
        />
      ) : !bookings || bookings.length === 0 ? (
        <StatePanel
          icon={<Luggage />}
          title={t('suppliers.bookings.empty')}
          description={t('suppliers.bookings.emptyHint')}
        />
      ) : (
        <BookingsTable bookings={bookings} base={base} />
      )}
    </Card>
  );
}

// The trip's and the booking's names take what the figures leave (a share of the width with
// `max-w-0`: a long name ends in an ellipsis, whole on hover), so the amounts are never pushed out
// of view, in Spanish's longer figures too.
function BookingsTable({ bookings, base }: { bookings: SupplierBooking[]; base: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('suppliers.bookings.title')}</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50/70 dark:border-neutral-800 dark:bg-neutral-950/40">
          <tr>
            <th scope="col" className={`${th} pl-4`}>
              {t('suppliers.bookings.columns.trip')}
            </th>
            <th scope="col" className={th}>
              {t('suppliers.bookings.columns.booking')}
            </th>
            <th scope="col" className={th}>
              {t('suppliers.bookings.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('suppliers.bookings.columns.starts_on')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('suppliers.bookings.columns.sell')}
            </th>
            <th scope="col" className={`${th} pr-4 text-right`}>
              {t('suppliers.bookings.columns.commission')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {bookings.map((booking) => (
            <tr key={booking.id} className={booking.status === 'cancelled' ? 'text-neutral-500' : undefined}>
              <td className={`${td} w-[24%] max-w-0 pl-4`}>
                <Link
                  to={recordLink(base, 'trip', booking.trip.id)}
                  className="block truncate font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-primary-300"
                >
                  <span className="font-mono text-xs">{booking.trip.reference}</span>
                  <span className="sr-only"> · </span>
                  <span
                    title={booking.trip.title}
                    className="block truncate text-xs font-normal text-neutral-600 dark:text-neutral-400"
                  >
                    {booking.trip.title}
                  </span>
                </Link>
              </td>
              <td className={`${td} w-[30%] max-w-0`}>
                <span
                  title={booking.title}
                  className="block truncate font-medium text-neutral-900 dark:text-white"
                >
                  {booking.title || t(`suppliers.bookings.types.${booking.type as BookingType}`)}
                </span>
                <span className="block text-xs text-neutral-500 dark:text-neutral-400">
                  {t(`suppliers.bookings.types.${booking.type as BookingType}`, {
                    defaultValue: booking.type,
                  })}
                </span>
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <Badge tone={STATUS_TONES[booking.status as BookingStatus] ?? 'neutral'}>
                  {t(`suppliers.bookings.statuses.${booking.status as BookingStatus}`, {
                    defaultValue: booking.status,
                  })}
                </Badge>
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <DateCell value={booking.starts_on} />
              </td>
              <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                {money.format(booking.sell, booking.currency)}
              </td>
              <td className={`${td} pr-4 text-right whitespace-nowrap`}>
                <Commission booking={booking} format={money.format} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Commission({
  booking,
  format,
}: {
  booking: SupplierBooking;
  format: (amount: number, currency: string) => string;
}) {
  const { t } = useTranslation();
  const state = booking.commission_state;
  if (state === null) {
    return (
      <span className="text-xs text-neutral-500 dark:text-neutral-400">
        {t('suppliers.bookings.noCommission')}
      </span>
    );
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <span className="inline-flex items-center gap-2">
        <span className="tabular-nums">{format(booking.commission_expected, booking.currency)}</span>
        <Badge tone={STATE_TONES[state]}>{t(`suppliers.bookings.states.${state}`)}</Badge>
      </span>
      {booking.commission_received > 0 && state !== 'received' ? (
        <span className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
          {t('suppliers.bookings.received', {
            amount: format(booking.commission_received, booking.currency),
          })}
        </span>
      ) : null}
    </div>
  );
}
