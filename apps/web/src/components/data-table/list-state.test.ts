import { LEAD_FILTERS, LEAD_SORTS, listLeadsQuerySchema } from '@aurora/contracts/leads';
import { describe, expect, it } from 'vitest';
import {
  differsFromView,
  fromViewState,
  type ListConfig,
  readListState,
  toApiQuery,
  toggleSort,
  toViewState,
  upsertFilter,
  visibleColumns,
  writeListState,
} from './list-state';

const config: ListConfig = {
  filters: LEAD_FILTERS,
  sorts: LEAD_SORTS,
  defaultSort: '-created_at',
  columns: ['full_name', 'email', 'phone', 'status', 'owner', 'created_at'],
  defaultColumns: ['full_name', 'email', 'status'],
};

const read = (query: string) => readListState(new URLSearchParams(query), config);

describe('list state: URL -> state', () => {
  it('reads page, size, sort, search, filters, columns and view', () => {
    const state = read(
      'q=ana&filter[status]=new,contacted&filter[created_at][after]=2026-01-01&sort=-full_name&page=3&per_page=50&columns=full_name,phone&view=4',
    );
    expect(state).toEqual({
      page: 3,
      perPage: 50,
      sort: '-full_name',
      q: 'ana',
      filters: [
        { field: 'status', operator: 'eq', value: 'new,contacted' },
        { field: 'created_at', operator: 'after', value: '2026-01-01' },
      ],
      columns: ['full_name', 'phone'],
      view: 4,
    });
  });

  it('drops what the server would refuse: unknown fields, operators of another type, bad sorts and sizes', () => {
    const state = read(
      'filter[nope]=1&filter[status][contains]=ne&filter[email][contains]=x&sort=password&per_page=500&columns=secret',
    );
    expect(state.filters).toEqual([{ field: 'email', operator: 'contains', value: 'x' }]);
    expect(state.sort).toBe('');
    expect(state.perPage).toBe(25);
    expect(state.columns).toEqual([]);
    expect(visibleColumns(state, config)).toEqual(['full_name', 'email', 'status']);
  });
});

describe('list state: state -> URL and API query', () => {
  it('writes a short URL (defaults left out) and keeps keys that are not the list', () => {
    const state = read('filter[owner_id]=me&sort=-created_at&page=1&per_page=25');
    const params = writeListState(state, config, new URLSearchParams('contact=31&page=9'));
    expect(params.toString()).toBe('contact=31&filter%5Bowner_id%5D=me');
  });

  it('gives the list endpoint exactly the contract grammar, which the contract schema accepts', () => {
    const state = read(
      'q=55 1111&filter[status]=new&filter[last_name][contains]=gar&filter[email][empty]=false&filter[adults][gte]=2&sort=status,-created_at&page=2&per_page=50',
    );
    const query = toApiQuery(state, config);
    expect(query).toEqual({
      page: '2',
      per_page: '50',
      sort: 'status,-created_at',
      q: '55 1111',
      'filter[status]': 'new',
      'filter[last_name][contains]': 'gar',
      'filter[email][empty]': 'false',
      'filter[adults][gte]': '2',
    });
    expect(listLeadsQuerySchema.safeParse(query).success).toBe(true);
  });

  it('round-trips: reading what was written gives the same state', () => {
    const state = read(
      'filter[next_action_at][before]=2026-06-30&sort=full_name&page=4&columns=phone,full_name',
    );
    expect(readListState(writeListState(state, config), config)).toEqual(state);
  });
});

describe('sorting and filters', () => {
  it('sorts a new column ascending, then flips it', () => {
    expect(toggleSort('-created_at', 'full_name')).toBe('full_name');
    expect(toggleSort('full_name', 'full_name')).toBe('-full_name');
    expect(toggleSort('-full_name', 'full_name')).toBe('full_name');
    expect(toggleSort('status,-created_at', 'status')).toBe('-status');
  });

  it('keeps one filter per field and operator (one URL key each)', () => {
    const filters = [
      { field: 'status', operator: 'eq' as const, value: 'new' },
      { field: 'created_at', operator: 'after' as const, value: '2026-01-01' },
    ];
    expect(upsertFilter(filters, { field: 'status', operator: 'eq', value: 'lost' })).toEqual([
      { field: 'status', operator: 'eq', value: 'lost' },
      filters[1],
    ]);
    expect(
      upsertFilter(filters, { field: 'created_at', operator: 'before', value: '2026-02-01' }),
    ).toHaveLength(3);
    // Editing the first chip into the second's key replaces both with one.
    expect(upsertFilter(filters, { field: 'created_at', operator: 'after', value: '2026-03-01' }, 0)).toEqual(
      [{ field: 'created_at', operator: 'after', value: '2026-03-01' }],
    );
  });
});

describe('saved views', () => {
  const view = {
    id: 9,
    filters: { 'filter[status]': 'qualified', 'filter[owner_id]': 'me' },
    sort: '-next_action_at',
    columns: ['full_name', 'owner'],
    q: null,
  };

  it('opens a view: its filters, sort and columns, from page 1, keeping the page size', () => {
    const current = read('q=old&page=5&per_page=100&filter[email][contains]=x');
    const state = fromViewState(view, config, current);
    expect(state).toMatchObject({
      page: 1,
      perPage: 100,
      q: '',
      sort: '-next_action_at',
      columns: ['full_name', 'owner'],
      view: 9,
      filters: [
        { field: 'status', operator: 'eq', value: 'qualified' },
        { field: 'owner_id', operator: 'eq', value: 'me' },
      ],
    });
    expect(differsFromView(state, view, config)).toBe(false);
    const { id: _id, ...saved } = view;
    expect(toViewState(state)).toEqual(saved);
  });

  it('notices a change to a view (so "save changes" is offered)', () => {
    const state = fromViewState(view, config, read(''));
    expect(differsFromView({ ...state, sort: 'full_name' }, view, config)).toBe(true);
    expect(differsFromView({ ...state, filters: state.filters.slice(1) }, view, config)).toBe(true);
    expect(differsFromView({ ...state, columns: ['full_name'] }, view, config)).toBe(true);
    expect(differsFromView({ ...state, page: 3 }, view, config)).toBe(false);
  });
});
