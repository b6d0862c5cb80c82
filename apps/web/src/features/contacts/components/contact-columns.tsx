import { CLIENT_TYPES } from '@aurora/contracts/clients';
import {
  CONTACT_DEFAULT_SORT,
  CONTACT_FILTERS,
  CONTACT_SORTS,
  type Contact,
} from '@aurora/contracts/contacts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell, EmailCell, EmptyCell, OwnerCell } from '../../../components/data-table/cells';
import { CELL_WIDTH, type DataTableColumn } from '../../../components/data-table/data-table';
import type { FilterFieldDef, FilterOption } from '../../../components/data-table/filter-fields';
import type { ListConfig } from '../../../components/data-table/list-state';
import { PhoneLink } from '../../../components/phone/phone-link';
import { recordLink } from '../../../components/record/record-types';
import { Badge } from '../../../components/ui/badge';
import { countryLabel } from '../../../lib/display-names';
import { useFormat } from '../../../lib/format';
import type { en } from '../../../lib/locales/en';
import { useRelationshipLabel } from './relationship';

type ContactFieldKey = keyof (typeof en)['contactsList']['fields'];

const COLUMNS = [
  'full_name',
  'client',
  'client_type',
  'client_city',
  'email',
  'phone',
  'relationship',
  'nationality',
  'date_of_birth',
  'passport_expiry',
  'owner',
  'created_at',
  'updated_at',
] as const;

/** The contacts list: the contract's filters and sorts, the table's columns. */
export const CONTACTS_LIST: ListConfig = {
  filters: CONTACT_FILTERS,
  sorts: CONTACT_SORTS,
  defaultSort: CONTACT_DEFAULT_SORT,
  columns: COLUMNS,
  // Who, whose contact, how to reach them (phone and email), and whose: at most 1,005 px wide,
  // so it fits a 1366-pixel laptop (components/data-table/README.md).
  defaultColumns: ['full_name', 'client', 'phone', 'email', 'owner'],
};

/** Where a contact opens: its client's page, with the contact shown (`?contact=`). */
export const contactPath = (orgCode: string, contact: Pick<Contact, 'id' | 'client_id'>) =>
  recordLink(`/${orgCode}`, 'contact', contact.id, contact.client_id);

