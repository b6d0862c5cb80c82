import {
  CLIENT_DEFAULT_SORT,
  CLIENT_FILTERS,
  CLIENT_SORTS,
  CLIENT_TYPES,
  type Client,
  type ClientType,
} from '@aurora/contracts/clients';
import { Building2, Home, UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell, EmailCell, EmptyCell, ListCell, OwnerCell } from '../../../components/data-table/cells';
import { CELL_WIDTH, type DataTableColumn } from '../../../components/data-table/data-table';
import type { FilterFieldDef, FilterOption } from '../../../components/data-table/filter-fields';
import type { ListConfig } from '../../../components/data-table/list-state';
import { PhoneLink } from '../../../components/phone/phone-link';
import { countryLabel } from '../../../lib/display-names';
import type { en } from '../../../lib/locales/en';
import { useMoney } from '../../../lib/money';
import { useOrganizations } from '../../../lib/organization-store';

type ClientFieldKey = keyof (typeof en)['clientsList']['fields'];

const COLUMNS = [
  'name',
  'type',
  'email',
  'phone',
  'city',
  'region',
  'country',
  'contacts_count',
  'owner',
  'lifetime_value',
  'tags',
  'preferred_language',
  'marketing_consent',
  'created_at',
  'updated_at',
] as const;

/** The clients list: the contract's filters and sorts, the table's columns. */
export const CLIENTS_LIST: ListConfig = {
  filters: CLIENT_FILTERS,
  sorts: CLIENT_SORTS,
  defaultSort: CLIENT_DEFAULT_SORT,
  columns: COLUMNS,
  // Who (the name shows the type's icon), how to reach them, whose, and since when: at most
  // 939 px wide, so it fits a 1366-pixel laptop (components/data-table/README.md).
  defaultColumns: ['name', 'phone', 'email', 'owner', 'created_at'],
};

const TYPE_ICONS: Record<ClientType, typeof UserRound> = {
  individual: UserRound,
  household: Home,
  company: Building2,
};

/** The client types as filter choices. */
export function useClientTypeOptions(): FilterOption[] {
  const { t } = useTranslation();
  return useMemo(
    () => CLIENT_TYPES.map((type) => ({ value: type, label: t(`clientsList.types.${type}`) })),
    [t],
  );
}

/** The clients table's columns; the name links to the client. */
export function useClientColumns(orgCode: string): DataTableColumn<Client>[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  // Lifetime value is in the organization's currency (the server converts each trip's sales).
  const currency = useOrganizations().current?.default_currency ?? null;
  return useMemo(() => {
    const label = (field: ClientFieldKey) => t(`clientsList.fields.${field}`);
    const columns: DataTableColumn<Client>[] = [
      {
        id: 'name',
        header: label('name'),
        sortKey: 'name',
        required: true,
        maxWidth: CELL_WIDTH.name,
        exportColumns: ['name'],
        cell: (client) => {
          const Icon = TYPE_ICONS[client.type];
          return (
            <span className="inline-flex max-w-full items-center gap-2">
              <span className="flex size-5 shrink-0 items-center justify-center rounded bg-neutral-100 text-neutral-500 dark:bg-neutral-800 dark:text-neutral-400">
                <Icon aria-hidden="true" className="size-3" />
              </span>
              <Link
                to={`/${orgCode}/clients/${client.id}`}
                className="truncate font-medium text-neutral-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-white"
              >
                {client.name}
              </Link>
            </span>
          );
        },
      },
      {
        id: 'type',
        header: label('type'),
        sortKey: 'type',
        exportColumns: ['type'],
        cell: (client) => t(`clientsList.types.${client.type}`),
      },
      {
        id: 'email',
        header: label('email'),
        sortKey: 'email',
        maxWidth: CELL_WIDTH.email,
        exportColumns: ['email'],
        cell: (client) => <EmailCell value={client.email} />,
      },
      {
        id: 'phone',
        header: label('phone'),
        exportColumns: ['phone'],
        cell: (client) => (
          <PhoneLink phone={client.phone} layout="inline" callable_type="client" callable_id={client.id} />
        ),
      },
      {
        id: 'city',
        header: label('city'),
        sortKey: 'city',
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['city'],
        cell: (client) => client.city ?? <EmptyCell />,
      },
      {
        id: 'region',
        header: label('region'),
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['region'],
        cell: (client) => client.region ?? <EmptyCell />,
      },
      {
        id: 'country',
        header: label('country'),
        sortKey: 'country',
        exportColumns: ['country'],
        cell: (client) => (client.country ? countryLabel(client.country, i18n.language) : <EmptyCell />),
      },
      {
        id: 'contacts_count',
        header: label('contacts_count'),
        align: 'end',
        exportColumns: ['contacts_count'],
        cell: (client) => client.contacts_count,
      },
      {
        id: 'owner',
        header: label('owner'),
        sortKey: 'owner',
        maxWidth: CELL_WIDTH.person,
        exportColumns: ['owner_name'],
        cell: (client) => <OwnerCell owner={client.owner} />,
      },
      {
        id: 'lifetime_value',
        header: label('lifetime_value'),
        align: 'end',
        cell: (client) => (
          <span className="tabular-nums">{money.amount(client.lifetime_value, currency)}</span>
        ),
      },
      {
        id: 'tags',
        header: label('tags'),
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['tags'],
        cell: (client) => <ListCell values={client.tags} />,
      },
      {
        id: 'preferred_language',
        header: label('preferred_language'),
        exportColumns: ['preferred_language'],
        cell: (client) => client.preferred_language ?? <EmptyCell />,
      },
      {
        id: 'marketing_consent',
        header: label('marketing_consent'),
        exportColumns: ['marketing_consent'],
        cell: (client) => (client.marketing_consent ? t('common.yes') : t('common.no')),
      },
      {
        id: 'created_at',
        header: label('created_at'),
        sortKey: 'created_at',
        exportColumns: ['created_at'],
        cell: (client) => <DateCell value={client.created_at} />,
      },
      {
        id: 'updated_at',
        header: label('updated_at'),
        sortKey: 'updated_at',
        cell: (client) => <DateCell value={client.updated_at} withTime />,
      },
    ];
    return columns;
  }, [t, i18n.language, orgCode, currency, money]);
}

/** The filter bar's fields. */
export function useClientFilterFields(types: FilterOption[], owners: FilterOption[]): FilterFieldDef[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const field = (id: keyof typeof CLIENT_FILTERS, options?: FilterOption[]): FilterFieldDef => ({
      id,
      label: t(`clientsList.fields.${id}`),
      type: CLIENT_FILTERS[id],
      options,
    });
    return [
      field('type', types),
      field('owner_id', owners),
      field('city'),
      field('country'),
      field('created_at'),
      field('name'),
      field('email'),
      field('phone'),
      field('region'),
      field('tags'),
      field('preferred_language'),
      field('preferred_currency'),
      field('marketing_consent'),
      field('updated_at'),
    ];
  }, [t, types, owners]);
}
