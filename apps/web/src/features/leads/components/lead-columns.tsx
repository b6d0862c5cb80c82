import { LEAD_DEFAULT_SORT, LEAD_FILTERS, LEAD_SORTS, type Lead } from '@aurora/contracts/leads';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell, EmailCell, EmptyCell, ListCell, OwnerCell } from '../../../components/data-table/cells';
import { CELL_WIDTH, type DataTableColumn } from '../../../components/data-table/data-table';
import type { FilterFieldDef, FilterOption } from '../../../components/data-table/filter-fields';
import type { ListConfig } from '../../../components/data-table/list-state';
import { PhoneLink } from '../../../components/phone/phone-link';
import { StatusBadge } from '../../../components/record/status-badge';
import { useDefinitions, useStatuses } from '../../../entities/reference/reference-data';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import type { en } from '../../../lib/locales/en';
import { useMoney } from '../../../lib/money';

type LeadFieldKey = keyof (typeof en)['leadsList']['fields'];

const COLUMNS = [
  'full_name',
  'email',
  'phone',
  'status',
  'source',
  'owner',
  'destinations',
  'travel_start',
  'travellers',
  'budget',
  'purpose',
  'next_action_at',
  'created_at',
  'updated_at',
] as const;

/** The leads list: the contract's filters and sorts, the table's columns. */
export const LEADS_LIST: ListConfig = {
  filters: LEAD_FILTERS,
  sorts: LEAD_SORTS,
  defaultSort: LEAD_DEFAULT_SORT,
  columns: COLUMNS,
  // Who, how to reach them, where they stand, whose, what next, and the date the list is sorted
  // by: at most 1,008 px wide, so it fits a 1366-pixel laptop (components/data-table/README.md).
  defaultColumns: ['full_name', 'phone', 'status', 'owner', 'next_action_at', 'created_at'],
};

/** Statuses, sources, trip types and lost reasons as filter choices (key -> label, colour). */
export function useLeadReference() {
  const statuses = useStatuses('lead');
  const sources = useDefinitions('lead_sources');
  const tripTypes = useDefinitions('trip_types');
  const lostReasons = useDefinitions('lost_reasons');
  return useMemo(() => {
    const toOptions = (items: Array<{ key: string; label: string }> | undefined): FilterOption[] =>
      (items ?? []).map((item) => ({ value: item.key, label: item.label }));
    return {
      statuses: (statuses.data ?? []).map((status) => ({
        value: status.key,
        label: status.name,
        color: status.color,
      })),
      sources: toOptions(sources.data),
      tripTypes: toOptions(tripTypes.data),
      lostReasons: toOptions(lostReasons.data),
    };
  }, [statuses.data, sources.data, tripTypes.data, lostReasons.data]);
}

export type LeadReference = ReturnType<typeof useLeadReference>;

const labelOf = (options: FilterOption[], key: string | null) =>
  key ? (options.find((option) => option.value === key)?.label ?? key) : null;

