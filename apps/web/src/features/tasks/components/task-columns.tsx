import {
  TASK_FILTERS,
  TASK_ORIGINS,
  TASK_PRIORITIES,
  TASK_SORTS,
  TASK_STATUSES,
  TASK_TYPES,
  type Task,
} from '@aurora/contracts/tasks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateCell, EmptyCell, OwnerCell } from '../../../components/data-table/cells';
import { CELL_WIDTH, type DataTableColumn } from '../../../components/data-table/data-table';
import type { FilterFieldDef, FilterOption } from '../../../components/data-table/filter-fields';
import type { ListConfig } from '../../../components/data-table/list-state';
import { Badge } from '../../../components/ui/badge';
import { useFormat } from '../../../lib/format';
import { CompleteToggle } from './task-actions';
import { dueLabel, GROUP_TONES, PRIORITY_TONES, relatedLabelKey, relatedName } from './task-format';

const COLUMNS = [
  'done',
  'title',
  'group',
  'due',
  'priority',
  'type',
  'assignee',
  'team',
  'related',
  'origin',
  'status',
  'completed_at',
  'created_at',
  'updated_at',
] as const;

/** The tasks list: the contract's filters and sorts (soonest due first), the table's columns. */
export const TASKS_LIST: ListConfig = {
  filters: TASK_FILTERS,
  sorts: TASK_SORTS,
  defaultSort: 'due',
  columns: COLUMNS,
  // Done, what, when (overdue in red), whose, and about whom, beside the row's actions: at most
  // 998 px wide, so it fits a 1366-pixel laptop (components/data-table/README.md). The group is
  // the filter above the list.
  defaultColumns: ['done', 'title', 'due', 'assignee', 'related'],
};

export function useTaskColumns(onOpen: (task: Task) => void): DataTableColumn<Task>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'done',
        header: t('tasks.actions.complete'),
        required: true,
        exportColumns: ['status'],
        cell: (task) => <CompleteToggle task={task} />,
      },
      {
        id: 'title',
        header: t('tasks.fields.title'),
        sortKey: 'title',
        required: true,
        maxWidth: CELL_WIDTH.title,
        exportColumns: ['title', 'description'],
        cell: (task) => (
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              onOpen(task);
            }}
            className={
              task.status === 'open'
                ? 'max-w-full truncate text-left font-medium text-neutral-900 hover:underline dark:text-white'
                : 'max-w-full truncate text-left font-medium text-neutral-500 line-through hover:underline dark:text-neutral-400'
            }
          >
            {task.title}
          </button>
        ),
      },
      {
        id: 'group',
        header: t('tasks.fields.group'),
        exportColumns: ['group'],
        cell: (task) => <Badge tone={GROUP_TONES[task.group]}>{t(`tasks.groups.${task.group}`)}</Badge>,
      },
      {
        id: 'due',
        header: t('tasks.fields.due'),
        sortKey: 'due',
        exportColumns: ['due_date', 'due_time'],
        cell: (task) => {
          const label = dueLabel(task, format);
          if (!label) return <EmptyCell />;
          return (
            <span
              className={
                task.group === 'overdue' ? 'font-medium text-error-600 dark:text-error-400' : undefined
              }
            >
              {label}
            </span>
          );
        },
      },
      {
        id: 'priority',
        header: t('tasks.fields.priority'),
        sortKey: 'priority',
        exportColumns: ['priority'],
        cell: (task) => (
          <Badge tone={PRIORITY_TONES[task.priority]}>{t(`tasks.priorities.${task.priority}`)}</Badge>
        ),
      },
      {
        id: 'type',
        header: t('tasks.fields.type'),
        sortKey: 'type',
        exportColumns: ['type'],
        cell: (task) => t(`tasks.types.${task.type}`),
      },
      {
        id: 'assignee',
        header: t('tasks.fields.assignee'),
        sortKey: 'assignee',
        maxWidth: CELL_WIDTH.person,
        exportColumns: ['assignee_name'],
        cell: (task) =>
          task.assignment_reason ? (
            <span
              title={t(`tasks.reasons.${task.assignment_reason.code}`, {
                name: task.assignment_reason.name ?? '',
              })}
            >
              <OwnerCell owner={task.assignee} />
            </span>
          ) : (
            <OwnerCell owner={task.assignee} />
          ),
      },
      {
        id: 'team',
        header: t('tasks.fields.team'),
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['team_name'],
        cell: (task) => task.team?.name ?? <EmptyCell />,
      },
      {
        id: 'related',
        header: t('tasks.fields.related'),
        maxWidth: CELL_WIDTH.text,
        exportColumns: ['related'],
        cell: (task) =>
          task.related.length ? (
            <span className="text-sm">
              {task.related
                .map((record) => `${t(relatedLabelKey(record.type))}: ${relatedName(record)}`)
                .join(', ')}
            </span>
          ) : (
            <EmptyCell />
          ),
      },
      {
        id: 'origin',
        header: t('tasks.fields.origin'),
        exportColumns: ['origin'],
        cell: (task) => t(`tasks.origins.${task.origin}`),
      },
      {
        id: 'status',
        header: t('tasks.fields.status'),
        sortKey: 'status',
        exportColumns: ['status'],
        cell: (task) => t(`tasks.statuses.${task.status}`),
      },
      {
        id: 'completed_at',
        header: t('tasks.fields.completed_at'),
        sortKey: 'completed_at',
        exportColumns: ['completed_at', 'completed_by_name'],
        cell: (task) => <DateCell value={task.completed_at} withTime />,
      },
      {
        id: 'created_at',
        header: t('tasks.fields.created_at'),
        sortKey: 'created_at',
        exportColumns: ['created_at'],
        cell: (task) => <DateCell value={task.created_at} />,
      },
      {
        id: 'updated_at',
        header: t('tasks.fields.updated_at'),
        sortKey: 'updated_at',
        cell: (task) => <DateCell value={task.updated_at} withTime />,
      },
    ],
    [t, format, onOpen],
  );
}

