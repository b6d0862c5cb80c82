import {
  type ColumnDef,
  type ColumnVisibilityState,
  columnVisibilityFeature,
  flexRender,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { type MouseEvent, type PointerEvent, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Checkbox } from '../ui/input';
import { sortDirection } from './list-state';

const features = tableFeatures({ columnVisibilityFeature, rowSelectionFeature });

/** A column of a record list. Its id is what the URL's `columns` and saved views name. */
export type DataTableColumn<T> = {
  id: string;
  /** Header text, also the column picker's label. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The `sort` name when the column is sortable. */
  sortKey?: string | undefined;
  /** The export columns (`columns=` of `/{module}/export`) this column stands for. */
  exportColumns?: readonly string[] | undefined;
  /** Always shown (the record's name): the column picker cannot hide it. */
  required?: boolean | undefined;
  /** Numbers and money read better right-aligned. */
  align?: 'start' | 'end' | undefined;
  /**
   * The widest the cell's content grows, in pixels (`CELL_WIDTH`): a longer value ends in an
   * ellipsis, whole on hover, rather than push the list past the screen. Without it the column
   * is as wide as its widest value, for values of a known length (dates, badges, phones).
   */
  maxWidth?: number | undefined;
};

/**
 * Caps for the columns whose values have no set length. With them, each module's default
 * columns fit a 1366-pixel laptop screen: 1366 - 240 (sidebar) - 64 (page padding) - 2 (card
 * border) leaves 1060 px, 1043 with a classic scrollbar; the README gives each list's sum.
 */
export const CELL_WIDTH = {
  /** A record's name, the link that opens it. */
  name: 200,
  /** A task's title: a sentence. */
  title: 240,
  email: 180,
  /** A related record's name, a city, a list of records. */
  text: 150,
  /** A person: avatar and name. */
  person: 150,
  /** A status or stage pill. */
  badge: 120,
} as const;

const SELECT_COLUMN = '__select';

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | null }) {
  if (!direction) {
    return (
      <ChevronsUpDown
        aria-hidden="true"
        className="size-3 text-neutral-300 group-hover:text-neutral-500 dark:text-neutral-600"
      />
    );
  }
  const Icon = direction === 'descending' ? ArrowDown : ArrowUp;
  return <Icon aria-hidden="true" className="size-3 text-primary-600 dark:text-primary-400" />;
}

// A value cut by its column's width shows whole on hover: the text of the element that is cut.
function titleCutValue(event: PointerEvent<HTMLElement>) {
  const cell = event.currentTarget;
  const cut = [cell, ...cell.querySelectorAll<HTMLElement>('.truncate')].find(
    (element) => element.scrollWidth > element.clientWidth,
  );
  if (cut?.textContent) cell.title = cut.textContent;
  else cell.removeAttribute('title');
}

// A click on a link, a button or a checkbox inside a row is theirs, not the row's.
const isInteractive = (target: EventTarget | null) =>
  target instanceof Element && Boolean(target.closest('a, button, input, label, select, textarea'));

