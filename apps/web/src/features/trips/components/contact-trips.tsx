import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { recordLink } from '../../../components/record/record-types';
import { Spinner } from '../../../components/ui/spinner';
import { useTrips } from '../api/get-trips';
import { formatTripDates } from './trip-format';
import { TripStatusBadge } from './trip-status';
import { useTripReference } from './use-trip-reference';

const SHOWN = 10;

/**
 * The trips a contact travels on, latest start first: reference, title, dates and status, each a
 * link to the trip. The app places it in the contacts feature's contact sheet.
 */
export function ContactTrips({ contactId }: { contactId: number }) {
  const { t, i18n } = useTranslation();
  const base = `/${useParams().orgCode ?? ''}`;
  const reference = useTripReference();
  const trips = useTrips({
    'filter[traveller_id]': String(contactId),
    sort: '-start_date',
    per_page: String(SHOWN),
  });
  const headingId = `contact-${contactId}-trips`;
  const total = trips.data?.meta.total ?? 0;
  const list = trips.data?.data ?? [];

  return (
    <section aria-labelledby={headingId} className="px-4 py-3">
      <h3
        id={headingId}
        className="mb-1 text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400"
      >
        {t('contactTrips.title')}
      </h3>
      {trips.isPending ? (
        <p role="status" className="flex items-center gap-2 py-1.5 text-sm text-neutral-500">
          <Spinner />
          {t('contactTrips.loading')}
        </p>
      ) : trips.isError ? (
        <p role="alert" className="py-1.5 text-sm text-error-600 dark:text-error-400">
          {t('clientTrips.loadError')}
        </p>
      ) : list.length === 0 ? (
        <p className="py-1.5 text-sm text-neutral-500 dark:text-neutral-400">{t('contactTrips.empty')}</p>
      ) : (
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {list.map((trip) => {
            const dates = formatTripDates(trip.start_date, trip.end_date, i18n.language, {
              from: (date) => t('trips.dates.from', { date }),
              until: (date) => t('trips.dates.until', { date }),
            });
            return (
              <li key={trip.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link
                    to={recordLink(base, 'trip', trip.id)}
                    className="block truncate text-sm font-medium text-neutral-900 hover:underline dark:text-white"
                  >
                    {trip.title}
                  </Link>
                  <p className="truncate text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
                    {[trip.reference, dates].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <TripStatusBadge status={trip.status} reference={reference} size="sm" />
              </li>
            );
          })}
          {total > SHOWN ? (
            <li className="py-2 text-sm">
              <Link
                to={`${base}/trips?filter[traveller_id]=${contactId}`}
                className="text-primary-700 hover:underline dark:text-primary-300"
              >
                {t('clientTrips.all', { count: total })}
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
