import type { Organization } from '@aurora/contracts/organizations';
import {
  columnVisibilityFeature,
  createColumnHelper,
  flexRender,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { countryLabel } from '../../../lib/display-names';
import { formatFor } from '../../../lib/format';

export type SortColumn = 'code' | 'name' | 'country' | 'created_at';
export type SortState = { column: SortColumn; descending: boolean };

const SORTABLE: ReadonlySet<string> = new Set<SortColumn>(['code', 'name', 'country', 'created_at']);

const features = tableFeatures({ columnVisibilityFeature });
const column = createColumnHelper<typeof features, Organization>();

function SortIcon({ active, descending }: { active: boolean; descending: boolean }) {
  if (!active) return <ChevronsUpDown aria-hidden="true" className="size-3 text-neutral-400" />;
  return descending ? (
    <ArrowDown aria-hidden="true" className="size-3 text-primary-600 dark:text-primary-400" />
  ) : (
    <ArrowUp aria-hidden="true" className="size-3 text-primary-600 dark:text-primary-400" />
  );
}

export function OrganizationsTable({
  organizations,
  sort,
  onSort,
  busy,
}: {
  organizations: Organization[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();

  const columns = useMemo(
    () => [
      column.accessor('code', {
        header: () => t('organizations.fields.code'),
        cell: (info) => (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2 rounded-full"
              style={{ backgroundColor: info.row.original.badge_color }}
            />
            <span className="font-mono text-xs font-medium">{info.getValue()}</span>
          </span>
        ),
      }),
      column.accessor('name', {
        header: () => t('organizations.fields.name'),
        cell: (info) => (
          <Link
            to={`/organizations/${info.row.original.id}`}
            onClick={(event) => event.stopPropagation()}
            className="font-medium text-neutral-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-white"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('country', {
        header: () => t('organizations.fields.country'),
        cell: (info) => countryLabel(info.getValue(), i18n.language),
      }),
      column.accessor('members_count', {
        header: () => t('organizations.fields.members_count'),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.accessor('is_active', {
        header: () => t('organizations.fields.status'),
        cell: (info) =>
          info.getValue() ? (
            <Badge tone="success">{t('organizations.active')}</Badge>
          ) : (
            <Badge>{t('organizations.inactive')}</Badge>
          ),
      }),
      column.accessor('created_at', {
        header: () => t('organizations.fields.created_at'),
        cell: (info) => (
          <span className="text-neutral-500 dark:text-neutral-400">
            {formatFor(info.row.original, i18n.language).date(info.getValue())}
          </span>
        ),
      }),
    ],
    [t, i18n.language],
  );

  const table = useTable({
    features,
    data: organizations,
    // Keeps each column's own value type where a plain array would widen it.
    columns: column.columns(columns),
    getRowId: (row) => String(row.id),
  });

  return (
    <div className="overflow-x-auto">
      <table
        className={cn('w-full min-w-[640px] text-left text-sm transition-opacity', busy && 'opacity-60')}
        aria-busy={busy}
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-neutral-200 dark:border-neutral-800">
              {group.headers.map((header) => {
                const id = header.column.id;
                const sortable = SORTABLE.has(id);
                const active = sort.column === id;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sortable && active ? (sort.descending ? 'descending' : 'ascending') : undefined
                    }
                    className="h-9 px-4 text-xs font-medium whitespace-nowrap text-neutral-500 dark:text-neutral-400"
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => onSort(id as SortColumn)}
                        className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:text-white"
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <SortIcon active={active} descending={sort.descending} />
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              onClick={() => navigate(`/organizations/${row.original.id}`)}
              className="cursor-pointer border-b border-neutral-100 last:border-b-0 hover:bg-neutral-50 dark:border-neutral-800/70 dark:hover:bg-neutral-800/40"
            >
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className="h-11 px-4 whitespace-nowrap text-neutral-700 dark:text-neutral-300"
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
