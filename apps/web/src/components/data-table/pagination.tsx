import type { PaginationMeta } from '@aurora/contracts/http';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../ui/button';
import { Select } from '../ui/input';
import { PER_PAGE_OPTIONS } from './list-state';

/** An estimated total as a person would say it: 33,041 is "about 33,000". */
export const approximate = (total: number) => Number(total.toPrecision(2));

/**
 * The list's footer: "26–50 of 132" ("of about 33,000" for an estimated total), rows per page,
 * and page buttons, from the answer's meta.
 */
export function Pagination({
  meta,
  onPage,
  onPerPage,
}: {
  meta: PaginationMeta;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const format = useFormat();
  const lastPage = Math.max(meta.last_page, 1);
  const estimated = meta.total_is_estimate === true;
  const from = meta.total > 0 ? (meta.current_page - 1) * meta.per_page + 1 : 0;
  const to = Math.min(meta.current_page * meta.per_page, meta.total);
  const shown = (count: number) => format.number(estimated ? approximate(count) : count);
  const perPageOptions: number[] = [...PER_PAGE_OPTIONS];
  if (!perPageOptions.includes(meta.per_page)) perPageOptions.push(meta.per_page);

  return (
    <nav
      aria-label={t('common.pagination')}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-neutral-200 px-4 py-2 dark:border-neutral-800"
    >
      <p className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400" aria-live="polite">
        {t(estimated ? 'common.rangeAbout' : 'common.range', {
          from: format.number(from),
          to: format.number(to),
          total: shown(meta.total),
        })}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-xs whitespace-nowrap text-neutral-500 dark:text-neutral-400">
            {t('dataTable.perPage')}
          </label>
          <Select
            id={id}
            value={meta.per_page}
            onChange={(event) => onPerPage(Number(event.target.value))}
            // The control's classes set h-8 and w-full; `!` wins over them without a class merger.
            className="h-7! w-20! py-0 text-xs"
          >
            {perPageOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex items-center gap-1">
          <span className="mr-1 text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
            {t(estimated ? 'common.pageOfAbout' : 'common.pageOf', {
              page: format.number(meta.current_page),
              pages: shown(lastPage),
            })}
          </span>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={t('dataTable.firstPage')}
            disabled={meta.current_page <= 1}
            onClick={() => onPage(1)}
            className="hidden sm:inline-flex"
          >
            <ChevronsLeft />
          </Button>
          <Button
            size="icon-sm"
            aria-label={t('common.previousPage')}
            disabled={meta.current_page <= 1}
            onClick={() => onPage(meta.current_page - 1)}
          >
            <ChevronLeft />
          </Button>
          <Button
            size="icon-sm"
            aria-label={t('common.nextPage')}
            disabled={meta.current_page >= lastPage}
            onClick={() => onPage(meta.current_page + 1)}
          >
            <ChevronRight />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={t('dataTable.lastPage')}
            disabled={meta.current_page >= lastPage}
            onClick={() => onPage(lastPage)}
            className="hidden sm:inline-flex"
          >
            <ChevronsRight />
          </Button>
        </div>
      </div>
    </nav>
  );
}
