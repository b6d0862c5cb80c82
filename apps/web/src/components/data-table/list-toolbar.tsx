import type { ReactNode } from 'react';
import { AddFilterButton, FilterChips } from './filter-bar';
import type { FilterFieldDef } from './filter-fields';
import { SearchBox } from './search-box';
import type { ListController } from './use-list-state';

/**
 * A list's view picker, search box and filters, with the active filters as chips below. The
 * record table sits under it, and so can any other view of the same records (a board, a chart):
 * the URL state of `list` is theirs too.
 */
export function ListToolbar({
  list,
  filterFields,
  searchLabel,
  searchPlaceholder,
  viewPicker,
  trailing,
}: {
  list: ListController;
  filterFields: FilterFieldDef[];
  searchLabel: string;
  searchPlaceholder?: string | undefined;
  /** Usually a SavedViewPicker. */
  viewPicker?: ReactNode;
  /** At the row's end: a count, the column picker. */
  trailing?: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 border-b border-neutral-200 px-3 py-2 dark:border-neutral-800">
        {viewPicker}
        <div className="flex min-w-60 flex-1 items-center gap-1.5">
          <SearchBox
            value={list.state.q}
            onChange={list.setSearch}
            label={searchLabel}
            placeholder={searchPlaceholder}
          />
          <AddFilterButton fields={filterFields} count={list.state.filters.length} onAdd={list.setFilter} />
        </div>
        {trailing ? <div className="ml-auto flex items-center gap-1">{trailing}</div> : null}
      </div>
      {list.state.filters.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5 border-b border-neutral-200 bg-neutral-50/50 px-3 py-2 dark:border-neutral-800 dark:bg-neutral-900/40">
          <FilterChips
            fields={filterFields}
            filters={list.state.filters}
            onChange={list.setFilter}
            onRemove={list.removeFilter}
            onClear={list.clearFilters}
          />
        </div>
      ) : null}
    </>
  );
}
