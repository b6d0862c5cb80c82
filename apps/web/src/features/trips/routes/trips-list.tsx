import type { Trip } from '@aurora/contracts/travel/trips';
import { Plane, Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ExportButton } from '../../../components/data-table/export-button';
import type { FilterOption } from '../../../components/data-table/filter-fields';
import { RecordList } from '../../../components/data-table/record-list';
import { SavedViewPicker } from '../../../components/data-table/saved-view-picker';
import { useListState } from '../../../components/data-table/use-list-state';
import { recordLink } from '../../../components/record/record-types';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useOwnerOptions } from '../../../entities/users/use-owner-options';
import { useTrips } from '../api/get-trips';
import { TRIPS_LIST, useTripColumns, useTripFilterFields } from '../components/trip-columns';
import { useTripReference } from '../components/use-trip-reference';

/** The clients of the trips shown, as the client filter's choices (a client's page links here too). */
function useClientOptions(trips: Trip[] | undefined): FilterOption[] {
  return useMemo(() => {
    const clients = new Map<number, string>();
    for (const trip of trips ?? []) clients.set(trip.client.id, trip.client.name);
    return [...clients]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [trips]);
}

export function TripsListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const base = `/${orgCode}`;
  const list = useListState(TRIPS_LIST);
  const trips = useTrips(list.apiQuery);
  const reference = useTripReference();
  const owners = useOwnerOptions(
    useMemo(() => (trips.data?.data ?? []).map((trip) => trip.owner), [trips.data]),
  );
  const clients = useClientOptions(trips.data?.data);
  const columns = useTripColumns(orgCode, reference);
  const filterFields = useTripFilterFields(reference, owners.filterOptions, clients);
  const getRowId = useCallback((trip: Trip) => trip.id, []);
  const getRowLabel = useCallback((trip: Trip) => `${trip.reference} ${trip.title}`, []);

  const newTrip = (
    <Link to={`${base}/trips/create`} className={buttonClasses('primary')}>
      <Plus aria-hidden="true" />
      {t('tripsList.new')}
    </Link>
  );

  return (
    <div>
      <PageHeader
        title={t('tripsList.title')}
        description={t('tripsList.description')}
        actions={
          <>
            <ExportButton module="trips" list={list} columns={columns} />
            {newTrip}
          </>
        }
      />
      <RecordList
        list={list}
        query={trips}
        caption={t('tripsList.title')}
        columns={columns}
        filterFields={filterFields}
        searchLabel={t('tripsList.search')}
        searchPlaceholder={t('tripsList.searchPlaceholder')}
        viewPicker={<SavedViewPicker module="trips" list={list} allLabel={t('tripsList.all')} />}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        onRowOpen={(trip) => navigate(recordLink(base, 'trip', trip.id))}
        countLabel={(count) => t('tripsList.count', { count })}
        bulk={{
          module: 'trips',
          actions: {
            assign: { options: owners.assignOptions },
            // The server moves each trip only where TRIP_MOVES allows and says how many it moved.
            setStatus: { options: reference.statusOptions },
            delete: true,
          },
        }}
        empty={{
          icon: <Plane />,
          title: t('tripsList.empty'),
          description: t('tripsList.emptyHint'),
          action: newTrip,
        }}
      />
    </div>
  );
}
