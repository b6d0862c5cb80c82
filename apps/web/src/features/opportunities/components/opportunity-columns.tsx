import {
  OPPORTUNITY_DEFAULT_SORT,
  OPPORTUNITY_FILTERS,
  OPPORTUNITY_SORTS,
  type Opportunity,
} from '@aurora/contracts/opportunities';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell, EmptyCell, OwnerCell } from '../../../components/data-table/cells';
import { CELL_WIDTH, type DataTableColumn } from '../../../components/data-table/data-table';
import type { FilterFieldDef, FilterOption } from '../../../components/data-table/filter-fields';
import type { ListConfig } from '../../../components/data-table/list-state';
import { recordLink } from '../../../components/record/record-types';
import { StatusBadge } from '../../../components/record/status-badge';
import type { en } from '../../../lib/locales/en';
import { useMoney } from '../../../lib/money';
import { RottingBadge } from './rotting-badge';
import type { OpportunityReference } from './use-opportunity-reference';

type OpportunityFieldKey = keyof (typeof en)['opportunitiesList']['fields'];

const COLUMNS = [
  'title',
  'client',
  'stage',
  'amount',
  'weighted_amount',
  'probability',
  'expected_close_date',
  'owner',
  'next_task',
  'last_activity_at',
  'days_in_stage',
  'source',
  'team',
  'created_at',
  'updated_at',
] as const;

/** The opportunities list: the contract's filters and sorts, the table's columns. */
export const OPPORTUNITIES_LIST: ListConfig = {
  filters: OPPORTUNITY_FILTERS,
  sorts: OPPORTUNITY_SORTS,
  defaultSort: OPPORTUNITY_DEFAULT_SORT,
  columns: COLUMNS,
  // What fits a 1366-pixel laptop without scrolling sideways: at most 1,016 px wide
  // (components/data-table/README.md).
  defaultColumns: ['title', 'client', 'stage', 'amount', 'expected_close_date', 'owner'],
};

/** `YYYY-MM-DD` of today where the user is. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether an open deal's expected close date has passed. */
export const isOverdue = (deal: Pick<Opportunity, 'expected_close_date' | 'stage_kind'>) =>
  deal.stage_kind === 'open' && deal.expected_close_date !== null && deal.expected_close_date < today();

