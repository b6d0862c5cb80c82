import type { Opportunity } from '@aurora/contracts/opportunities';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { Tooltip } from '../../../../components/ui/tooltip';
import { cn } from '../../../../lib/cn';
import { useMoney } from '../../../../lib/money';
import { NextStepMarker } from './next-step-marker';

const DAY_MS = 86_400_000;

type CardProps = { card: Opportunity; orgCode: string; rotAfterDays?: number | null | undefined };

/** Why a deal is rotting: how long it has been quiet, against its stage's period. */
function RotMarker({ card, rotAfterDays }: { card: Opportunity; rotAfterDays: number | null | undefined }) {
  const { t } = useTranslation();
  const quietDays = Math.max(
    0,
    Math.floor((Date.now() - new Date(card.last_activity_at).getTime()) / DAY_MS),
  );
  const label =
    rotAfterDays == null
      ? t('pipeline.rot.quiet', { count: quietDays })
      : t('pipeline.rot.why', { count: quietDays, days: rotAfterDays });
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={label}
        data-testid="rot-marker"
        className="inline-flex h-5 items-center rounded bg-warning-50 px-1 text-warning-700 focus-visible:outline-2 focus-visible:outline-primary-500 dark:bg-warning-500/15 dark:text-warning-300"
      >
        <Hourglass aria-hidden="true" className="size-3" />
      </button>
    </Tooltip>
  );
}

/**
 * What a card shows, compact (a board shows many at once): the deal and its amount, the client,
 * its next step, whether it rots and its owner. `interactive` false for the copy that follows the
 * pointer while dragging.
 */
function BoardCardContent({
  card,
  orgCode,
  rotAfterDays,
  interactive = true,
}: CardProps & { interactive?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <div className="flex items-baseline justify-between gap-2">
        {interactive ? (
          <Link
            to={`/${orgCode}/opportunities/${card.id}`}
            draggable={false}
            // The link covers the card, so a click anywhere on it opens the deal.
            className="min-w-0 truncate text-sm font-medium text-neutral-900 after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-white"
          >
            {card.title}
          </Link>
        ) : (
          <p className="min-w-0 truncate text-sm font-medium text-neutral-900 dark:text-white">
            {card.title}
          </p>
        )}
        <span className="shrink-0 text-xs font-semibold tabular-nums text-neutral-900 dark:text-neutral-100">
          {money.format(card.amount, card.currency, { compact: true })}
        </span>
      </div>
      <div className="mt-1 flex items-center gap-1.5">
        <p className="min-w-0 flex-1 truncate text-xs text-neutral-500 dark:text-neutral-400">
          {card.client.name}
        </p>
        {/* Above the link that covers the card, so its buttons get the clicks. */}
        <div className="pointer-events-none relative z-10 flex shrink-0 items-center gap-1 [&>*]:pointer-events-auto">
          {interactive ? <NextStepMarker card={card} /> : null}
          {interactive && card.is_rotting ? <RotMarker card={card} rotAfterDays={rotAfterDays} /> : null}
          {card.owner ? (
            <span
              role="img"
              aria-label={t('pipeline.board.owner', { name: card.owner.name })}
              title={card.owner.name}
            >
              <Avatar name={card.owner.name} size="sm" className="size-5 text-[9px]" />
            </span>
          ) : null}
        </div>
      </div>
    </>
  );
}

const cardClasses =
  'relative rounded-lg border border-neutral-200 bg-white px-2.5 py-2 shadow-xs dark:border-neutral-800 dark:bg-neutral-900';

/** A deal on the board: dragged with the pointer, or with the keyboard from the focused card. */
export function SortableBoardCard({ card, orgCode, rotAfterDays }: CardProps) {
  const { t } = useTranslation();
  const sortable = useSortable({
    id: card.id,
    attributes: { role: 'listitem', roleDescription: t('pipeline.board.cardRole') },
  });
  return (
    <li
      ref={(node) => {
        sortable.setNodeRef(node);
        // Keys pressed on the card's link and call button keep their meaning: only the card itself starts a drag.
        sortable.setActivatorNodeRef(node);
      }}
      data-testid={`board-card-${card.id}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        cardClasses,
        'cursor-grab touch-manipulation hover:border-neutral-300 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500 dark:hover:border-neutral-700',
        sortable.isDragging && 'opacity-40',
      )}
      {...sortable.attributes}
      {...sortable.listeners}
    >
      <BoardCardContent card={card} orgCode={orgCode} rotAfterDays={rotAfterDays} />
    </li>
  );
}

/** The card under the pointer while it is dragged. */
export function DraggedBoardCard({ card, orgCode }: CardProps) {
  return (
    <div className={cn(cardClasses, 'cursor-grabbing shadow-lg ring-2 ring-primary-500/40')}>
      <BoardCardContent card={card} orgCode={orgCode} interactive={false} />
    </div>
  );
}
