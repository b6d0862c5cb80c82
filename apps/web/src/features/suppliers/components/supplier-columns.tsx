import {
  SUPPLIER_DEFAULT_SORT,
  SUPPLIER_FILTERS,
  SUPPLIER_SORTS,
  type Supplier,
} from '@aurora/contracts/travel/suppliers';
import { Star } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateCell, EmailCell, EmptyCell, OwnerCell } from '../../../components/data-table/cells';
import { CELL_WIDTH, type DataTableColumn } from '../../../components/data-table/data-table';
import type { FilterFieldDef, FilterOption } from '../../../components/data-table/filter-fields';
import type { ListConfig } from '../../../components/data-table/list-state';
import { PhoneLink } from '../../../components/phone/phone-link';
import { useFormat } from '../../../lib/format';
import type { en } from '../../../lib/locales/en';
import { formatRate } from './supplier-reference';

type SupplierFieldKey = keyof (typeof en)['suppliers']['list']['fields'];

const COLUMNS = [
  'name',
  'category',
  'phone',
  'email',
  'commission_rate',
  'currency',
  'bookings_count',
  'owner',
  'website',
  'payment_terms',
  'created_at',
  'updated_at',
] as const;

/** The suppliers list: the contract's filters and sorts, the table's columns. */
export const SUPPLIERS_LIST: ListConfig = {
  filters: SUPPLIER_FILTERS,
  sorts: SUPPLIER_SORTS,
  defaultSort: SUPPLIER_DEFAULT_SORT,
  columns: COLUMNS,
  // Who (a star when preferred), what they sell, how to reach them, what they pay and how much
  // the agency books with them: 40 + 224 + 144 + 185 + 204 + 110 + 96 = 1,003 px, under the
  // 1,043 a 1366-pixel laptop leaves (components/data-table/README.md). The owner and the
  // currency are a click away in the column picker.
  defaultColumns: ['name', 'category', 'phone', 'email', 'commission_rate', 'bookings_count'],
};

/** The star of a preferred supplier, named for screen readers and on hover. */
export function PreferredStar({ className = 'size-3.5' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span title={t('suppliers.list.preferred')} className="inline-flex shrink-0">
      <Star aria-hidden="true" className={`${className} fill-warning-400 text-warning-500`} />
      <span className="sr-only">{t('suppliers.list.preferred')}</span>
    </span>
  );
}

/** The suppliers table's columns; the name links to the supplier's edit screen. */
export function useSupplierColumns(
  orgCode: string,
  categoryLabel: (key: string) => string,
): DataTableColumn<Supplier>[] {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const label = (field: SupplierFieldKey) => t(`suppliers.list.fields.${field}`);
    const columns: DataTableColumn<Supplier>[] = [
      {
        id: 'name',
        header: label('name'),
        sortKey: 'name',
        required: true,
        maxWidth: CELL_WIDTH.name,
        exportColumns: ['name', 'preferred'],
        cell: (supplier) => (
          <span className="inline-flex max-w-full items-center gap-1.5">
            <Link
              to={`/${orgCode}/suppliers/${supplier.id}/edit`}
              className="truncate font-medium text-neutral-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-white"
            >
              {supplier.name}
            </Link>
            {supplier.preferred ? <PreferredStar /> : null}
          </span>
        ),
      },
      {
        id: 'category',
        header: label('category'),
        sortKey: 'category',
        maxWidth: CELL_WIDTH.badge,
        exportColumns: ['category'],
        cell: (supplier) => <span className="truncate">{categoryLabel(supplier.category)}</span>,
      },
      {
        id: 'phone',
        header: label('phone'),
        exportColumns: ['phone'],
        cell: (supplier) => (
          <PhoneLink
            phone={supplier.phone}
            layout="inline"
            callable_type="supplier"
            callable_id={supplier.id}
          />
        ),
      },
      {
        id: 'email',
        header: label('email'),
        maxWidth: CELL_WIDTH.email,
        exportColumns: ['email'],
        cell: (supplier) => <EmailCell value={supplier.email} />,
      },
      {
        id: 'commission_rate',
        header: label('commission_rate'),
        sortKey: 'commission_rate',
        align: 'end',
        exportColumns: ['commission_rate'],
        cell: (supplier) =>
          supplier.commission_rate === null ? (
            <EmptyCell />
          ) : (
            <span className="tabular-nums">{formatRate(supplier.commission_rate, i18n.language)}</span>
          ),
      },
      {
        id: 'currency',
        header: label('currency'),
        exportColumns: ['currency'],
        cell: (supplier) => <span className="tabular-nums">{supplier.currency}</span>,
      },
      {
        id: 'bookings_count',
        header: label('bookings_count'),
        sortKey: 'bookings_count',
        align: 'end',
        exportColumns: ['bookings_count'],
        cell: (supplier) => (
          <span className={supplier.bookings_count === 0 ? 'text-neutral-400 tabular-nums' : 'tabular-nums'}>
            {format.number(supplier.bookings_count)}
          </span>
        ),
      },
      {
        id: 'owner',
        header: label('owner'),
        maxWidth: CELL_WIDTH.person,
        exportColumns: ['owner_name'],
        cell: (supplier) => <OwnerCell owner={supplier.owner} />,
      },
      {
        id: 'website',
        header: label('website'),
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['website'],
        cell: (supplier) =>
          supplier.website ? (
            <a
              href={supplier.website}
              target="_blank"
              rel="noreferrer noopener"
              className="truncate hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:text-primary-300"
            >
              {hostOf(supplier.website)}
            </a>
          ) : (
            <EmptyCell />
          ),
      },
      {
        id: 'payment_terms',
        header: label('payment_terms'),
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['payment_terms'],
        cell: (supplier) => supplier.payment_terms ?? <EmptyCell />,
      },
      {
        id: 'created_at',
        header: label('created_at'),
        sortKey: 'created_at',
        exportColumns: ['created_at'],
        cell: (supplier) => <DateCell value={supplier.created_at} />,
      },
      {
        id: 'updated_at',
        header: label('updated_at'),
        cell: (supplier) => <DateCell value={supplier.updated_at} withTime />,
      },
    ];
    return columns;
  }, [t, i18n.language, orgCode, categoryLabel, format]);
}

/** A website's host, as a link reads best: "www.hotelarts.com". */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The filter bar's fields: the brief's four first, then the rest of the contract's. */
export function useSupplierFilterFields(
  categories: FilterOption[],
  currencies: FilterOption[],
  owners: FilterOption[],
): FilterFieldDef[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const field = (id: keyof typeof SUPPLIER_FILTERS, options?: FilterOption[]): FilterFieldDef => ({
      id,
      label: t(`suppliers.list.fields.${id}`),
      type: SUPPLIER_FILTERS[id],
      options,
    });
    return [
      field('category', categories),
      field('preferred'),
      field('currency', currencies),
      field('owner_id', owners),
      field('name'),
      field('email'),
      field('phone'),
      field('created_at'),
      field('updated_at'),
    ];
  }, [t, categories, currencies, owners]);
}
