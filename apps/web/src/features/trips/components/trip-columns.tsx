import { TRIP_DEFAULT_SORT, TRIP_FILTERS, TRIP_SORTS, type Trip } from '@aurora/contracts/travel/trips';
import { UsersRound } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell, EmptyCell, ListCell, OwnerCell } from '../../../components/data-table/cells';
import { CELL_WIDTH, type DataTableColumn } from '../../../components/data-table/data-table';
import type { FilterFieldDef, FilterOption } from '../../../components/data-table/filter-fields';
import type { ListConfig } from '../../../components/data-table/list-state';
import { recordLink } from '../../../components/record/record-types';
import type { en } from '../../../lib/locales/en';
import { useMoney } from '../../../lib/money';
import { DeadlineDue } from './trip-deadlines';
import { formatTripDates, nextDeadlineOf } from './trip-format';
import { TripStatusBadge } from './trip-status';
import { WarningsIndicator } from './trip-warnings';
import type { TripReference } from './use-trip-reference';

type TripFieldKey = keyof (typeof en)['tripsList']['fields'];

const COLUMNS = [
  'reference',
  'title',
  'client',
  'dates',
  'status',
  'travellers',
  'warnings',
  'next_deadline',
  'sell',
  'margin',
  'owner',
  'destinations',
  'trip_type',
  'cost',
  'created_at',
  'updated_at',
] as const;

/** The trips list: the contract's filters and sorts, the table's columns. */
export const TRIPS_LIST: ListConfig = {
  filters: TRIP_FILTERS,
  sorts: TRIP_SORTS,
  defaultSort: TRIP_DEFAULT_SORT,
  columns: COLUMNS,
  // What fits a 1366-pixel laptop without scrolling sideways (components/data-table/README.md):
  // checkbox 40, reference 124, title 174, client 174, dates 150, status 144, warnings 64,
  // sell 128: 998 px. Travellers, deadlines, margin and owner are a click away in the picker.
  defaultColumns: ['reference', 'title', 'client', 'dates', 'status', 'warnings', 'sell'],
};

const linkClasses =
  'hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 text-neutral-700 dark:text-neutral-300';

