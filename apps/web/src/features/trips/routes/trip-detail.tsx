import type { TripStatus } from '@aurora/contracts/travel/trips';
import { BookOpenText, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RecordEditLink } from '../../../components/record/record-edit-link';
import { RecordHeader } from '../../../components/record/record-header';
import { RecordLayout } from '../../../components/record/record-layout';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { RecordMoreActions } from '../../../components/record/record-more-actions';
import { RecordTabs } from '../../../components/record/record-tabs';
import { recordLink } from '../../../components/record/record-types';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useTrip } from '../../../entities/trips/get-trip';
import { useDeleteTrip } from '../api/delete-trip';
import { useUpdateTrip } from '../api/update-trip';
import { TripBookings } from '../components/bookings/trip-bookings';
import { ItineraryPdfMenu } from '../components/itinerary-pdf-menu';
import { TripBillingPanel } from '../components/trip-billing';
import { TripDeadlinesPanel } from '../components/trip-deadlines';
import { TripDetails } from '../components/trip-details';
import { formatTripDates, nightsOf } from '../components/trip-format';
import { TripStatusMenu } from '../components/trip-status';
import { TripTotalsPanel } from '../components/trip-totals';
import { TripTravellersPanel } from '../components/trip-travellers';
import { TripWarningsPanel } from '../components/trip-warnings';
import { useTripReference } from '../components/use-trip-reference';

const linkClasses = 'text-primary-700 hover:underline dark:text-primary-300';

export function TripDetailRoute() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const base = `/${params.orgCode ?? ''}`;
  const id = Number(params.id);
  const trip = useTrip(id);
  const reference = useTripReference();
  const update = useUpdateTrip(id);
  const remove = useDeleteTrip();

  if (!trip.isSuccess) {
    return (
      <RecordLoadState
        record={trip}
        loadingLabel={t('tripPage.loading')}
        errorTitle={t('tripPage.loadError')}
        backToList={`${base}/trips`}
      />
    );
  }

  const data = trip.data;
  const dates = formatTripDates(data.start_date, data.end_date, i18n.language, {
    from: (date) => t('trips.dates.from', { date }),
    until: (date) => t('trips.dates.until', { date }),
  });
  const nights = nightsOf(data.start_date, data.end_date);
  const move = (status: TripStatus) =>
    update.mutate(
      { status },
      {
        onSuccess: () =>
          toast({
            title: t('tripPage.status.moved', { status: reference.statusOf(status).name }),
            color: 'success',
          }),
        onError: (error) => toastFailure({ title: t('tripPage.status.moveFailed'), error }),
      },
    );
  const language = i18n.language === 'es' ? 'es' : 'en';

  return (
    <div>
      <RecordHeader
        back={{ to: `${base}/trips`, label: t('modules.trips') }}
        title={data.title}
        taskSubject={{ type: 'trip', id: data.id, name: `${data.reference} · ${data.title}` }}
        avatarShape="square"
        kind={
          <span>
            {t('record.subjects.trip')} · <span className="font-mono tabular-nums">{data.reference}</span>
          </span>
        }
        badges={
          <>
            <TripStatusMenu
              status={data.status}
              reference={reference}
              pending={update.isPending}
              onMove={move}
            />
            {data.warnings.length > 0 ? (
              <Badge tone="warning">
                <TriangleAlert aria-hidden="true" className="size-3" />
                {t('tripsList.warningsCount', { count: data.warnings.length })}
              </Badge>
            ) : null}
          </>
        }
        facts={[
          {
            label: t('tripPage.facts.dates'),
            value: dates ? (
              <span className="tabular-nums">
                {dates}
                {nights !== null && nights > 0 ? (
                  <span className="text-neutral-500 dark:text-neutral-400">
                    {' '}
                    · {t('trips.nights', { count: nights })}
                  </span>
                ) : null}
              </span>
            ) : (
              '—'
            ),
          },
          {
            label: t('tripForm.fields.client_id'),
            value: (
              <Link to={recordLink(base, 'client', data.client.id)} className={linkClasses}>
                {data.client.name}
              </Link>
            ),
          },
          {
            label: t('tripPage.facts.deal'),
            value: data.opportunity ? (
              <Link to={recordLink(base, 'opportunity', data.opportunity.id)} className={linkClasses}>
                {data.opportunity.name}
              </Link>
            ) : (
              '—'
            ),
          },
          { label: t('tripForm.fields.owner_id'), value: data.owner?.name ?? t('record.unassigned') },
          {
            label: t('tripPage.facts.travellers'),
            value: t('tripsList.travellersCount', { count: data.travellers.length }),
          },
        ]}
        actions={
          <>
            <Link to={`${base}/trips/${data.id}/itinerary`} className={buttonClasses('secondary')}>
              <BookOpenText aria-hidden="true" />
              {t('tripPage.itinerary')}
            </Link>
            <ItineraryPdfMenu tripId={data.id} travellers={data.travellers} language={language} />
            <RecordEditLink to={`${base}/trips/${data.id}/edit`} />
            <RecordMoreActions
              title={t('tripPage.deleteTitle', { reference: data.reference })}
              description={t('tripPage.deleteDescription', {
                reference: data.reference,
                title: data.title,
                count: data.bookings_count,
              })}
              onDelete={() => remove.mutateAsync(data.id)}
              leave={{ deleted: t('tripPage.deleted', { reference: data.reference }), to: `${base}/trips` }}
            />
          </>
        }
      />
      <div className="mb-6">
        <TripTotalsPanel totals={data.totals} />
      </div>
      <RecordLayout
        details={
          <>
            <TripWarningsPanel warnings={data.warnings} />
            <TripDeadlinesPanel deadlines={data.deadlines} />
            <TripBillingPanel trip={data} />
            <TripTravellersPanel trip={data} />
            <TripDetails trip={data} reference={reference} />
          </>
        }
        activity={
          <>
            <TripBookings trip={data} />
            <RecordTabs subject={{ module: 'trips', id: data.id }} />
          </>
        }
      />
    </div>
  );
}
