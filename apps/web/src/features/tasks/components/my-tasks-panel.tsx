import type { MyTask } from '@aurora/contracts/tasks';
import { CheckSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryErrorPanel } from '../../../components/ui/query-error-card';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { useFormatOf } from '../../../lib/format';
import { useMyTasks } from '../api/get-my-tasks';
import { CompleteToggle, SnoozeMenu, TaskTypeAction, useAssignmentReason } from './task-actions';
import { dueLabel, GROUP_TONES, relatedName } from './task-format';
import { TaskRecordingRow } from './task-recordings';

const SHOWN_GROUPS = ['overdue', 'today', 'upcoming'] as const;

function MyTaskRow({ task }: { task: MyTask }) {
  const { t } = useTranslation();
  const code = task.organization.code.toLowerCase();
  const due = dueLabel(task, useFormatOf()(code));
  const reason = useAssignmentReason(task);
  return (
    <TaskRecordingRow related={task.related} organizationCode={code}>
      <CompleteToggle task={task} organizationCode={code} />
      <div className="min-w-0 flex-1">
        <Link
          to={`/${code}/tasks?task=${task.id}`}
          className="block truncate text-sm font-medium text-neutral-900 hover:underline dark:text-white"
        >
          {task.title}
        </Link>
        <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">
          {[t(`tasks.types.${task.type}`), due ?? t('tasks.noDue'), ...task.related.map(relatedName)].join(
            ' · ',
          )}
        </p>
        {reason ? <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">{reason}</p> : null}
      </div>
      <span
        title={task.organization.name}
        className="rounded bg-neutral-100 px-1.5 font-mono text-[11px] font-semibold text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200"
      >
        {task.organization.code}
      </span>
      <TaskTypeAction task={task} organizationCode={code} />
      <SnoozeMenu task={task} organizationCode={code} size="icon-sm" />
    </TaskRecordingRow>
  );
}

/** "My tasks": the signed-in user's open tasks of every organization, overdue, today, upcoming. */
export function MyTasksPanel() {
  const { t } = useTranslation();
  const tasks = useMyTasks();
  return (
    <Card aria-labelledby="my-tasks-title">
      <CardHeader
        titleId="my-tasks-title"
        title={t('tasks.my.title')}
        description={t('tasks.my.description')}
      />
      {tasks.isPending ? (
        <LoadingPanel label={t('tasks.my.loading')} />
      ) : tasks.isError ? (
        <QueryErrorPanel
          title={t('tasks.my.loadError')}
          description={tasks.error.message}
          onRetry={() => void tasks.refetch()}
        />
      ) : tasks.data.data.length === 0 ? (
        <StatePanel icon={<CheckSquare />} title={t('tasks.my.empty')} />
      ) : (
        SHOWN_GROUPS.map((group) => {
          const rows = tasks.data.data.filter((task) => task.group === group);
          if (rows.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`my-tasks-${group}`}>
              <h3
                id={`my-tasks-${group}`}
                className="flex items-center gap-2 border-t border-neutral-100 bg-neutral-50/60 px-4 py-1.5 text-xs font-medium text-neutral-600 dark:border-neutral-800 dark:bg-neutral-900/40 dark:text-neutral-300"
              >
                <Badge tone={GROUP_TONES[group]}>{t(`tasks.groups.${group}`)}</Badge>
                <span className="tabular-nums">{tasks.data.meta.counts[group]}</span>
              </h3>
              <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
                {rows.map((task) => (
                  <MyTaskRow key={`${task.organization.id}:${task.id}`} task={task} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </Card>
  );
}
