import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ActiveFilter,
  effectiveSort,
  fromViewState,
  type ListConfig,
  type ListUrlState,
  toggleSort as nextSort,
  readListState,
  toApiQuery,
  upsertFilter,
  type ViewState,
  visibleColumns,
  writeListState,
} from './list-state';

type CommitOptions = { replace?: boolean };

/**
 * A list screen's state, kept in the URL so a list can be shared and back/forward walks through
 * its changes. `config` must keep its identity between renders (declare it at module level).
 * `apiQuery` is the list endpoint's query in the server's grammar.
 */
export function useListState(config: ListConfig) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, config), [params, config]);
  const apiQuery = useMemo(() => toApiQuery(state, config), [state, config]);

  const commit = useCallback(
    (change: (state: ListUrlState) => ListUrlState, options: CommitOptions = {}) => {
      setParams((previous) => writeListState(change(readListState(previous, config)), config, previous), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams, config],
  );

  return useMemo(
    () => ({
      config,
      state,
      apiQuery,
      sort: effectiveSort(state, config),
      columns: visibleColumns(state, config),
      /** Whether a search or filter narrows the list (the empty state then offers to clear them). */
      narrowed: state.q !== '' || state.filters.length > 0,
      /** Typing in the search box replaces the history entry instead of adding one per pause. */
      setSearch: (q: string) => commit((current) => ({ ...current, q, page: 1 }), { replace: true }),
      toggleSort: (column: string) =>
        commit((current) => ({
          ...current,
          sort: nextSort(effectiveSort(current, config), column),
          page: 1,
        })),
      setSort: (sort: string) => commit((current) => ({ ...current, sort, page: 1 })),
      setPage: (page: number) => commit((current) => ({ ...current, page: Math.max(1, page) })),
      setPerPage: (perPage: number) => commit((current) => ({ ...current, perPage, page: 1 })),
      setFilter: (filter: ActiveFilter, index?: number) =>
        commit((current) => ({ ...current, filters: upsertFilter(current.filters, filter, index), page: 1 })),
      removeFilter: (index: number) =>
        commit((current) => ({
          ...current,
          filters: current.filters.filter((_, position) => position !== index),
          page: 1,
        })),
      clearFilters: () => commit((current) => ({ ...current, filters: [], q: '', page: 1 })),
      setColumns: (columns: string[]) => commit((current) => ({ ...current, columns })),
      /** Opens a saved view (or, with null, the plain list with the default columns). */
      applyView: (view: (ViewState & { id: number }) | null) =>
        commit((current) =>
          view
            ? fromViewState(view, config, current)
            : { ...current, filters: [], q: '', sort: '', columns: [], page: 1, view: null },
        ),
      /** Marks the state as the given view's (after saving it). */
      setView: (view: number | null) => commit((current) => ({ ...current, view }), { replace: true }),
    }),
    [config, state, apiQuery, commit],
  );
}

export type ListController = ReturnType<typeof useListState>;