/** The trips table's columns; the reference and title link to the trip, the client to theirs. */
export function useTripColumns(orgCode: string, reference: TripReference): DataTableColumn<Trip>[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return useMemo(() => {
    const base = `/${orgCode}`;
    const label = (field: TripFieldKey) => t(`tripsList.fields.${field}`);
    const dates = (trip: Trip) =>
      formatTripDates(trip.start_date, trip.end_date, i18n.language, {
        from: (date) => t('trips.dates.from', { date }),
        until: (date) => t('trips.dates.until', { date }),
      });
    const columns: DataTableColumn<Trip>[] = [
      {
        id: 'reference',
        header: label('reference'),
        sortKey: 'reference',
        required: true,
        exportColumns: ['reference'],
        cell: (trip) => (
          <Link
            to={recordLink(base, 'trip', trip.id)}
            className="font-mono text-xs font-medium text-neutral-600 tabular-nums hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-neutral-300"
            tabIndex={-1}
          >
            {trip.reference}
          </Link>
        ),
      },
      {
        id: 'title',
        header: label('title'),
        sortKey: 'title',
        // As wide as the client's name, not a record's: a laptop then shows every default column.
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['title'],
        cell: (trip) => (
          <Link
            to={recordLink(base, 'trip', trip.id)}
            className="block truncate font-medium text-neutral-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-white"
          >
            {trip.title}
          </Link>
        ),
      },
      {
        id: 'client',
        header: label('client'),
        sortKey: 'client',
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['client_name'],
        cell: (trip) => (
          <Link to={recordLink(base, 'client', trip.client.id)} className={linkClasses}>
            {trip.client.name}
          </Link>
        ),
      },
      {
        id: 'dates',
        header: label('dates'),
        sortKey: 'start_date',
        exportColumns: ['start_date', 'end_date'],
        cell: (trip) => {
          const text = dates(trip);
          return text ? (
            <span className="text-neutral-600 tabular-nums dark:text-neutral-300">{text}</span>
          ) : (
            <EmptyCell />
          );
        },
      },
      {
        id: 'status',
        header: label('status'),
        sortKey: 'status',
        maxWidth: CELL_WIDTH.badge,
        exportColumns: ['status'],
        cell: (trip) => <TripStatusBadge status={trip.status} reference={reference} />,
      },
      {
        id: 'travellers',
        header: label('travellers'),
        align: 'end',
        exportColumns: ['travellers'],
        cell: (trip) => (
          <span
            className="inline-flex items-center gap-1 text-neutral-600 tabular-nums dark:text-neutral-300"
            title={trip.travellers.map((traveller) => traveller.name).join(', ')}
          >
            <UsersRound aria-hidden="true" className="size-3.5 text-neutral-400" />
            {trip.travellers.length}
          </span>
        ),
      },
      {
        id: 'warnings',
        header: label('warnings'),
        align: 'end',
        cell: (trip) =>
          trip.warnings.length > 0 ? <WarningsIndicator warnings={trip.warnings} /> : <EmptyCell />,
      },
      {
        id: 'next_deadline',
        header: label('next_deadline'),
        cell: (trip) => {
          const deadline = nextDeadlineOf(trip);
          return deadline ? (
            <span className="inline-flex items-center gap-1.5">
              <span className="text-xs text-neutral-500 dark:text-neutral-400">
                {t(`trips.deadlineTypes.${deadline.type}`)}
              </span>
              <DeadlineDue deadline={deadline} />
            </span>
          ) : (
            <EmptyCell />
          );
        },
      },
      {
        id: 'sell',
        header: label('sell'),
        align: 'end',
        exportColumns: ['sell', 'currency'],
        cell: (trip) => (
          <span className="tabular-nums">{money.format(trip.totals.sell, trip.totals.currency)}</span>
        ),
      },
      {
        id: 'margin',
        header: label('margin'),
        align: 'end',
        exportColumns: ['margin'],
        cell: (trip) => (
          <span
            className={
              trip.totals.margin < 0 ? 'text-error-600 tabular-nums dark:text-error-400' : 'tabular-nums'
            }
          >
            {money.format(trip.totals.margin, trip.totals.currency)}
            {trip.totals.margin_percent !== null ? (
              <span className="ml-1 text-xs text-neutral-500 dark:text-neutral-400">
                {t('tripsList.percent', { value: trip.totals.margin_percent })}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'owner',
        header: label('owner'),
        sortKey: 'owner',
        maxWidth: CELL_WIDTH.person,
        exportColumns: ['owner_name'],
        cell: (trip) => <OwnerCell owner={trip.owner} />,
      },
      {
        id: 'destinations',
        header: label('destinations'),
        exportColumns: ['destinations'],
        cell: (trip) => <ListCell values={trip.destinations} />,
      },
      {
        id: 'trip_type',
        header: label('trip_type'),
        cell: (trip) => reference.typeLabel(trip.trip_type) ?? <EmptyCell />,
      },
      {
        id: 'cost',
        header: label('cost'),
        align: 'end',
        exportColumns: ['cost'],
        cell: (trip) => (
          <span className="tabular-nums">{money.format(trip.totals.cost, trip.totals.currency)}</span>
        ),
      },
      {
        id: 'created_at',
        header: label('created_at'),
        sortKey: 'created_at',
        exportColumns: ['created_at'],
        cell: (trip) => <DateCell value={trip.created_at} />,
      },
      {
        id: 'updated_at',
        header: label('updated_at'),
        cell: (trip) => <DateCell value={trip.updated_at} withTime />,
      },
    ];
    return columns;
  }, [t, i18n.language, money, orgCode, reference]);
}

/** The filter bar's fields, in the order people look for them. */
export function useTripFilterFields(
  reference: TripReference,
  owners: FilterOption[],
  clients: FilterOption[],
): FilterFieldDef[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const field = (id: keyof typeof TRIP_FILTERS, options?: FilterOption[]): FilterFieldDef => ({
      id,
      label: t(`tripsList.filters.${id}`),
      type: TRIP_FILTERS[id],
      options,
    });
    return [
      field('status', reference.statusOptions),
      field('client_id', clients),
      field('owner_id', owners),
      field('trip_type', reference.typeOptions),
      field('start_date'),
      field('end_date'),
      field('destinations'),
      field('reference'),
      field('title'),
      field('currency'),
      field('created_at'),
      field('updated_at'),
    ];
  }, [t, reference, owners, clients]);
}
