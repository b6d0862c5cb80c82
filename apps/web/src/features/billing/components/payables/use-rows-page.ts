import { DEFAULT_PER_PAGE } from '@aurora/contracts/constants';
import type { PaginationMeta } from '@aurora/contracts/http';
import { useSearchParams } from 'react-router';
import { PER_PAGE_OPTIONS } from '../../../../components/data-table/list-state';

/**
 * A whole list the server answered (the supplier side is not paged on the server yet) shown a page
 * at a time, the page and its size in the URL like the data tables', for the shared `Pagination`.
 * A filter that shortens the list brings the page back within it.
 */
export function useRowsPage<T>(rows: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('per_page'));
  const perPage = (PER_PAGE_OPTIONS as readonly number[]).includes(asked) ? asked : DEFAULT_PER_PAGE;
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const page = Math.min(Math.max(1, Math.trunc(Number(params.get('page'))) || 1), lastPage);
  const go = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const meta: PaginationMeta = {
    current_page: page,
    per_page: perPage,
    total: rows.length,
    last_page: lastPage,
  };
  return {
    rows: rows.slice((page - 1) * perPage, page * perPage),
    meta,
    onPage: (next: number) => go({ page: next > 1 ? String(next) : null }),
    onPerPage: (next: number) => go({ per_page: String(next), page: null }),
  };
}
