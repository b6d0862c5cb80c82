import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@aurora/contracts/constants';
import {
  FILTER_OPERATORS,
  type FilterFields,
  type FilterOperator,
  filterKey,
  fromListParams,
  parseFilterKey,
  toListParams,
} from '@aurora/contracts/records';

/** The page sizes a person can choose. */
export const PER_PAGE_OPTIONS = [25, 50, 100] as const;

/** One condition of the filter bar: `filter[field][operator]=value` in the list grammar. */
export type ActiveFilter = { field: string; operator: FilterOperator; value: string };

/**
 * What a list screen declares once (a module-level constant, so its identity is stable): the
 * contract's filterable fields and sortable columns, and the table's columns.
 */
export type ListConfig = {
  /** The module's filterable fields and their types (e.g. `LEAD_FILTERS`). */
  filters: FilterFields;
  /** The `sort` names the server accepts (e.g. `LEAD_SORTS`). */
  sorts: readonly string[];
  /** The server's default sort, shown as active when the URL names none. */
  defaultSort: string;
  /** Every column id the table can show, in display order. */
  columns: readonly string[];
  /** The columns shown when neither the URL nor a view names any. */
  defaultColumns: readonly string[];
};

/** A list's whole state, as the URL holds it. */
export type ListUrlState = {
  page: number;
  perPage: number;
  /** The URL's `sort`; empty means the server's default. */
  sort: string;
  q: string;
  filters: ActiveFilter[];
  /** The URL's `columns`; empty means the default columns. */
  columns: string[];
  /** The saved view the state started from, if any. */
  view: number | null;
};

/** URL keys of the list that the server does not read. */
const UI_KEYS = ['columns', 'view'] as const;
const LIST_KEYS = new Set<string>(['page', 'per_page', 'sort', 'q', ...UI_KEYS]);

const isListKey = (key: string) => LIST_KEYS.has(key) || key.startsWith('filter[');

function validSort(sort: string, sorts: readonly string[]): boolean {
  const parts = sort.split(',');
  return parts.length <= 3 && parts.every((part) => sorts.includes(part.trim().replace(/^-/, '')));
}

/** Reads the list state from a URL's query; anything the server would refuse is left out. */
export function readListState(params: URLSearchParams, config: ListConfig): ListUrlState {
  const parsed = fromListParams(params);
  const filters: ActiveFilter[] = [];
  const seen = new Set<string>();
  for (const [key, value] of params) {
    const parsedKey = parseFilterKey(key);
    if (!parsedKey || !value.trim() || seen.has(key)) continue;
    const type = config.filters[parsedKey.field];
    if (!type || !FILTER_OPERATORS[type].includes(parsedKey.operator)) continue;
    seen.add(key);
    filters.push({ field: parsedKey.field, operator: parsedKey.operator, value: value.trim() });
  }
  const perPage = parsed.per_page ?? DEFAULT_PER_PAGE;
  const columns = (params.get('columns') ?? '')
    .split(',')
    .map((column) => column.trim())
    .filter((column) => config.columns.includes(column));
  const view = Number(params.get('view'));
  return {
    page: parsed.page ?? 1,
    perPage: perPage >= 1 && perPage <= MAX_PER_PAGE ? perPage : DEFAULT_PER_PAGE,
    sort: parsed.sort && validSort(parsed.sort, config.sorts) ? parsed.sort : '',
    q: parsed.q?.trim() ?? '',
    filters,
    columns,
    view: Number.isInteger(view) && view > 0 ? view : null,
  };
}

/**
 * Writes the list state into a URL query, leaving defaults out so URLs stay short. Keys that
 * are not the list's (set by someone else on the same page) are kept.
 */
export function writeListState(
  state: ListUrlState,
  config: ListConfig,
  previous?: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of previous ?? []) if (!isListKey(key)) next.append(key, value);
  if (state.view) next.set('view', String(state.view));
  if (state.q.trim()) next.set('q', state.q.trim());
  for (const filter of state.filters) next.set(filterKey(filter.field, filter.operator), filter.value);
  if (state.sort && state.sort !== config.defaultSort) next.set('sort', state.sort);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) next.set('per_page', String(state.perPage));
  if (state.columns.length > 0 && !sameList(state.columns, config.defaultColumns)) {
    next.set('columns', state.columns.join(','));
  }
  return next;
}

/** The sort in force: the URL's, or the server's default. */
export const effectiveSort = (state: ListUrlState, config: ListConfig) => state.sort || config.defaultSort;

