import type { PaginationMeta } from '@aurora/contracts/http';
import type { RowData, RowSelectionState } from '@tanstack/react-table';
import { SearchX, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { StatePanel } from '../ui/state-panel';
import { BulkActionBar, type BulkActionsConfig } from './bulk-actions';
import { ColumnPicker } from './column-picker';
import { DataTable, type DataTableColumn, DataTableSkeleton } from './data-table';
import type { FilterFieldDef } from './filter-fields';
import { ListToolbar } from './list-toolbar';
import { approximate, Pagination } from './pagination';
import type { ListController } from './use-list-state';

/** What a list query answers (`{data, meta}`), as TanStack Query holds it. */
export type ListQueryResult<T> = {
  data?: { data: T[]; meta: PaginationMeta } | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/**
 * A whole record list: toolbar (view picker, search, filter bar, columns, count), the table with
 * its loading, error and empty states, pagination, and the bulk action bar for selected rows.
 * All state lives in the URL through `list` (useListState).
 */
export function RecordList<T extends RowData>({
  list,
  query,
  caption,
  columns,
  filterFields,
  getRowId,
  getRowLabel,
  onRowOpen,
  searchLabel,
  searchPlaceholder,
  countLabel,
  viewPicker,
  bulk,
  empty,
}: {
  list: ListController;
  query: ListQueryResult<T>;
  /** The table's accessible name ("Leads"). */
  caption: string;
  columns: DataTableColumn<T>[];
  filterFields: FilterFieldDef[];
  getRowId: (row: T) => number;
  getRowLabel: (row: T) => string;
  onRowOpen?: ((row: T) => void) | undefined;
  searchLabel: string;
  searchPlaceholder?: string | undefined;
  /** "132 leads". */
  countLabel: (count: number) => string;
  /** Usually a SavedViewPicker. */
  viewPicker?: ReactNode;
  /** The module and its bulk actions; without it rows cannot be selected. */
  bulk?: { module: string; actions: BulkActionsConfig } | undefined;
  /** The empty state of a list with no records at all (no search or filter). */
  empty: { icon: ReactNode; title: string; description: string; action?: ReactNode };
}) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const queryKey = JSON.stringify(list.apiQuery);

  // A new page, filter or sort shows other rows: a selection of rows no longer shown would
  // surprise (and delete) the wrong records.
  useEffect(() => {
    if (queryKey) setSelection({});
  }, [queryKey]);

  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  // A page past the end (a stale link, or the last page of an estimated total) goes to the real last page.
  const pastTheEnd = meta !== undefined && meta.total > 0 && meta.current_page > meta.last_page;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd && meta) setPage(meta.last_page);
  }, [pastTheEnd, meta, setPage]);
  const selectedIds = useMemo(
    () =>
      Object.entries(selection)
        .filter(([, selected]) => selected)
        .map(([id]) => Number(id)),
    [selection],
  );
  const rowId = useMemo(() => (row: T) => String(getRowId(row)), [getRowId]);

  const columnsShown = list.columns;

  let body: ReactNode;
  if (query.isPending || pastTheEnd) {
    body = <DataTableSkeleton columns={columnsShown.length} label={t('dataTable.loading')} />;
  } else if (query.isError) {
    body = (
      <StatePanel
        tone="error"
        icon={<TriangleAlert />}
        title={t('dataTable.loadError')}
        description={query.error?.message}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
            {list.narrowed ? (
              <Button onClick={list.clearFilters}>{t('dataTable.clearFilters')}</Button>
            ) : null}
          </div>
        }
      />
    );
  } else if (rows.length === 0) {
    body = list.narrowed ? (
      <StatePanel
        icon={<SearchX />}
        title={t('dataTable.noMatches')}
        description={
          list.state.q ? t('dataTable.noMatchesSearch', { q: list.state.q }) : t('dataTable.noMatchesHint')
        }
        action={<Button onClick={list.clearFilters}>{t('dataTable.clearFilters')}</Button>}
      />
    ) : (
      <StatePanel
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
        action={empty.action}
        className="py-16"
      />
    );
  } else {
    body = (
      <DataTable
        caption={caption}
        columns={columns}
        visible={columnsShown}
        rows={rows}
        getRowId={rowId}
        getRowLabel={getRowLabel}
        sort={list.sort}
        onSort={list.toggleSort}
        selection={bulk ? selection : undefined}
        onSelectionChange={bulk ? setSelection : undefined}
        onRowOpen={onRowOpen}
        busy={query.isPlaceholderData}
      />
    );
  }

  return (
    <Card className="overflow-hidden">
      <ListToolbar
        list={list}
        filterFields={filterFields}
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        viewPicker={viewPicker}
        trailing={
          <>
            {meta ? (
              <span
                className="hidden text-xs whitespace-nowrap text-neutral-500 tabular-nums sm:inline dark:text-neutral-400"
                aria-live="polite"
              >
                {meta.total_is_estimate
                  ? t('dataTable.approximately', { value: countLabel(approximate(meta.total)) })
                  : countLabel(meta.total)}
              </span>
            ) : null}
            <ColumnPicker
              columns={columns}
              visible={columnsShown}
              onChange={list.setColumns}
              onReset={() => list.setColumns([])}
            />
          </>
        }
      />
      {/* The closest records, when there are some: with none, the empty state alone says so. */}
      {meta?.q_resembling && rows.length > 0 ? (
        <p
          role="status"
          className="border-b border-neutral-200 bg-warning-50 px-4 py-2 text-xs text-neutral-700 dark:border-neutral-800 dark:bg-warning-500/10 dark:text-neutral-300"
        >
          {t('dataTable.resembling', { q: list.state.q })}
        </p>
      ) : null}
      {body}
      {meta && meta.total > 0 ? (
        <Pagination meta={meta} onPage={list.setPage} onPerPage={list.setPerPage} />
      ) : null}
      {bulk && selectedIds.length > 0 ? (
        <BulkActionBar
          module={bulk.module}
          ids={selectedIds}
          actions={bulk.actions}
          onDone={() => setSelection({})}
        />
      ) : null}
    </Card>
  );
}