/** The filter bar's fields. */
export function useTaskFilterFields(owners: FilterOption[]): FilterFieldDef[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const options = <K extends string>(values: readonly K[], label: (value: K) => string) =>
      values.map((value) => ({ value, label: label(value) }));
    return [
      {
        id: 'status',
        label: t('tasks.fields.status'),
        type: TASK_FILTERS.status,
        options: options(TASK_STATUSES, (v) => t(`tasks.statuses.${v}`)),
      },
      {
        id: 'type',
        label: t('tasks.fields.type'),
        type: TASK_FILTERS.type,
        options: options(TASK_TYPES, (v) => t(`tasks.types.${v}`)),
      },
      {
        id: 'priority',
        label: t('tasks.fields.priority'),
        type: TASK_FILTERS.priority,
        options: options(TASK_PRIORITIES, (v) => t(`tasks.priorities.${v}`)),
      },
      {
        id: 'assignee_id',
        label: t('tasks.fields.assignee'),
        type: TASK_FILTERS.assignee_id,
        options: owners,
      },
      { id: 'due_date', label: t('tasks.fields.due_date'), type: TASK_FILTERS.due_date },
      {
        id: 'origin',
        label: t('tasks.fields.origin'),
        type: TASK_FILTERS.origin,
        options: options(TASK_ORIGINS, (v) => t(`tasks.origins.${v}`)),
      },
      { id: 'title', label: t('tasks.fields.title_filter'), type: TASK_FILTERS.title },
      { id: 'completed_at', label: t('tasks.fields.completed_at'), type: TASK_FILTERS.completed_at },
      { id: 'created_at', label: t('tasks.fields.created_at'), type: TASK_FILTERS.created_at },
    ];
  }, [t, owners]);
}
