import type { Board, Opportunity } from '@aurora/contracts/opportunities';
import type { Status } from '@aurora/contracts/reference';
import type { LostReason } from '../lost-reason-dialog';

/** Card ids of every column, in board order: what a drag rearranges. */
export type BoardLayout = Record<string, number[]>;

export function layoutOf(board: Board): BoardLayout {
  return Object.fromEntries(
    board.columns.map((column) => [column.stage, column.cards.map((card) => card.id)]),
  );
}

/** The card above `id` in its column (null: it is at the top). */
export function cardAbove(layout: BoardLayout, stage: string, id: number): number | null {
  const ids = layout[stage] ?? [];
  return ids[ids.indexOf(id) - 1] ?? null;
}

/**
 * The card as the server will answer it once in `stage`, near enough to show at once: a stage
 * change gives the stage's probability (the server drops a deal's own one) and restarts its days.
 */
export function movedCard(card: Opportunity, stage: Status, reason: LostReason | null): Opportunity {
  if (stage.key === card.stage) return card;
  const probability = stage.probability ?? card.probability;
  return {
    ...card,
    stage: stage.key,
    stage_kind: stage.stage_kind ?? card.stage_kind,
    probability,
    probability_is_custom: false,
    weighted_amount: Math.round((card.amount * probability) / 100),
    days_in_stage: 0,
    is_rotting: false,
    lost_reason: reason?.lost_reason ?? (stage.stage_kind === 'lost' ? card.lost_reason : null),
    lost_note: reason?.lost_note ?? (stage.stage_kind === 'lost' ? card.lost_note : null),
  };
}

/**
 * The board with `card` (now `moved`) below `afterId` of its new column. Counts move by one and
 * sums by the card's amounts when it is in the board's currency: the refetch after the move brings
 * the exact totals.
 */
export function moveOnBoard(
  board: Board,
  card: Opportunity,
  moved: Opportunity,
  afterId: number | null,
): Board {
  const counted = card.currency === board.currency;
  const changesStage = card.stage !== moved.stage;
  return {
    ...board,
    columns: board.columns.map((column) => {
      const isSource = column.stage === card.stage;
      const isTarget = column.stage === moved.stage;
      if (!isSource && !isTarget) return column;
      const cards = column.cards.filter((item) => item.id !== card.id);
      if (isTarget) {
        const index = afterId === null ? 0 : cards.findIndex((item) => item.id === afterId) + 1;
        cards.splice(index, 0, moved);
      }
      if (!changesStage) return { ...column, cards };
      const sign = isTarget ? 1 : -1;
      const amounts = isTarget ? moved : card;
      return {
        ...column,
        cards,
        count: column.count + sign,
        amount: column.amount + (counted ? sign * amounts.amount : 0),
        weighted_amount: column.weighted_amount + (counted ? sign * amounts.weighted_amount : 0),
      };
    }),
  };
}
