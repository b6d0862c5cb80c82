import type { UniqueIdentifier } from '@dnd-kit/core';
import { useDroppable } from '@dnd-kit/core';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import type { BoardStage } from './board-column';

const CLOSE_PREFIX = 'close:';

/** The won or lost stage a drop id names (the drop zones' ids, apart from columns and cards). */
export const closingStageOf = (id: UniqueIdentifier) =>
  typeof id === 'string' && id.startsWith(CLOSE_PREFIX) ? id.slice(CLOSE_PREFIX.length) : undefined;

function CloseDropZone({ stage }: { stage: BoardStage }) {
  const { t } = useTranslation();
  const droppable = useDroppable({ id: `${CLOSE_PREFIX}${stage.key}` });
  const won = stage.kind === 'won';
  const Icon = won ? CircleCheck : CircleX;
  return (
    <div
      ref={droppable.setNodeRef}
      data-testid={`close-zone-${stage.key}`}
      className={cn(
        'flex h-16 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg border-2 border-dashed text-sm font-semibold transition-colors',
        won
          ? 'border-success-400 bg-success-50 text-success-800 dark:border-success-500/60 dark:bg-success-500/15 dark:text-success-100'
          : 'border-error-400 bg-error-50 text-error-800 dark:border-error-500/60 dark:bg-error-500/15 dark:text-error-100',
        droppable.isOver &&
          (won ? 'bg-success-100 ring-4 ring-success-500/40' : 'bg-error-100 ring-4 ring-error-500/40'),
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      {t(won ? 'pipeline.board.dropWon' : 'pipeline.board.dropLost', { stage: stage.name })}
    </div>
  );
}

/**
 * The won and lost stages as drop zones along the bottom of the window, shown while a card is
 * dragged: a closed deal leaves the board, so these are not columns.
 */
export function CloseDropZones({ stages, dragging }: { stages: BoardStage[]; dragging: boolean }) {
  if (!dragging || stages.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center px-4 pb-4">
      <div className="pointer-events-auto flex w-full max-w-3xl gap-3 rounded-xl bg-white/90 p-2 shadow-lg ring-1 ring-neutral-200 backdrop-blur dark:bg-neutral-950/90 dark:ring-neutral-800">
        {stages.map((stage) => (
          <CloseDropZone key={stage.key} stage={stage} />
        ))}
      </div>
    </div>
  );
}
