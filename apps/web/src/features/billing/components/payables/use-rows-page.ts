import { DEFAULT_PER_PAGE } from '@aurora/contracts/constants';
import type { PaginationMeta } from '@aurora/contracts/http';
import { PER_PAGE_OPTIONS } from '../../../../components/data-table/list-state';
import { useTabParams } from './use-tab-params';

/**
 * A whole list the server answered (the supplier side is not paged on the server yet) shown a page
 * at a time, the page and its size in the URL like the data tables', for the shared `Pagination`.
 * A filter that shortens the list brings the page back within it.
 */
export function useRowsPage<T>(rows: readonly T[]) {
  const { params, update } = useTabParams();
  const asked = Number(params.get('per_page'));
  const perPage = (PER_PAGE_OPTIONS as readonly number[]).includes(asked) ? asked : DEFAULT_PER_PAGE;
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const page = Math.min(Math.max(1, Math.trunc(Number(params.get('page'))) || 1), lastPage);
  const meta: PaginationMeta = {
    current_page: page,
    per_page: perPage,
    total: rows.length,
    last_page: lastPage,
  };
  return {
    rows: rows.slice((page - 1) * perPage, page * perPage),
    meta,
    onPage: (next: number) => update({ page: next > 1 ? String(next) : '' }),
    onPerPage: (next: number) => update({ per_page: String(next), page: '' }),
  };
}
