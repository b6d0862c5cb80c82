import type { BoardColumn as BoardColumnData, Opportunity, StageKind } from '@aurora/contracts/opportunities';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ChevronsLeftRight, ChevronsRightLeft, Plus } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { Tooltip } from '../../../../components/ui/tooltip';
import { cn } from '../../../../lib/cn';
import { useMoney } from '../../../../lib/money';
import { SortableBoardCard } from './board-card';

/** A column's stage as the board shows it. */
export type BoardStage = {
  key: string;
  name: string;
  color: string;
  kind: StageKind;
  rotAfterDays: number | null;
};

const COLUMN_PREFIX = 'column:';

/** The droppable id of a column's card area, apart from the cards' numeric ids. */
const columnDropId = (stage: string) => `${COLUMN_PREFIX}${stage}`;

export const stageOfDropId = (id: string) =>
  id.startsWith(COLUMN_PREFIX) ? id.slice(COLUMN_PREFIX.length) : undefined;

/**
 * Loads the next page while the end of the column is in view (again after each page, until the
 * column is full or the end leaves the view).
 */
function useLoadOnReach(hasMore: boolean, loadMore: () => Promise<void>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      {
        root: rootRef.current,
        rootMargin: '0px 0px 200px 0px',
      },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore]);

  useEffect(() => {
    if (!inView || !hasMore || state !== 'idle') return;
    setState('loading');
    loadMore().then(
      () => setState('idle'),
      () => setState('failed'),
    );
  }, [inView, hasMore, state, loadMore]);

  return { rootRef, sentinelRef, state, retry: () => setState('idle') };
}

