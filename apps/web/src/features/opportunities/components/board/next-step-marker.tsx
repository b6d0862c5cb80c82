import type { Opportunity } from '@aurora/contracts/opportunities';
import { dayIn } from '@aurora/contracts/time-zones';
import { AlertTriangle, CalendarCheck, CalendarClock, CalendarX, Check, ListPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import { cn } from '../../../../lib/cn';
import { type Format, useFormat } from '../../../../lib/format';
import { openQuickTask } from '../../../../lib/quick-task';
import { useMarkDealTaskDone } from '../use-mark-deal-task-done';

export type NextStepState = 'overdue' | 'today' | 'later' | 'none';

/**
 * Where the deal's next planned task stands against today in the organization's zone: what the
 * card's marker shows.
 */
export function nextStepState(
  card: Pick<Opportunity, 'next_task'>,
  timeZone: string,
  now = new Date(),
): NextStepState {
  const task = card.next_task;
  if (!task) return 'none';
  const today = dayIn(now, timeZone);
  if (task.due_at) {
    const due = new Date(task.due_at);
    if (due < now) return 'overdue';
    return dayIn(due, timeZone) === today ? 'today' : 'later';
  }
  if (!task.due_date) return 'later';
  if (task.due_date < today) return 'overdue';
  return task.due_date === today ? 'today' : 'later';
}

const STYLES: Record<NextStepState, { icon: typeof CalendarClock; className: string }> = {
  overdue: {
    icon: CalendarX,
    className: 'text-error-600 bg-error-50 dark:text-error-400 dark:bg-error-500/15',
  },
  today: {
    icon: CalendarCheck,
    className: 'text-warning-700 bg-warning-50 dark:text-warning-300 dark:bg-warning-500/15',
  },
  later: {
    icon: CalendarClock,
    className: 'text-neutral-600 bg-neutral-100 dark:text-neutral-300 dark:bg-neutral-800',
  },
  none: {
    icon: AlertTriangle,
    className: 'text-warning-700 bg-warning-50 dark:text-warning-300 dark:bg-warning-500/15',
  },
};

/** The due time of a task due today, else its day, on the organization's clock. */
export function dueLabel(task: NonNullable<Opportunity['next_task']>, format: Format): string | null {
  if (task.due_at) {
    const due = new Date(task.due_at);
    return dayIn(due, format.scope.timeZone) === format.today() ? format.time(due) : format.date(due);
  }
  return task.due_date ? format.day(task.due_date) : null;
}

/**
 * A card's next step at a glance (overdue, today, later, nothing planned), opening the planned
 * task with "Mark done", and "Schedule a task" about the deal.
 */
export function NextStepMarker({ card }: { card: Opportunity }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { markDone, pending } = useMarkDealTaskDone();
  const [open, setOpen] = useState(false);
  const state = nextStepState(card, format.scope.timeZone);
  const { icon: Icon, className } = STYLES[state];
  const task = card.next_task;
  const due = task ? dueLabel(task, format) : null;
  const label = t(`pipeline.nextStep.${state}`, { title: task?.title ?? '', due: due ?? '' });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={label}
          title={label}
          data-testid="next-step-marker"
          data-state-kind={state}
          className={cn(
            'inline-flex h-5 items-center gap-1 rounded px-1 text-[11px] font-medium focus-visible:outline-2 focus-visible:outline-primary-500',
            className,
          )}
        >
          <Icon aria-hidden="true" className="size-3" />
          {state === 'none' ? null : (
            <span className="max-w-16 truncate">{due ?? t('pipeline.nextStep.noDate')}</span>
          )}
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-72" onPointerDown={(event) => event.stopPropagation()}>
        <p className="text-xs font-medium text-neutral-500 dark:text-neutral-400">
          {t('pipeline.nextStep.heading')}
        </p>
        {task && state !== 'none' ? (
          <div className="mt-1">
            <p className="font-medium text-neutral-900 dark:text-white">{task.title}</p>
            <p
              className={cn(
                'text-xs',
                state === 'overdue' ? 'text-error-600 dark:text-error-400' : 'text-neutral-500',
              )}
            >
              {due ? t(`pipeline.nextStep.due.${state}`, { due }) : t('pipeline.nextStep.noDate')}
            </p>
          </div>
        ) : (
          <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t('pipeline.nextStep.nothingHint')}</p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {task ? (
            <Button
              size="sm"
              variant="primary"
              loading={pending}
              onClick={() => markDone(task, () => setOpen(false))}
            >
              <Check aria-hidden="true" />
              {t('pipeline.nextStep.markDone')}
            </Button>
          ) : null}
          <Button
            size="sm"
            onClick={() => {
              setOpen(false);
              openQuickTask([{ type: 'opportunity', id: card.id, name: card.title }]);
            }}
          >
            <ListPlus aria-hidden="true" />
            {t('pipeline.nextStep.schedule')}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