/**
 * The table of a record list (TanStack Table, sorting and paging done by the server): sortable
 * headers (`aria-sort`), visible columns, row selection with a header checkbox, and rows that
 * open their record on click (the name cell holds the real link for keyboards).
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  visible,
  rows,
  getRowId,
  getRowLabel,
  sort,
  onSort,
  selection,
  onSelectionChange,
  onRowOpen,
  busy = false,
}: {
  /** The table's accessible name. */
  caption: string;
  columns: DataTableColumn<T>[];
  /** Ids of the columns shown. */
  visible: string[];
  rows: T[];
  getRowId: (row: T) => string;
  /** Names the row's checkbox: "Select Ana García". */
  getRowLabel: (row: T) => string;
  /** The sort in force, in the grammar (`-created_at`). */
  sort: string;
  onSort: (sortKey: string) => void;
  /** Without it, rows cannot be selected. */
  selection?: RowSelectionState | undefined;
  onSelectionChange?: ((selection: RowSelectionState) => void) | undefined;
  onRowOpen?: ((row: T) => void) | undefined;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const selectable = Boolean(selection && onSelectionChange);

  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(() => {
    const defs: ColumnDef<typeof features, T>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      cell: (context) => column.cell(context.row.original),
    }));
    if (!selectable) return defs;
    return [
      {
        id: SELECT_COLUMN,
        header: ({ table }) => (
          <Checkbox
            aria-label={t('dataTable.selectAll')}
            checked={table.getIsAllRowsSelected()}
            ref={(element) => {
              if (element) element.indeterminate = table.getIsSomeRowsSelected();
            }}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={t('dataTable.selectRow', { name: getRowLabel(row.original) })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      ...defs,
    ];
  }, [columns, selectable, getRowLabel, t]);

  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(columns.map((column) => [column.id, visible.includes(column.id)])),
    [columns, visible],
  );

  const table = useTable({
    features,
    data: rows,
    columns: columnDefs,
    getRowId,
    enableRowSelection: selectable,
    state: { columnVisibility, rowSelection: selection ?? {} },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!onSelectionChange) return;
      onSelectionChange(typeof updater === 'function' ? updater(selection ?? {}) : updater);
    },
  });

  const byId = new Map(columns.map((column) => [column.id, column]));

  function openRow(event: MouseEvent, row: T) {
    if (!onRowOpen || isInteractive(event.target)) return;
    // Selecting text in a row is not a click on it.
    if (window.getSelection()?.toString()) return;
    onRowOpen(row);
  }

  return (
    <div className="overflow-x-auto overscroll-x-contain">
      <table
        className={cn('w-full min-w-max text-left text-sm transition-opacity', busy && 'opacity-60')}
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-neutral-50/80 dark:bg-neutral-900/60">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-neutral-200 dark:border-neutral-800">
              {group.headers.map((header) => {
                if (header.column.id === SELECT_COLUMN) {
                  return (
                    <th key={header.id} scope="col" className="h-9 w-10 pr-1 pl-4">
                      <span className="flex items-center">
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </span>
                    </th>
                  );
                }
                const column = byId.get(header.column.id);
                const direction = column?.sortKey ? sortDirection(sort, column.sortKey) : null;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={direction ?? undefined}
                    className={cn(
                      'h-9 px-3 text-xs font-medium whitespace-nowrap text-neutral-500 first:pl-4 last:pr-4 dark:text-neutral-400',
                      column?.align === 'end' && 'text-right',
                    )}
                  >
                    {column?.sortKey ? (
                      <button
                        type="button"
                        onClick={() => column.sortKey && onSort(column.sortKey)}
                        className={cn(
                          'group -mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:text-white',
                          direction && 'text-neutral-900 dark:text-white',
                        )}
                      >
                        {column.header}
                        <SortIcon direction={direction} />
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
              onClick={(event) => openRow(event, row.original)}
              data-state={row.getIsSelected() ? 'selected' : undefined}
              className={cn(
                'border-b border-neutral-100 last:border-b-0 hover:bg-neutral-50 data-[state=selected]:bg-primary-50/60 dark:border-neutral-800/70 dark:hover:bg-neutral-800/40 dark:data-[state=selected]:bg-primary-500/10',
                onRowOpen && 'cursor-pointer',
              )}
            >
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cn(
                    'h-10 px-3 whitespace-nowrap text-neutral-700 first:pl-4 last:pr-4 dark:text-neutral-300',
                    cell.column.id === SELECT_COLUMN && 'w-10 pr-1',
                    byId.get(cell.column.id)?.align === 'end' && 'text-right tabular-nums',
                  )}
                >
                  {cell.column.id === SELECT_COLUMN ? (
                    <span className="flex items-center">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </span>
                  ) : byId.get(cell.column.id)?.maxWidth ? (
                    // The 2 px of padding keep a focused link's outline clear of the clipping.
                    <div
                      className="-m-0.5 truncate p-0.5"
                      style={{ maxWidth: byId.get(cell.column.id)?.maxWidth }}
                      onPointerEnter={titleCutValue}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </div>
                  ) : (
                    flexRender(cell.column.columnDef.cell, cell.getContext())
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Rows of grey bars while the first page loads. */
export function DataTableSkeleton({
  columns,
  rows = 8,
  label,
}: {
  columns: number;
  rows?: number;
  label: string;
}) {
  return (
    <div role="status" aria-label={label} className="overflow-hidden">
      <span className="sr-only">{label}</span>
      <div className="h-9 border-b border-neutral-200 bg-neutral-50/80 dark:border-neutral-800 dark:bg-neutral-900/60" />
      {Array.from({ length: rows }, (_, row) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          key={row}
          className="flex h-10 items-center gap-6 border-b border-neutral-100 px-4 last:border-b-0 dark:border-neutral-800/70"
        >
          {Array.from({ length: Math.max(columns, 1) }, (_, column) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
              key={column}
              className="h-3 animate-pulse rounded bg-neutral-200/80 dark:bg-neutral-800"
              style={{ width: `${column === 0 ? 9 : 4 + ((row * 3 + column * 5) % 5)}rem` }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
