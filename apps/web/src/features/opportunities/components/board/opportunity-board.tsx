import type { Board, Opportunity } from '@aurora/contracts/opportunities';
import {
  type Active,
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  type Over,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/dialog';
import { QueryErrorCard } from '../../../../components/ui/query-error-card';
import { toast, toastFailure } from '../../../../components/ui/toast-store';
import { useStatuses } from '../../../../entities/reference/reference-data';
import { storage } from '../../../../lib/storage';
import { boardKeys, loadMoreCards, useBoard } from '../../api/get-board';
import { useMoveOpportunity } from '../../api/move-opportunity';
import { type LostReason, LostReasonDialog } from '../lost-reason-dialog';
import { DraggedBoardCard } from './board-card';
import { BoardColumn, type BoardStage, stageOfDropId } from './board-column';
import { type BoardLayout, cardAbove, layoutOf, movedCard, moveOnBoard } from './board-moves';
import { BoardScroller } from './board-scroller';
import { CloseDropZones, closingStageOf } from './close-drop-zones';

const COLLAPSED_KEY = 'aurora.pipeline.collapsed';

function readCollapsed(): string[] {
  try {
    const saved: unknown = JSON.parse(storage.read(COLLAPSED_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

type Drag = {
  /** The dragged card; null once dropped, while the move reaches the cache or a reason is asked. */
  activeId: number | null;
  /** Where the cards stand as the drag has them. */
  layout: BoardLayout;
  /** The board the layout was taken from: once the cache answers another one, it has the move. */
  base: Board;
};

/** A drop on a won or lost stage, waiting for its confirmation or its reason. */
type PendingClose = { card: Opportunity; stage: BoardStage; afterId: number | null };

/** The column of a card or of a column's own drop area. */
function stageOfId(id: UniqueIdentifier, layout: BoardLayout): string | undefined {
  if (typeof id === 'string') return stageOfDropId(id);
  return Object.keys(layout).find((stage) => layout[stage]?.includes(id));
}

/** The layout with card `id` taken from column `from` and put at `index` of column `to`. */
function moveAcross(layout: BoardLayout, id: number, from: string, to: string, index: number): BoardLayout {
  const target = (layout[to] ?? []).filter((item) => item !== id);
  return {
    ...layout,
    [from]: (layout[from] ?? []).filter((item) => item !== id),
    [to]: [...target.slice(0, index), id, ...target.slice(index)],
  };
}

/** Where a card dragged over `over` of another column lands: above or below it, or last in the column. */
function indexOver(layout: BoardLayout, to: string, active: Active, over: Over): number {
  const ids = layout[to] ?? [];
  const overIndex = typeof over.id === 'number' ? ids.indexOf(over.id) : -1;
  if (overIndex < 0) return ids.length;
  const dragged = active.rect.current.translated;
  const below = dragged !== null && dragged.top > over.rect.top + over.rect.height / 2;
  return overIndex + (below ? 1 : 0);
}

function BoardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('pipeline.board.loading')} className="flex gap-3 overflow-hidden pb-3">
      {[0, 1, 2, 3].map((column) => (
        <div
          key={column}
          className="flex max-w-80 min-w-0 flex-[1_0_14rem] flex-col gap-2 rounded-lg border border-neutral-200 bg-neutral-100/70 p-3 dark:border-neutral-800 dark:bg-neutral-900"
        >
          <div className="h-4 w-28 animate-pulse rounded bg-neutral-200 dark:bg-neutral-800" />
          <div className="mb-1 h-3 w-20 animate-pulse rounded bg-neutral-200 dark:bg-neutral-800" />
          {[0, 1, 2].slice(0, 3 - (column % 2)).map((card) => (
            <div key={card} className="h-14 animate-pulse rounded-lg bg-white dark:bg-neutral-800/60" />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * The pipeline as a board: a column per open stage, deals dragged between and within them (pointer
 * or keyboard). A move shows at once and is undone if the server refuses it. While a card is
 * dragged, the won and lost stages appear as drop zones: won asks to confirm, lost asks why, and
 * the closed deal leaves the board with an Undo in its toast.
 */
export function OpportunityBoard({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation();
  const board = useBoard(query);
  if (board.isPending) return <BoardSkeleton />;
  if (board.isError) {
    return (
      <QueryErrorCard
        title={t('pipeline.board.loadError')}
        description={board.error.message}
        onRetry={() => void board.refetch()}
      />
    );
  }
  return <BoardColumns board={board.data} query={query} />;
}

function BoardColumns({ board, query }: { board: Board; query: Record<string, string> }) {
  const { t } = useTranslation();
  const orgCode = useParams().orgCode ?? '';
  const queryClient = useQueryClient();
  const statuses = useStatuses('opportunity');
  const move = useMoveOpportunity();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [pendingClose, setPendingClose] = useState<PendingClose | null>(null);
  const scrollerRef = useRef<HTMLElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const toStage = useCallback(
    (key: string): BoardStage => {
      const status = statuses.data?.find((item) => item.key === key);
      return {
        key,
        name: status?.name ?? key,
        color: status?.color ?? '#71717a',
        kind: status?.stage_kind ?? 'open',
        rotAfterDays: status?.rot_after_days ?? null,
      };
    },
    [statuses.data],
  );
  const stages = useMemo(() => board.columns.map((column) => toStage(column.stage)), [board, toStage]);
  // Won and lost stages are not columns: cards are dropped on them, and leave the board.
  const closingStages = useMemo(
    () =>
      (statuses.data ?? [])
        .filter((status) => status.stage_kind === 'won' || status.stage_kind === 'lost')
        .map((status) => toStage(status.key)),
    [statuses.data, toStage],
  );
  const cardsById = useMemo(
    () => new Map(board.columns.flatMap((column) => column.cards.map((card) => [card.id, card] as const))),
    [board],
  );
  const layout = drag && (drag.activeId !== null || drag.base === board) ? drag.layout : layoutOf(board);
  const activeCard = drag?.activeId != null ? cardsById.get(drag.activeId) : undefined;
  const stageName = (key: string | undefined) =>
    [...stages, ...closingStages].find((stage) => stage.key === key)?.name ?? key ?? '';

  const toggle = (stage: string) => {
    const next = collapsed.includes(stage) ? collapsed.filter((key) => key !== stage) : [...collapsed, stage];
    setCollapsed(next);
    storage.write(COLLAPSED_KEY, next.length > 0 ? JSON.stringify(next) : null);
  };

  const loadMore = useCallback(
    (stage: string) => loadMoreCards(queryClient, query, stage),
    [queryClient, query],
  );

  /** Back where it was (its stage, below the same card): the undo of a close. */
  const reopen = (card: Opportunity, afterId: number | null) => {
    move
      .mutateAsync({ id: card.id, stage: card.stage, after_id: afterId })
      .then(() => toast({ title: t('pipeline.board.reopened', { title: card.title }), color: 'success' }))
      .catch((error: unknown) => toastFailure({ title: t('pipeline.board.moveFailed'), error }));
  };

  const commit = (card: Opportunity, stage: string, afterId: number | null, reason: LostReason | null) => {
    const key = boardKeys.board(query);
    const status = statuses.data?.find((item) => item.key === stage);
    const moved = status ? movedCard(card, status, reason) : { ...card, stage };
    const closing = status?.stage_kind === 'won' || status?.stage_kind === 'lost';
    const wasAbove = cardAbove(layoutOf(board), card.stage, card.id);
    void queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<Board>(key);
    queryClient.setQueryData<Board>(key, (current) => current && moveOnBoard(current, card, moved, afterId));
    move
      .mutateAsync({ id: card.id, stage, after_id: afterId, ...reason })
      .then(() => {
        if (!closing) return;
        toast({
          title: t(status?.stage_kind === 'won' ? 'pipeline.board.won' : 'pipeline.board.lost', {
            title: card.title,
            stage: status?.name ?? stage,
          }),
          color: status?.stage_kind === 'won' ? 'success' : 'neutral',
          action: { label: t('pipeline.undo'), onClick: () => reopen(card, wasAbove) },
        });
      })
      .catch((error: unknown) => {
        if (previous) queryClient.setQueryData(key, previous);
        toastFailure({ title: t('pipeline.board.moveFailed'), error });
      });
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !drag || drag.activeId === null) return;
    const from = stageOfId(active.id, drag.layout);
    const to = stageOfId(over.id, drag.layout);
    // A collapsed column shows no cards to make room among: the drop puts the card on top.
    if (!from || !to || from === to || collapsed.includes(to)) return;
    const index = indexOver(drag.layout, to, active, over);
    setDrag({ ...drag, layout: moveAcross(drag.layout, drag.activeId, from, to, index) });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = drag?.activeId != null ? cardsById.get(drag.activeId) : undefined;
    const closing = over ? closingStages.find((stage) => stage.key === closingStageOf(over.id)) : undefined;
    if (card && closing) {
      // Won asks to confirm, lost asks why; the card stays out of the columns meanwhile.
      setDrag({ activeId: null, layout: layoutOf(board), base: board });
      setPendingClose({ card, stage: closing, afterId: null });
      return;
    }
    const from = drag ? stageOfId(active.id, drag.layout) : undefined;
    const to = drag && over ? stageOfId(over.id, drag.layout) : undefined;
    if (!drag || !card || !over || !from || !to) {
      setDrag(null);
      return;
    }
    let final = drag.layout;
    if (from !== to) {
      final = moveAcross(
        final,
        card.id,
        from,
        to,
        collapsed.includes(to) ? 0 : indexOver(final, to, active, over),
      );
    } else if (typeof over.id === 'number') {
      const ids = final[to] ?? [];
      final = { ...final, [to]: arrayMove(ids, ids.indexOf(card.id), ids.indexOf(over.id)) };
    }
    const afterId = cardAbove(final, to, card.id);
    if (to === card.stage && afterId === cardAbove(layoutOf(board), to, card.id)) {
      setDrag(null);
      return;
    }
    setDrag({ activeId: null, layout: final, base: board });
    commit(card, to, afterId, null);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const card = cardsById.get(Number(active.id));
      return card
        ? t('pipeline.board.announce.pickedUp', { title: card.title, stage: stageName(card.stage) })
        : undefined;
    },
    onDragOver: ({ active, over }) => {
      const card = cardsById.get(Number(active.id));
      const closing = over ? closingStageOf(over.id) : undefined;
      if (card && closing)
        return t('pipeline.board.announce.overClose', { title: card.title, stage: stageName(closing) });
      const stage = over ? stageOfId(over.id, layout) : undefined;
      if (!card || !over || !stage) return undefined;
      const ids = layout[stage] ?? [];
      const position = (typeof over.id === 'number' ? ids.indexOf(over.id) : ids.length) + 1;
      return t('pipeline.board.announce.over', { title: card.title, stage: stageName(stage), position });
    },
    onDragEnd: ({ active, over }) => {
      const card = cardsById.get(Number(active.id));
      if (!card) return undefined;
      const closing = over ? closingStageOf(over.id) : undefined;
      if (closing)
        return t('pipeline.board.announce.droppedClose', { title: card.title, stage: stageName(closing) });
      const stage = over ? stageOfId(over.id, layout) : undefined;
      if (!stage) return t('pipeline.board.announce.droppedNowhere', { title: card.title });
      const ids = layout[stage] ?? [];
      const position = (typeof over?.id === 'number' ? ids.indexOf(over.id) : ids.length) + 1;
      return t('pipeline.board.announce.dropped', { title: card.title, stage: stageName(stage), position });
    },
    onDragCancel: ({ active }) => {
      const card = cardsById.get(Number(active.id));
      return card
        ? t('pipeline.board.announce.cancelled', { title: card.title, stage: stageName(card.stage) })
        : undefined;
    },
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('pipeline.board.instructions') },
        }}
        onDragStart={({ active }) =>
          setDrag({ activeId: Number(active.id), layout: layoutOf(board), base: board })
        }
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDrag(null)}
      >
        <BoardScroller scrollerRef={scrollerRef}>
          {/* Relative: the cards' screen-reader-only texts are absolutely placed, and would otherwise
              escape the board's own scrolling and make the whole page scroll sideways. */}
          <section
            ref={scrollerRef}
            aria-label={t('pipeline.board.label')}
            className="relative flex items-start gap-3 overflow-x-auto pb-3"
          >
            {board.columns.map((column, index) => {
              const stage = stages[index];
              if (!stage) return null;
              const cards = (layout[column.stage] ?? []).flatMap((id) => cardsById.get(id) ?? []);
              return (
                <BoardColumn
                  key={column.stage}
                  column={column}
                  stage={stage}
                  cards={cards}
                  currency={board.currency}
                  orgCode={orgCode}
                  collapsed={collapsed.includes(column.stage)}
                  onToggle={() => toggle(column.stage)}
                  onLoadMore={loadMore}
                />
              );
            })}
          </section>
        </BoardScroller>
        <CloseDropZones stages={closingStages} dragging={drag?.activeId != null} />
        <DragOverlay>
          {activeCard ? <DraggedBoardCard card={activeCard} orgCode={orgCode} /> : null}
        </DragOverlay>
      </DndContext>
      <LostReasonDialog
        open={pendingClose?.stage.kind === 'lost'}
        stageName={pendingClose?.stage.name ?? ''}
        onCancel={() => {
          setPendingClose(null);
          setDrag(null);
        }}
        onConfirm={(reason) => {
          if (pendingClose) commit(pendingClose.card, pendingClose.stage.key, pendingClose.afterId, reason);
          setPendingClose(null);
        }}
      />
      <ConfirmDialog
        open={pendingClose?.stage.kind === 'won'}
        onOpenChange={(open) => {
          if (open) return;
          setPendingClose(null);
          setDrag(null);
        }}
        tone="primary"
        title={t('pipeline.board.winTitle', { title: pendingClose?.card.title ?? '' })}
        description={t('pipeline.board.winDescription', { stage: pendingClose?.stage.name ?? '' })}
        confirmLabel={t('pipeline.board.winConfirm')}
        onConfirm={() => {
          if (pendingClose) commit(pendingClose.card, pendingClose.stage.key, pendingClose.afterId, null);
          setPendingClose(null);
        }}
      />
    </>
  );
}
