import type { Trip } from '@aurora/contracts/travel/trips';
import { CircleCheck, Plane, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { recordLink } from '../../../components/record/record-types';
import { RelatedItem, RelatedPanel } from '../../../components/record/related-panel';
import { buttonClasses } from '../../../components/ui/button';
import { useTrips } from '../api/get-trips';
import { formatTripDates } from './trip-format';
import { TripStatusBadge } from './trip-status';
import { useTripReference } from './use-trip-reference';

const SHOWN = 10;

/** The first trips of a filter, newest first: one query for a panel and whatever else reads it. */
const useRelatedTrips = (filter: Record<string, string>) =>
  useTrips({ ...filter, sort: '-created_at', per_page: String(SHOWN) });

const dealFilter = (opportunityId: number) => ({ 'filter[opportunity_id]': String(opportunityId) });

/** Trips of a filter (a client's, a deal's), newest first, with a link to the rest and to a new one. */
function RelatedTrips({
  filter,
  listLink,
  createLink,
  texts,
  prominentCreate = false,
}: {
  filter: Record<string, string>;
  listLink: string;
  createLink: string;
  texts: { title: string; empty: string; loadError: string; create: string };
  prominentCreate?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const base = `/${useParams().orgCode ?? ''}`;
  const reference = useTripReference();
  const trips = useRelatedTrips(filter);
  const total = trips.data?.meta.total ?? 0;
  const subtitle = (trip: Trip) =>
    [
      trip.reference,
      formatTripDates(trip.start_date, trip.end_date, i18n.language, {
        from: (date) => t('trips.dates.from', { date }),
        until: (date) => t('trips.dates.until', { date }),
      }),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <RelatedPanel
      title={texts.title}
      loading={trips.isPending}
      error={trips.isError ? texts.loadError : null}
      actions={
        prominentCreate ? (
          <Link to={createLink} className={buttonClasses('primary', 'sm')}>
            <Plus aria-hidden="true" />
            {texts.create}
          </Link>
        ) : (
          <Link
            to={createLink}
            className={buttonClasses('ghost', 'sm')}
            aria-label={texts.create}
            title={texts.create}
          >
            <Plus aria-hidden="true" />
          </Link>
        )
      }
      empty={{
        icon: <Plane />,
        title: texts.empty,
        action: (
          <Link to={createLink} className={buttonClasses(prominentCreate ? 'primary' : 'secondary', 'sm')}>
            {texts.create}
          </Link>
        ),
      }}
    >
      {(trips.data?.data ?? []).map((trip) => (
        <RelatedItem
          key={trip.id}
          to={recordLink(base, 'trip', trip.id)}
          title={trip.title}
          subtitle={subtitle(trip)}
          badges={<TripStatusBadge status={trip.status} reference={reference} />}
        />
      ))}
      {total > SHOWN ? (
        <li className="px-4 py-2 text-sm">
          <Link to={listLink} className="text-primary-700 hover:underline dark:text-primary-300">
            {t('clientTrips.all', { count: total })}
          </Link>
        </li>
      ) : null}
    </RelatedPanel>
  );
}

/** A client's trips on its page, newest first, and "New trip" for that client. */
export function ClientTrips({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const base = `/${useParams().orgCode ?? ''}`;
  return (
    <RelatedTrips
      filter={{ 'filter[client_id]': String(clientId) }}
      listLink={`${base}/trips?filter[client_id]=${clientId}`}
      createLink={`${base}/trips/create?client_id=${clientId}`}
      texts={{
        title: t('clientTrips.title'),
        empty: t('clientTrips.empty'),
        loadError: t('clientTrips.loadError'),
        create: t('clientTrips.new'),
      }}
    />
  );
}

/**
 * A deal's trips on its page; a won deal offers "Create trip" up front (the form is filled in from
 * the deal, and the server copies what is left empty).
 */
export function OpportunityTrips({ opportunityId, won }: { opportunityId: number; won: boolean }) {
  const { t } = useTranslation();
  const base = `/${useParams().orgCode ?? ''}`;
  return (
    <RelatedTrips
      filter={dealFilter(opportunityId)}
      listLink={`${base}/trips?filter[opportunity_id]=${opportunityId}`}
      createLink={`${base}/trips/create?opportunity_id=${opportunityId}`}
      prominentCreate={won}
      texts={{
        title: t('opportunityTrips.title'),
        empty: won ? t('opportunityTrips.emptyWon') : t('opportunityTrips.empty'),
        loadError: t('clientTrips.loadError'),
        create: t('opportunityTrips.create'),
      }}
    />
  );
}

/**
 * On a won deal, at the top of its page: "Create trip" (filled in from the deal), or the trip
 * already made from it. Nothing while the deal is open or lost, or while its trips load.
 */
export function WonDealTrip({ opportunityId }: { opportunityId: number }) {
  const { t } = useTranslation();
  const base = `/${useParams().orgCode ?? ''}`;
  const trips = useRelatedTrips(dealFilter(opportunityId));
  if (!trips.isSuccess) return null;
  const first = trips.data.data[0];
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-success-200 bg-success-50 px-4 py-2.5 text-sm text-success-900 dark:border-success-500/30 dark:bg-success-500/10 dark:text-success-100">
      <p className="flex items-center gap-2">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        {first
          ? t('opportunityTrips.planned', { reference: first.reference, count: trips.data.meta.total })
          : t('opportunityTrips.emptyWon')}
      </p>
      {first ? (
        <Link to={recordLink(base, 'trip', first.id)} className={buttonClasses('secondary', 'sm')}>
          <Plane aria-hidden="true" />
          {t('opportunityTrips.open')}
        </Link>
      ) : (
        <Link
          to={`${base}/trips/create?opportunity_id=${opportunityId}`}
          className={buttonClasses('primary', 'sm')}
        >
          <Plus aria-hidden="true" />
          {t('opportunityTrips.create')}
        </Link>
      )}
    </div>
  );
}
