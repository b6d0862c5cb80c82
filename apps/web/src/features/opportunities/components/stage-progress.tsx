import type { Status } from '@aurora/contracts/reference';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/**
 * The stages as one bar: the open ones in order, reached ones filled with the current stage's
 * colour, then won and lost. Each segment moves the deal there; from a won or lost stage, an open
 * segment reopens it.
 */
export function StageProgress({
  stages,
  current,
  disabled,
  onSelect,
}: {
  stages: Status[];
  current: string;
  disabled?: boolean;
  onSelect: (stage: Status) => void;
}) {
  const { t } = useTranslation();
  const currentStage = stages.find((stage) => stage.key === current);
  const currentIndex = stages.findIndex((stage) => stage.key === current);
  const tint = currentStage?.color ?? '#71717a';
  const closed = currentStage?.stage_kind !== 'open';
  return (
    <ol aria-label={t('opportunityPage.stages')} className="flex w-full gap-1 overflow-x-auto pb-1">
      {stages.map((stage, index) => {
        const isCurrent = stage.key === current;
        // Open stages up to the current one are behind the deal; a closed deal filled none.
        const reached = isCurrent || (!closed && stage.stage_kind === 'open' && index < currentIndex);
        return (
          <li key={stage.key} className="min-w-24 flex-1">
            <button
              type="button"
              disabled={disabled || isCurrent}
              aria-current={isCurrent ? 'step' : undefined}
              title={
                isCurrent
                  ? t('opportunityPage.currentStage', { stage: stage.name })
                  : t('opportunityPage.moveTo', { stage: stage.name })
              }
              onClick={() => onSelect(stage)}
              className={cn(
                'flex h-8 w-full items-center justify-center gap-1 truncate rounded-md px-2 text-xs font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500 disabled:cursor-default',
                reached
                  ? 'text-neutral-900 ring-transparent dark:text-white'
                  : 'bg-white text-neutral-600 ring-neutral-200 hover:bg-neutral-50 dark:bg-neutral-900 dark:text-neutral-400 dark:ring-neutral-800 dark:hover:bg-neutral-800',
                isCurrent && 'font-semibold',
              )}
              style={
                reached
                  ? {
                      backgroundColor: `color-mix(in srgb, ${isCurrent ? stage.color : tint} ${isCurrent ? 30 : 16}%, transparent)`,
                    }
                  : undefined
              }
            >
              {reached && !isCurrent ? <Check aria-hidden="true" className="size-3.5 shrink-0" /> : null}
              <span className="truncate">{stage.name}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
