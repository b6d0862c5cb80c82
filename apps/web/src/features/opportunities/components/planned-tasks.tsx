import { Check, ListPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useOpenTasksAbout } from '../../../entities/tasks/get-open-tasks-about';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { openQuickTask } from '../../../lib/quick-task';
import { dueLabel, nextStepState } from './board/next-step-marker';
import { useMarkDealTaskDone } from './use-mark-deal-task-done';

/** The deal's open tasks, soonest first, each to mark done; and a new one to plan. */
export function PlannedTasks({ deal }: { deal: { id: number; title: string } }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tasks = useOpenTasksAbout({ type: 'opportunity', id: deal.id });
  const { markDone, pending } = useMarkDealTaskDone();

  return (
    <Card className="p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-neutral-900 dark:text-white">
          {t('opportunityPage.plannedTasks')}
        </h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => openQuickTask([{ type: 'opportunity', id: deal.id, name: deal.title }])}
        >
          <ListPlus aria-hidden="true" />
          {t('pipeline.nextStep.schedule')}
        </Button>
      </div>
      {tasks.isPending ? (
        <Spinner />
      ) : (tasks.data ?? []).length === 0 ? (
        <p className="text-sm text-warning-700 dark:text-warning-300">{t('pipeline.nextStep.nothingHint')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-100 dark:divide-neutral-800">
          {(tasks.data ?? []).map((task) => {
            const state = nextStepState({ next_task: task }, format.scope.timeZone);
            const due = dueLabel(task, format);
            return (
              <li key={task.id} className="flex items-center gap-2 py-1.5 text-sm">
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={t('opportunityPage.markTaskDone', { title: task.title })}
                  onClick={() => markDone(task)}
                  disabled={pending}
                >
                  <Check />
                </Button>
                <span className="min-w-0 flex-1 truncate text-neutral-900 dark:text-neutral-100">
                  {task.title}
                </span>
                {due ? (
                  <span
                    className={cn(
                      'shrink-0 text-xs',
                      state === 'overdue'
                        ? 'font-medium text-error-600 dark:text-error-400'
                        : state === 'today'
                          ? 'text-warning-700 dark:text-warning-300'
                          : 'text-neutral-500',
                    )}
                  >
                    {due}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