/** The columns shown, in display order. */
export function visibleColumns(state: ListUrlState, config: ListConfig): string[] {
  const chosen = state.columns.length > 0 ? state.columns : config.defaultColumns;
  return config.columns.filter((column) => chosen.includes(column));
}

/** The state as the list endpoint's query, exactly in the server's grammar (records.ts). */
export function toApiQuery(state: ListUrlState, config: ListConfig): Record<string, string> {
  return {
    ...toListParams({
      page: state.page,
      sort: effectiveSort(state, config),
      q: state.q,
      filters: filtersToRecord(state.filters),
    }),
    per_page: String(state.perPage),
  };
}

/** Filters as the grammar's nested record: `{status: {eq: 'new'}}`. */
export function filtersToRecord(
  filters: ActiveFilter[],
): Record<string, Partial<Record<FilterOperator, string>>> {
  const record: Record<string, Partial<Record<FilterOperator, string>>> = {};
  for (const filter of filters)
    record[filter.field] = { ...record[filter.field], [filter.operator]: filter.value };
  return record;
}

/** Filters as query-string keys and values: `{"filter[status]": "new"}` (saved views store this). */
export function filtersToParams(filters: ActiveFilter[]): Record<string, string> {
  return Object.fromEntries(
    filters.map((filter) => [filterKey(filter.field, filter.operator), filter.value]),
  );
}

/**
 * The sort after a click on a column's header: ascending first, then it flips. A multi-column
 * sort is replaced by the clicked column.
 */
export function toggleSort(current: string, column: string): string {
  const first = current.split(',')[0] ?? '';
  if (first === column) return `-${column}`;
  if (first === `-${column}`) return column;
  return column;
}

/** How a column is sorted now, from the sort in force. */
export function sortDirection(sort: string, column: string): 'ascending' | 'descending' | null {
  const first = sort.split(',')[0] ?? '';
  if (first === column) return 'ascending';
  if (first === `-${column}`) return 'descending';
  return null;
}

/** Adds a filter, or replaces the one at `index` or on the same field and operator (one URL key each). */
export function upsertFilter(filters: ActiveFilter[], filter: ActiveFilter, index?: number): ActiveFilter[] {
  const sameKey = (item: ActiveFilter) => item.field === filter.field && item.operator === filter.operator;
  const next = [...filters];
  let at = index !== undefined && index >= 0 && index < filters.length ? index : filters.findIndex(sameKey);
  if (at >= 0) next[at] = filter;
  else at = next.push(filter) - 1;
  return next.filter((item, position) => position === at || !sameKey(item));
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** What a saved view holds of a list's state. */
export type ViewState = {
  filters: Record<string, string>;
  sort: string | null;
  columns: string[];
  q: string | null;
};

/** The state's part that a saved view stores. */
export function toViewState(state: ListUrlState): ViewState {
  return {
    filters: filtersToParams(state.filters),
    sort: state.sort || null,
    columns: state.columns,
    q: state.q || null,
  };
}

/** The list state a saved view opens: its filters, sort, search and columns, from page 1. */
export function fromViewState(
  view: ViewState & { id: number },
  config: ListConfig,
  current: ListUrlState,
): ListUrlState {
  const params = new URLSearchParams(Object.entries(view.filters));
  if (view.sort) params.set('sort', view.sort);
  if (view.q) params.set('q', view.q);
  if (view.columns.length > 0) params.set('columns', view.columns.join(','));
  const read = readListState(params, config);
  return { ...read, perPage: current.perPage, page: 1, view: view.id };
}

/** Whether the state differs from what the view saved (so "Update view" is offered). */
export function differsFromView(state: ListUrlState, view: ViewState, config: ListConfig): boolean {
  const mine = toViewState(state);
  const sortOf = (sort: string | null) => sort || config.defaultSort;
  const columnsOf = (columns: string[]) => (columns.length > 0 ? columns : [...config.defaultColumns]);
  const sameFilters =
    Object.keys(mine.filters).length === Object.keys(view.filters).length &&
    Object.entries(mine.filters).every(([key, value]) => view.filters[key] === value);
  return (
    !sameFilters ||
    sortOf(mine.sort) !== sortOf(view.sort) ||
    (mine.q ?? '') !== (view.q ?? '') ||
    !sameList(
      config.columns.filter((column) => columnsOf(mine.columns).includes(column)),
      config.columns.filter((column) => columnsOf(view.columns).includes(column)),
    )
  );
}