/** The opportunities table's columns; the title links to the deal, the client to theirs. */
export function useOpportunityColumns(
  orgCode: string,
  reference: OpportunityReference,
): DataTableColumn<Opportunity>[] {
  const { t } = useTranslation();
  const money = useMoney();
  return useMemo(() => {
    const base = `/${orgCode}`;
    const label = (field: OpportunityFieldKey) => t(`opportunitiesList.fields.${field}`);
    const columns: DataTableColumn<Opportunity>[] = [
      {
        id: 'title',
        header: label('title'),
        sortKey: 'title',
        required: true,
        maxWidth: CELL_WIDTH.name,
        exportColumns: ['title'],
        cell: (deal) => (
          <span className="inline-flex max-w-full items-center gap-1.5">
            <Link
              to={recordLink(base, 'opportunity', deal.id)}
              className="truncate font-medium text-neutral-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-white"
            >
              {deal.title}
            </Link>
            {deal.is_rotting ? <RottingBadge /> : null}
          </span>
        ),
      },
      {
        id: 'client',
        header: label('client'),
        sortKey: 'client',
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['client_name', 'primary_contact_name'],
        cell: (deal) => (
          <Link
            to={recordLink(base, 'client', deal.client.id)}
            className="text-neutral-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-neutral-300"
          >
            {deal.client.name}
          </Link>
        ),
      },
      {
        id: 'stage',
        header: label('stage'),
        sortKey: 'stage',
        maxWidth: CELL_WIDTH.badge,
        exportColumns: ['stage'],
        cell: (deal) => {
          const stage = reference.stageOf(deal.stage);
          return <StatusBadge name={stage?.name ?? deal.stage} color={stage?.color} />;
        },
      },
      {
        id: 'amount',
        header: label('amount'),
        sortKey: 'amount',
        align: 'end',
        exportColumns: ['amount', 'currency'],
        cell: (deal) => <span className="tabular-nums">{money.format(deal.amount, deal.currency)}</span>,
      },
      {
        id: 'weighted_amount',
        header: label('weighted_amount'),
        align: 'end',
        exportColumns: ['weighted_amount'],
        cell: (deal) => (
          <span className="tabular-nums">{money.format(deal.weighted_amount, deal.currency)}</span>
        ),
      },
      {
        id: 'probability',
        header: label('probability'),
        sortKey: 'probability',
        align: 'end',
        exportColumns: ['probability'],
        cell: (deal) => <span className="tabular-nums">{deal.probability}%</span>,
      },
      {
        id: 'expected_close_date',
        header: label('expected_close_date'),
        sortKey: 'expected_close_date',
        exportColumns: ['expected_close_date'],
        cell: (deal) => (
          <span
            className={
              isOverdue(deal)
                ? '[&_time]:font-medium [&_time]:text-error-600 dark:[&_time]:text-error-400'
                : undefined
            }
          >
            <DateCell value={deal.expected_close_date} />
          </span>
        ),
      },
      {
        id: 'owner',
        header: label('owner'),
        sortKey: 'owner',
        maxWidth: CELL_WIDTH.person,
        exportColumns: ['owner_name'],
        cell: (deal) => <OwnerCell owner={deal.owner} />,
      },
      {
        id: 'next_task',
        header: label('next_task'),
        maxWidth: CELL_WIDTH.title,
        exportColumns: ['next_step'],
        cell: (deal) => deal.next_task?.title ?? <EmptyCell />,
      },
      {
        id: 'last_activity_at',
        header: label('last_activity_at'),
        sortKey: 'last_activity_at',
        exportColumns: ['last_activity_at', 'is_rotting'],
        cell: (deal) => <DateCell value={deal.last_activity_at} />,
      },
      {
        id: 'days_in_stage',
        header: label('days_in_stage'),
        sortKey: 'stage_entered_at',
        align: 'end',
        cell: (deal) => (
          <span className="tabular-nums">{t('opportunitiesList.days', { count: deal.days_in_stage })}</span>
        ),
      },
      {
        id: 'source',
        header: label('source'),
        exportColumns: ['source'],
        cell: (deal) => reference.sourceLabel(deal.source) ?? <EmptyCell />,
      },
      {
        id: 'team',
        header: label('team'),
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['team_name'],
        cell: (deal) => deal.team?.name ?? <EmptyCell />,
      },
      {
        id: 'created_at',
        header: label('created_at'),
        sortKey: 'created_at',
        exportColumns: ['created_at'],
        cell: (deal) => <DateCell value={deal.created_at} />,
      },
      {
        id: 'updated_at',
        header: label('updated_at'),
        sortKey: 'updated_at',
        cell: (deal) => <DateCell value={deal.updated_at} withTime />,
      },
    ];
    return columns;
  }, [t, money, orgCode, reference]);
}

/** The filter bar's fields, in the order people look for them. */
export function useOpportunityFilterFields(
  reference: OpportunityReference,
  owners: FilterOption[],
): FilterFieldDef[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const field = (id: keyof typeof OPPORTUNITY_FILTERS, options?: FilterOption[]): FilterFieldDef => ({
      id,
      // The API filters amounts in minor units: the label says so rather than let 4500 mean 45.00.
      label: id === 'amount' ? t('opportunitiesList.amountInCents') : t(`opportunitiesList.fields.${id}`),
      type: OPPORTUNITY_FILTERS[id],
      options,
    });
    return [
      field('stage', reference.stageOptions),
      field('owner_id', owners),
      field('is_rotting'),
      field('expected_close_date'),
      field('amount'),
      field('stage_kind', reference.kindOptions),
      field('source', reference.sourceOptions),
      field('lost_reason', reference.lostReasonOptions),
      field('title'),
      field('currency'),
      field('probability'),
      field('closed_at'),
      field('last_activity_at'),
      field('created_at'),
      field('updated_at'),
    ];
  }, [t, reference, owners]);
}
