import { TASK_GROUPS, TASK_VIEWS, type Task, type TaskGroup, type TaskView } from '@aurora/contracts/tasks';
import { CheckSquare, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/data-table/export-button';
import { RecordList } from '../../../components/data-table/record-list';
import { SavedViewPicker } from '../../../components/data-table/saved-view-picker';
import { useListState } from '../../../components/data-table/use-list-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useOwnerOptions } from '../../../entities/users/use-owner-options';
import { cn } from '../../../lib/cn';
import { QUICK_TASK_SHORTCUT } from '../../../lib/quick-task';
import { useTask } from '../api/get-task';
import { useTasks } from '../api/get-tasks';
import { useDeleteTask } from '../api/task-actions';
import { SnoozeMenu, TaskTypeAction } from '../components/task-actions';
import { TASKS_LIST, useTaskColumns, useTaskFilterFields } from '../components/task-columns';
import { TaskFormDialog } from '../components/task-form-dialog';

const TAB_KEY = 'tab';
const TASK_KEY = 'task';
/** "Any time": every group, open or done, kept as a filter so a saved view keeps it too. */
const ALL_GROUPS = TASK_GROUPS.join(',');
/** What the list shows with no group or status chosen: what is still to do. */
const OPEN_ONLY = { 'filter[status]': 'open' };

type GroupChoice = TaskGroup | 'open' | 'any';

/** A row of segmented buttons (the views, the groups). */
function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset
      aria-label={label}
      className="inline-flex rounded-lg border-0 bg-neutral-100 p-0.5 dark:bg-neutral-800"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-primary-500',
            option.value === value
              ? 'bg-white text-neutral-900 shadow-xs dark:bg-neutral-900 dark:text-white'
              : 'text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

export function TasksListRoute() {
  const { t } = useTranslation();
  const orgCode = useParams().orgCode ?? '';
  const [params, setParams] = useSearchParams();
  const list = useListState(TASKS_LIST);
  const tab = (TASK_VIEWS as readonly string[]).includes(params.get(TAB_KEY) ?? '')
    ? (params.get(TAB_KEY) as TaskView)
    : 'all';
  const groupIndex = list.state.filters.findIndex(
    (filter) => filter.field === 'group' && filter.operator === 'eq',
  );
  const groupValue = groupIndex >= 0 ? list.state.filters[groupIndex]?.value : undefined;
  const group: GroupChoice =
    groupValue === undefined ? 'open' : groupValue === ALL_GROUPS ? 'any' : (groupValue as TaskGroup);
  const byStatus = list.state.filters.some((filter) => filter.field === 'status');
  const apiQuery = useMemo(
    () => ({
      ...(group === 'open' && !byStatus ? OPEN_ONLY : {}),
      ...list.apiQuery,
      ...(tab === 'all' ? {} : { view: tab }),
    }),
    [list.apiQuery, tab, group, byStatus],
  );
  const tasks = useTasks(apiQuery);
  const owners = useOwnerOptions(
    useMemo(() => (tasks.data?.data ?? []).map((task) => task.assignee), [tasks.data]),
  );

  // `?task=12` (a reminder, a timeline link) opens that task's form.
  const openId = Number(params.get(TASK_KEY)) || null;
  const opened = useTask(openId);
  const [editing, setEditing] = useState<Task | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const remove = useDeleteTask();
  const setParam = (key: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        if (key === TAB_KEY) next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );

  const onOpen = useCallback((task: Task) => setEditing(task), []);
  const columns = useTaskColumns(onOpen);
  const actionsColumn = useMemo(
    () => ({
      id: 'actions',
      header: t('common.actions'),
      required: true,
      cell: (task: Task) => (
        <div className="flex items-center justify-end gap-0.5">
          <TaskTypeAction task={task} organizationCode={orgCode} />
          <SnoozeMenu task={task} size="icon-sm" />
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`${t('tasks.actions.edit')}: ${task.title}`}
            onClick={(event) => {
              event.stopPropagation();
              setEditing(task);
            }}
          >
            <Pencil />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`${t('tasks.actions.delete')}: ${task.title}`}
            onClick={(event) => {
              event.stopPropagation();
              setDeleting(task);
            }}
          >
            <Trash2 />
          </Button>
        </div>
      ),
    }),
    [t, orgCode],
  );
  const allColumns = useMemo(() => [...columns, actionsColumn], [columns, actionsColumn]);
  const visibleList = useMemo(
    () => ({ ...list, apiQuery, columns: [...list.columns, 'actions'] }),
    [list, apiQuery],
  );
  const filterFields = useTaskFilterFields(owners.filterOptions);
  const getRowId = useCallback((task: Task) => task.id, []);
  const getRowLabel = useCallback((task: Task) => task.title, []);

  const newTask = (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      {t('tasks.new')}
    </Button>
  );
  const formTask = editing ?? (openId ? opened.data : undefined);

  return (
    <div>
      <PageHeader
        title={t('tasks.title')}
        description={t('tasks.description')}
        actions={
          <>
            <ExportButton module="tasks" list={visibleList} columns={allColumns} />
            {newTask}
          </>
        }
      />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Segmented
          label={t('tasks.views.label')}
          value={tab}
          options={TASK_VIEWS.map((view) => ({ value: view, label: t(`tasks.views.${view}`) }))}
          onChange={(view) => setParam(TAB_KEY, view === 'all' ? null : view)}
        />
        <Segmented
          label={t('tasks.groups.label')}
          value={group}
          options={[
            { value: 'open' as GroupChoice, label: t('tasks.groups.open') },
            ...TASK_GROUPS.map((value) => ({
              value: value as GroupChoice,
              label: t(`tasks.groups.${value}`),
            })),
            { value: 'any' as GroupChoice, label: t('tasks.groups.any') },
          ]}
          onChange={(value) => {
            if (value === 'open') {
              if (groupIndex >= 0) list.removeFilter(groupIndex);
            } else {
              list.setFilter(
                { field: 'group', operator: 'eq', value: value === 'any' ? ALL_GROUPS : value },
                groupIndex >= 0 ? groupIndex : undefined,
              );
            }
          }}
        />
      </div>
      <RecordList
        list={visibleList}
        query={tasks}
        caption={t('tasks.title')}
        columns={allColumns}
        filterFields={filterFields}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        onRowOpen={onOpen}
        searchLabel={t('tasks.search')}
        searchPlaceholder={t('tasks.searchPlaceholder')}
        countLabel={(count) => t('tasks.count', { count })}
        viewPicker={<SavedViewPicker module="tasks" list={list} allLabel={t('tasks.all')} />}
        bulk={{
          module: 'tasks',
          actions: {
            assign: { options: owners.assignOptions },
            setStatus: {
              options: [
                { value: 'done', label: t('tasks.bulk.complete'), color: '#22c55e' },
                { value: 'open', label: t('tasks.bulk.reopen'), color: '#3b82f6' },
                { value: 'cancelled', label: t('tasks.bulk.cancel'), color: '#a1a1aa' },
              ],
            },
            delete: true,
          },
        }}
        empty={{
          icon: <CheckSquare />,
          title: t('tasks.empty'),
          description: t('tasks.emptyHint', { shortcut: QUICK_TASK_SHORTCUT.label }),
          action: newTask,
        }}
      />
      <TaskFormDialog open={creating} onOpenChange={setCreating} organizationCode={orgCode} />
      <TaskFormDialog
        key={formTask?.id ?? 'none'}
        open={Boolean(formTask)}
        onOpenChange={(open) => {
          if (!open) {
            setEditing(null);
            if (openId) setParam(TASK_KEY, null);
          }
        }}
        organizationCode={orgCode}
        task={formTask}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('tasks.actions.deleteTitle')}
        description={t('tasks.actions.deleteDescription', { title: deleting?.title ?? '' })}
        confirmLabel={t('tasks.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: () => {
                toast({ title: t('tasks.actions.deleted'), description: deleting.title, color: 'success' });
                setDeleting(null);
              },
              onError: (error) => toastFailure({ title: t('tasks.actions.failed'), error }),
            },
          );
        }}
      />
    </div>
  );
}