export function BoardColumn({
  column,
  stage,
  cards,
  currency,
  orgCode,
  collapsed,
  onToggle,
  onLoadMore,
}: {
  column: BoardColumnData;
  stage: BoardStage;
  /** In board order, as the drag in progress has them. */
  cards: Opportunity[];
  /** The board's currency: the one of the column's sums. */
  currency: string;
  orgCode: string;
  collapsed: boolean;
  onToggle: () => void;
  onLoadMore: (stage: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const droppable = useDroppable({ id: columnDropId(stage.key) });
  const loadMore = useCallback(() => onLoadMore(stage.key), [onLoadMore, stage.key]);
  const loader = useLoadOnReach(column.next_cursor !== null, loadMore);
  const amountOf = (amount: number, compact: boolean) => money.format(amount, currency, { compact });
  const converted = column.by_currency.some((sum) => sum.rate !== null);
  const totalsLabel = [
    t('pipeline.board.totalsTitle', {
      amount: amountOf(column.amount, false),
      weighted: amountOf(column.weighted_amount, false),
    }),
    ...column.by_currency.map((sum) =>
      sum.rate === null
        ? t('pipeline.board.inCurrency', { amount: money.format(sum.amount, sum.currency), count: sum.count })
        : t('pipeline.board.convertedAt', {
            amount: money.format(sum.amount, sum.currency),
            count: sum.count,
            rate: new Intl.NumberFormat(i18n.language, { maximumSignificantDigits: 6 }).format(sum.rate),
            from: sum.currency,
            to: currency,
          }),
    ),
  ].join('\n');
  const dot = (
    <span
      aria-hidden="true"
      className="size-2.5 shrink-0 rounded-full"
      style={{ backgroundColor: stage.color }}
    />
  );

  if (collapsed) {
    return (
      <section
        ref={droppable.setNodeRef}
        data-testid={`board-column-${stage.key}`}
        aria-label={t('pipeline.board.columnLabel', { stage: stage.name, count: column.count })}
        className={cn(
          'flex w-11 shrink-0 flex-col items-center gap-2 rounded-lg border border-neutral-200 py-2 dark:border-neutral-800',
          'bg-neutral-100/70 dark:bg-neutral-900',
          droppable.isOver && 'ring-2 ring-primary-500/50',
        )}
      >
        <Button
          variant="ghost"
          size="icon-sm"
          aria-expanded={false}
          aria-label={t('pipeline.board.expand', { stage: stage.name })}
          onClick={onToggle}
        >
          <ChevronsLeftRight />
        </Button>
        {dot}
        <span className="text-xs font-semibold tabular-nums text-neutral-600 dark:text-neutral-300">
          {column.count}
        </span>
        <span className="truncate text-sm font-medium text-neutral-800 [writing-mode:vertical-rl] dark:text-neutral-200">
          {stage.name}
        </span>
      </section>
    );
  }

  return (
    <section
      data-testid={`board-column-${stage.key}`}
      aria-labelledby={titleId}
      className={cn(
        // 14rem at least, wider on a wide screen (up to 20rem) so that titles are read whole.
        'flex max-w-80 min-w-0 flex-[1_0_14rem] flex-col rounded-lg border border-neutral-200 bg-neutral-100/70 dark:border-neutral-800 dark:bg-neutral-900',
      )}
    >
      <header className="px-3 pt-2.5 pb-2">
        <div className="flex items-center gap-2">
          {dot}
          <h2
            id={titleId}
            className="min-w-0 truncate text-sm font-semibold text-neutral-900 dark:text-white"
          >
            <span>{stage.name}</span>
            <span className="sr-only">, {t('pipeline.board.count', { count: column.count })}</span>
          </h2>
          <span
            aria-hidden="true"
            className="rounded-full bg-white px-1.5 text-xs font-medium tabular-nums text-neutral-600 ring-1 ring-neutral-200 dark:bg-neutral-800 dark:text-neutral-300 dark:ring-neutral-700"
          >
            {column.count}
          </span>
          <div className="ml-auto flex items-center">
            <Link
              to={`/${orgCode}/opportunities/create?stage=${encodeURIComponent(stage.key)}`}
              aria-label={t('pipeline.board.add', { stage: stage.name })}
              title={t('pipeline.board.add', { stage: stage.name })}
              className={buttonClasses('ghost', 'icon-sm')}
            >
              <Plus aria-hidden="true" />
            </Link>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-expanded={true}
              aria-label={t('pipeline.board.collapse', { stage: stage.name })}
              title={t('pipeline.board.collapse', { stage: stage.name })}
              onClick={onToggle}
            >
              <ChevronsRightLeft />
            </Button>
          </div>
        </div>
        <Tooltip label={totalsLabel}>
          {/* A button, so the breakdown and its rates are read on focus too. */}
          <button
            type="button"
            data-testid="column-totals"
            className="mt-0.5 block w-fit rounded text-left text-xs tabular-nums text-neutral-600 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-neutral-400"
          >
            {/* The total, then what it weighs: two lines, never one broken where it happens to wrap. */}
            <span className="block font-medium text-neutral-700 dark:text-neutral-200">
              {amountOf(column.amount, true)}
            </span>
            <span className="sr-only">, </span>
            <span className="block">
              {t('pipeline.board.weighted', { amount: amountOf(column.weighted_amount, true) })}
              {converted ? ` ${t('pipeline.board.converted')}` : null}
            </span>
          </button>
        </Tooltip>
      </header>
      <div
        ref={(node) => {
          droppable.setNodeRef(node);
          loader.rootRef.current = node;
        }}
        className={cn(
          'max-h-[calc(100vh-15rem)] min-h-24 overflow-y-auto rounded-b-lg px-2 pb-2',
          droppable.isOver && cards.length === 0 && 'bg-primary-50/60 dark:bg-primary-500/10',
        )}
      >
        <SortableContext items={cards.map((card) => card.id)} strategy={verticalListSortingStrategy}>
          <ul className="flex flex-col gap-1.5">
            {cards.map((card) => (
              <SortableBoardCard
                key={card.id}
                card={card}
                orgCode={orgCode}
                rotAfterDays={stage.rotAfterDays}
              />
            ))}
          </ul>
        </SortableContext>
        {cards.length === 0 ? (
          <p className="flex h-20 items-center justify-center rounded-lg border border-dashed border-neutral-300 text-xs text-neutral-500 dark:border-neutral-700 dark:text-neutral-400">
            {t('pipeline.board.empty')}
          </p>
        ) : null}
        {column.next_cursor !== null ? (
          <div ref={loader.sentinelRef} className="flex min-h-8 items-center justify-center pt-2 text-xs">
            {loader.state === 'loading' ? (
              <span role="status" className="inline-flex items-center gap-1.5 text-neutral-500">
                <Spinner />
                {t('pipeline.board.loadingMore')}
              </span>
            ) : loader.state === 'failed' ? (
              <span
                role="alert"
                className="inline-flex items-center gap-2 text-error-600 dark:text-error-400"
              >
                {t('pipeline.board.loadMoreError')}
                <Button size="sm" onClick={loader.retry}>
                  {t('common.retry')}
                </Button>
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