/** The contacts table's columns; the name opens the contact on its client's page. */
export function useContactColumns(orgCode: string): DataTableColumn<Contact>[] {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const relationshipLabel = useRelationshipLabel();
  return useMemo(() => {
    const label = (field: ContactFieldKey) => t(`contactsList.fields.${field}`);
    const columns: DataTableColumn<Contact>[] = [
      {
        id: 'full_name',
        header: label('full_name'),
        sortKey: 'full_name',
        required: true,
        maxWidth: CELL_WIDTH.name,
        exportColumns: ['first_name', 'last_name', 'is_primary'],
        cell: (contact) => (
          <span className="inline-flex max-w-full items-center gap-2">
            <Link
              to={contactPath(orgCode, contact)}
              className="truncate font-medium text-neutral-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-white"
            >
              {contact.full_name || '—'}
            </Link>
            {contact.is_primary ? <Badge tone="primary">{t('contactsList.primary')}</Badge> : null}
          </span>
        ),
      },
      {
        id: 'client',
        header: label('client'),
        sortKey: 'client',
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['client_name', 'client_city'],
        cell: (contact) => (
          <Link
            to={recordLink(`/${orgCode}`, 'client', contact.client_id)}
            className="hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:text-primary-300"
          >
            {contact.client.name}
          </Link>
        ),
      },
      {
        id: 'client_type',
        header: label('client_type'),
        cell: (contact) => t(`clientsList.types.${contact.client.type}`),
      },
      {
        id: 'client_city',
        header: label('client_city'),
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['client_city'],
        cell: (contact) => contact.client.city ?? '',
      },
      {
        id: 'email',
        header: label('email'),
        sortKey: 'email',
        maxWidth: CELL_WIDTH.email,
        exportColumns: ['email'],
        cell: (contact) => <EmailCell value={contact.email} />,
      },
      {
        id: 'phone',
        header: label('phone'),
        exportColumns: ['phone'],
        cell: (contact) => (
          <PhoneLink
            phone={contact.phone}
            layout="inline"
            contact_id={contact.id}
            callable_type="contact"
            callable_id={contact.id}
          />
        ),
      },
      {
        id: 'relationship',
        header: label('relationship'),
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['relationship'],
        cell: (contact) => (contact.relationship ? relationshipLabel(contact.relationship) : <EmptyCell />),
      },
      {
        id: 'nationality',
        header: label('nationality'),
        exportColumns: ['nationality'],
        cell: (contact) =>
          contact.nationality ? countryLabel(contact.nationality, i18n.language) : <EmptyCell />,
      },
      {
        id: 'date_of_birth',
        header: label('date_of_birth'),
        sortKey: 'date_of_birth',
        exportColumns: ['date_of_birth'],
        cell: (contact) =>
          contact.date_of_birth ? (
            <span className="inline-flex items-center gap-1.5">
              <DateCell value={contact.date_of_birth} />
              {contact.age_group && contact.age_group !== 'adult' ? (
                <Badge tone="info">{t(`contactsList.ageGroups.${contact.age_group}`)}</Badge>
              ) : null}
            </span>
          ) : (
            <EmptyCell />
          ),
      },
      {
        id: 'passport_expiry',
        header: label('passport_expiry'),
        sortKey: 'passport_expiry',
        exportColumns: ['passport_number', 'passport_country', 'passport_expiry'],
        cell: (contact) => {
          // An expired passport is worth seeing at a glance before booking a trip.
          const expired = Boolean(contact.passport_expiry && contact.passport_expiry < format.today());
          return (
            <span
              className={
                expired
                  ? '[&_time]:font-medium [&_time]:text-error-600 dark:[&_time]:text-error-400'
                  : undefined
              }
            >
              <DateCell value={contact.passport_expiry} />
            </span>
          );
        },
      },
      {
        id: 'owner',
        header: label('owner'),
        maxWidth: CELL_WIDTH.person,
        exportColumns: ['owner_name'],
        cell: (contact) => <OwnerCell owner={contact.owner} />,
      },
      {
        id: 'created_at',
        header: label('created_at'),
        sortKey: 'created_at',
        exportColumns: ['created_at'],
        cell: (contact) => <DateCell value={contact.created_at} />,
      },
      {
        id: 'updated_at',
        header: label('updated_at'),
        sortKey: 'updated_at',
        cell: (contact) => <DateCell value={contact.updated_at} withTime />,
      },
    ];
    return columns;
  }, [t, i18n.language, orgCode, relationshipLabel, format]);
}

const FILTER_LABELS: Record<keyof typeof CONTACT_FILTERS, ContactFieldKey> = {
  client_id: 'client_id',
  'client.type': 'client_type',
  'client.city': 'client_city',
  'client.country': 'client_country',
  'client.owner_id': 'client_owner',
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  is_primary: 'is_primary',
  nationality: 'nationality',
  date_of_birth: 'date_of_birth',
  passport_expiry: 'passport_expiry',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

/** The filter bar's fields, including the client's (contacts of clients in a city...). */
export function useContactFilterFields(owners: FilterOption[]): FilterFieldDef[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const field = (id: keyof typeof CONTACT_FILTERS, options?: FilterOption[]): FilterFieldDef => ({
      id,
      label: t(`contactsList.fields.${FILTER_LABELS[id]}`),
      type: CONTACT_FILTERS[id],
      options,
    });
    const types = CLIENT_TYPES.map((type) => ({ value: type, label: t(`clientsList.types.${type}`) }));
    return [
      field('client.city'),
      field('client.type', types),
      field('client.owner_id', owners),
      field('client.country'),
      field('is_primary'),
      field('first_name'),
      field('last_name'),
      field('email'),
      field('phone'),
      field('nationality'),
      field('date_of_birth'),
      field('passport_expiry'),
      field('created_at'),
      field('updated_at'),
    ];
  }, [t, owners]);
}
