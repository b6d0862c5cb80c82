import {
  CALL_DIRECTIONS,
  CALL_FILTERS,
  CALL_SORTS,
  CALL_STATUSES,
  CALL_TYPES,
  type Call,
} from '@aurora/contracts/calls';
import { PhoneIncoming, PhoneOutgoing } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell, EmptyCell, OwnerCell } from '../../../components/data-table/cells';
import { CELL_WIDTH, type DataTableColumn } from '../../../components/data-table/data-table';
import type { FilterFieldDef, FilterOption } from '../../../components/data-table/filter-fields';
import type { ListConfig } from '../../../components/data-table/list-state';
import { PhoneLink } from '../../../components/phone/phone-link';
import { recordLink } from '../../../components/record/record-types';
import { Badge } from '../../../components/ui/badge';
import { formatCallDuration } from '../../../entities/calls/call-duration';
import { CALL_STATUS_TONES } from './call-format';

export const CALLS_LIST: ListConfig = {
  filters: CALL_FILTERS,
  sorts: CALL_SORTS,
  defaultSort: '-started_at',
  columns: [
    'started_at',
    'direction',
    'phone',
    'record',
    'status',
    'type',
    'agent',
    'duration_seconds',
    'outcome',
  ],
  // When, which way, the number to call back, who, how it went and how long: at most 1,011 px
  // wide, so it fits a 1366-pixel laptop (components/data-table/README.md); the agent is one
  // click away in the column picker.
  defaultColumns: ['started_at', 'direction', 'phone', 'record', 'status', 'outcome', 'duration_seconds'],
};

/** The other party's number: who was called, or who called. */
export const otherParty = (call: Call) => (call.direction === 'outbound' ? call.phone_to : call.phone_from);

/** The call's record page; a contact's call has no link (the call does not carry its client). */
const recordPath = (orgCode: string, call: Call): string | null =>
  call.callable_type && call.callable_id
    ? recordLink(`/${orgCode}`, call.callable_type, call.callable_id)
    : null;

export function useCallColumns(orgCode: string, outcomes: FilterOption[]): DataTableColumn<Call>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'started_at',
        header: t('calls.fields.started_at'),
        sortKey: 'started_at',
        required: true,
        cell: (call) => (
          <Link
            to={`/${orgCode}/calls/${call.id}`}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            <DateCell value={call.started_at} withTime />
          </Link>
        ),
      },
      {
        id: 'direction',
        header: t('calls.fields.direction'),
        sortKey: 'direction',
        cell: (call) => (
          <span className="inline-flex items-center gap-1.5">
            {call.direction === 'inbound' ? (
              <PhoneIncoming aria-hidden="true" className="size-3.5 text-info-600" />
            ) : (
              <PhoneOutgoing aria-hidden="true" className="size-3.5 text-success-600" />
            )}
            {t(`calls.directions.${call.direction}`)}
          </span>
        ),
      },
      {
        id: 'phone',
        header: t('calls.fields.phone'),
        cell: (call) => (
          <PhoneLink
            phone={otherParty(call)}
            layout="inline"
            contact_id={call.contact?.id ?? null}
            callable_type={call.callable_type ?? undefined}
            callable_id={call.callable_id}
          />
        ),
      },
      {
        id: 'record',
        header: t('calls.fields.record'),
        maxWidth: CELL_WIDTH.text,
        cell: (call) => {
          const name = call.contact?.full_name ?? call.callable_name;
          if (!name) return <EmptyCell />;
          const path = recordPath(orgCode, call);
          return path ? (
            <Link
              to={path}
              className="hover:underline focus-visible:outline-2 focus-visible:outline-primary-500"
            >
              {name}
            </Link>
          ) : (
            name
          );
        },
      },
      {
        id: 'status',
        header: t('calls.fields.status'),
        sortKey: 'status',
        cell: (call) => (
          <Badge tone={CALL_STATUS_TONES[call.status]}>{t(`calls.statuses.${call.status}`)}</Badge>
        ),
      },
      {
        id: 'type',
        header: t('calls.fields.type'),
        cell: (call) => t(`calls.types.${call.type}`),
      },
      {
        id: 'agent',
        header: t('calls.fields.agent'),
        sortKey: 'agent',
        maxWidth: CELL_WIDTH.person,
        cell: (call) => <OwnerCell owner={call.agent} />,
      },
      {
        id: 'duration_seconds',
        header: t('calls.fields.duration_seconds'),
        sortKey: 'duration_seconds',
        align: 'end',
        cell: (call) => <span className="tabular-nums">{formatCallDuration(call.duration_seconds)}</span>,
      },
      {
        id: 'outcome',
        header: t('calls.fields.outcome'),
        maxWidth: CELL_WIDTH.badge,
        cell: (call) =>
          call.outcome ? (
            (outcomes.find((option) => option.value === call.outcome)?.label ?? call.outcome)
          ) : (
            <EmptyCell />
          ),
      },
    ],
    [t, orgCode, outcomes],
  );
}

export function useCallFilterFields(agents: FilterOption[], outcomes: FilterOption[]): FilterFieldDef[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'direction',
        label: t('calls.fields.direction'),
        type: 'enum',
        options: CALL_DIRECTIONS.map((value) => ({ value, label: t(`calls.directions.${value}`) })),
      },
      {
        id: 'type',
        label: t('calls.fields.type'),
        type: 'enum',
        options: CALL_TYPES.map((value) => ({ value, label: t(`calls.types.${value}`) })),
      },
      {
        id: 'status',
        label: t('calls.fields.status'),
        type: 'enum',
        options: CALL_STATUSES.map((value) => ({ value, label: t(`calls.statuses.${value}`) })),
      },
      {
        id: 'user_id',
        label: t('calls.fields.user_id'),
        type: 'relation',
        options: agents,
      },
      { id: 'started_at', label: t('calls.fields.started_at'), type: 'date' },
      { id: 'outcome', label: t('calls.fields.outcome'), type: 'enum', options: outcomes },
      { id: 'phone', label: t('calls.fields.phone'), type: 'text' },
      { id: 'duration_seconds', label: t('calls.fields.duration_seconds'), type: 'number' },
    ],
    [t, agents, outcomes],
  );
}
