import { filterKey } from '@aurora/contracts/records';
import { History, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListController } from '../../../components/data-table/use-list-state';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const RECENT_DAYS = 30;

/** `YYYY-MM-DD`, `days` before today (local). */
function dayBefore(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * One click to the owner's own deals (a filter on the owner, in the URL like the others) and to
 * the deals closed lately, which the board no longer shows: the list of those closed in the last
 * 30 days.
 */
export function PipelineShortcuts({ list }: { list: ListController }) {
  const { t } = useTranslation();
  const mine = list.state.filters.findIndex(
    (filter) => filter.field === 'owner_id' && filter.operator === 'eq' && filter.value === 'me',
  );
  const recent = new URLSearchParams({
    layout: 'list',
    [filterKey('closed_at', 'after')]: dayBefore(RECENT_DAYS),
  });
  return (
    <>
      <button
        type="button"
        aria-pressed={mine >= 0}
        onClick={() =>
          mine >= 0
            ? list.removeFilter(mine)
            : list.setFilter({ field: 'owner_id', operator: 'eq', value: 'me' })
        }
        className={cn(buttonClasses(mine >= 0 ? 'primary' : 'secondary', 'sm'), 'whitespace-nowrap')}
      >
        <UserRound aria-hidden="true" />
        {t('pipeline.board.myDeals')}
      </button>
      <Link
        to={`?${recent.toString()}`}
        title={t('pipeline.board.recentlyClosedHint')}
        className={cn(buttonClasses('ghost', 'sm'), 'whitespace-nowrap')}
      >
        <History aria-hidden="true" />
        {t('pipeline.board.recentlyClosed')}
      </Link>
    </>
  );
}