/** The leads table's columns; the name links to the lead. */
export function useLeadColumns(orgCode: string, reference: LeadReference): DataTableColumn<Lead>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  return useMemo(() => {
    const label = (field: LeadFieldKey) => t(`leadsList.fields.${field}`);
    const columns: DataTableColumn<Lead>[] = [
      {
        id: 'full_name',
        header: label('full_name'),
        sortKey: 'full_name',
        required: true,
        maxWidth: CELL_WIDTH.name,
        exportColumns: ['first_name', 'last_name'],
        cell: (lead) => (
          <Link
            to={`/${orgCode}/leads/${lead.id}`}
            className="font-medium text-neutral-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-white"
          >
            {lead.full_name || '—'}
          </Link>
        ),
      },
      {
        id: 'email',
        header: label('email'),
        sortKey: 'email',
        maxWidth: CELL_WIDTH.email,
        exportColumns: ['email'],
        cell: (lead) => <EmailCell value={lead.email} />,
      },
      {
        id: 'phone',
        header: label('phone'),
        exportColumns: ['phone'],
        cell: (lead) => (
          <PhoneLink
            phone={lead.phone}
            layout="inline"
            doNotCall={lead.do_not_call}
            callable_type="lead"
            callable_id={lead.id}
          />
        ),
      },
      {
        id: 'status',
        header: label('status'),
        sortKey: 'status',
        maxWidth: CELL_WIDTH.badge,
        exportColumns: ['status'],
        cell: (lead) => {
          const status = reference.statuses.find((item) => item.value === lead.status);
          return <StatusBadge name={status?.label ?? lead.status} color={status?.color} />;
        },
      },
      {
        id: 'source',
        header: label('source'),
        sortKey: 'source',
        exportColumns: ['source'],
        cell: (lead) => labelOf(reference.sources, lead.source) ?? <EmptyCell />,
      },
      {
        id: 'owner',
        header: label('owner'),
        sortKey: 'owner',
        maxWidth: CELL_WIDTH.person,
        exportColumns: ['owner_name'],
        cell: (lead) => <OwnerCell owner={lead.owner} />,
      },
      {
        id: 'destinations',
        header: label('destinations'),
        exportColumns: ['destinations'],
        cell: (lead) => <ListCell values={lead.destinations} />,
      },
      {
        id: 'travel_start',
        header: label('travel_start'),
        sortKey: 'travel_start',
        exportColumns: ['travel_start', 'travel_end'],
        cell: (lead) =>
          lead.travel_start ? (
            <span className="inline-flex items-center gap-1">
              <DateCell value={lead.travel_start} />
              {lead.travel_end ? (
                <>
                  <span className="text-neutral-400">–</span>
                  <DateCell value={lead.travel_end} />
                </>
              ) : null}
            </span>
          ) : (
            <EmptyCell />
          ),
      },
      {
        id: 'travellers',
        header: label('travellers'),
        align: 'end',
        exportColumns: ['adults', 'children', 'infants'],
        cell: (lead) => lead.adults + lead.children + lead.infants,
      },
      {
        id: 'budget',
        header: label('budget'),
        sortKey: 'budget_amount',
        align: 'end',
        exportColumns: ['budget_amount', 'budget_currency'],
        cell: (lead) =>
          lead.budget_amount ? money.amount(lead.budget_amount, lead.budget_currency) : <EmptyCell />,
      },
      {
        id: 'purpose',
        header: label('purpose'),
        exportColumns: ['purpose'],
        cell: (lead) => labelOf(reference.tripTypes, lead.purpose) ?? <EmptyCell />,
      },
      {
        id: 'next_action_at',
        header: label('next_action_at'),
        sortKey: 'next_action_at',
        exportColumns: ['next_action_at'],
        cell: (lead) => {
          // Open leads with a past next action are overdue: shown in red.
          const overdue = Boolean(
            lead.next_action_at && lead.next_action_at.slice(0, 10) < format.today() && !lead.converted_at,
          );
          return (
            <span
              className={cn(
                overdue && '[&_time]:font-medium [&_time]:text-error-600 dark:[&_time]:text-error-400',
              )}
            >
              <DateCell value={lead.next_action_at} />
            </span>
          );
        },
      },
      {
        id: 'created_at',
        header: label('created_at'),
        sortKey: 'created_at',
        exportColumns: ['created_at'],
        cell: (lead) => <DateCell value={lead.created_at} />,
      },
      {
        id: 'updated_at',
        header: label('updated_at'),
        sortKey: 'updated_at',
        cell: (lead) => <DateCell value={lead.updated_at} withTime />,
      },
    ];
    return columns;
  }, [t, orgCode, reference, money, format]);
}

/** The filter bar's fields, in the order people look for them. */
export function useLeadFilterFields(reference: LeadReference, owners: FilterOption[]): FilterFieldDef[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const field = (id: keyof typeof LEAD_FILTERS, options?: FilterOption[]): FilterFieldDef => ({
      id,
      label: t(`leadsList.fields.${id}`),
      type: LEAD_FILTERS[id],
      options,
    });
    return [
      field('status', reference.statuses),
      field('source', reference.sources),
      field('owner_id', owners),
      field('next_action_at'),
      field('created_at'),
      field('first_name'),
      field('last_name'),
      field('email'),
      field('phone'),
      field('destinations'),
      field('travel_start'),
      field('travel_end'),
      field('adults'),
      field('budget_amount'),
      field('budget_currency'),
      field('purpose', reference.tripTypes),
      field('lost_reason', reference.lostReasons),
      field('do_not_call'),
      field('converted_at'),
      field('updated_at'),
    ];
  }, [t, reference, owners]);
}
