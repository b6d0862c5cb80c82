import type { SnoozeTaskInput, Task } from '@aurora/contracts/tasks';
import { AlarmClock, CalendarPlus, Check, ChevronDown, Mail, RotateCcw } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { MenuContent, MenuItem, MenuSeparator } from '../../../components/ui/menu';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { CallBackButton } from '../../../entities/calls/call-back-button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { saveFile } from '../../../lib/save-file';
import { useCompleteTask, useReopenTask, useSnoozeTask } from '../api/task-actions';
import { taskCalendarFile } from './task-calendar';
import { relatedRecordPath, taskReach, typeActionOf } from './task-format';

type TaskRef = Pick<Task, 'id' | 'title' | 'status'>;

/** Complete in one click, with an "Undo" in the toast that reopens the task. */
export function useCompleteWithUndo() {
  const { t } = useTranslation();
  const complete = useCompleteTask();
  const reopen = useReopenTask();
  const failed = (error: Error) => toastFailure({ title: t('tasks.actions.failed'), error });
  return {
    pending: complete.isPending || reopen.isPending,
    complete: (task: TaskRef, organizationCode?: string | null) =>
      complete.mutate(
        { id: task.id, organizationCode },
        {
          onSuccess: () =>
            toast({
              title: t('tasks.actions.completed'),
              description: task.title,
              color: 'success',
              action: {
                label: t('tasks.actions.undo'),
                // A promise, not mutate's callbacks: the row that completed it has left a list of
                // open tasks by now, and callbacks of an unmounted caller never run.
                onClick: () =>
                  reopen
                    .mutateAsync({ id: task.id, organizationCode })
                    .then(() => toast({ title: t('tasks.actions.reopened'), description: task.title }))
                    .catch(failed),
              },
            }),
          onError: failed,
        },
      ),
    reopen: (task: TaskRef, organizationCode?: string | null) =>
      reopen.mutate(
        { id: task.id, organizationCode },
        {
          onSuccess: () => toast({ title: t('tasks.actions.reopened'), description: task.title }),
          onError: failed,
        },
      ),
  };
}

/** The round check in front of a task: completes an open task, reopens a done one. */
export function CompleteToggle({
  task,
  organizationCode,
}: {
  task: TaskRef;
  organizationCode?: string | null;
}) {
  const { t } = useTranslation();
  const actions = useCompleteWithUndo();
  const done = task.status === 'done';
  const label = done ? t('tasks.actions.reopen') : t('tasks.actions.completeNamed', { title: task.title });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={done}
      disabled={actions.pending}
      onClick={(event) => {
        event.stopPropagation();
        if (done) actions.reopen(task, organizationCode);
        else actions.complete(task, organizationCode);
      }}
      className={cn(
        'flex size-5 shrink-0 items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-50',
        done
          ? 'border-success-500 bg-success-500 text-white'
          : 'border-neutral-300 text-transparent hover:border-success-500 hover:text-success-500 dark:border-neutral-600',
      )}
    >
      <Check aria-hidden="true" className="size-3" strokeWidth={3} />
    </button>
  );
}

/** "Snooze": later today, tomorrow, next week, or a chosen day. Open tasks only. */
export function SnoozeMenu({
  task,
  organizationCode,
  size = 'sm',
}: {
  task: TaskRef;
  organizationCode?: string | null;
  size?: 'sm' | 'icon-sm';
}) {
  const { t } = useTranslation();
  const snooze = useSnoozeTask();
  const [picking, setPicking] = useState(false);
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (task.status !== 'open') return null;
  const run = (input: SnoozeTaskInput) =>
    snooze.mutate(
      { id: task.id, organizationCode, input },
      {
        onSuccess: (updated) => {
          setPicking(false);
          toast({ title: t('tasks.actions.snoozed'), description: updated.title, color: 'success' });
        },
        onError: (failure) => {
          if (picking) setError(errorMessage(failure, failure.message));
          else toastFailure({ title: t('tasks.actions.failed'), error: failure });
        },
      },
    );
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button
            size={size}
            variant="ghost"
            aria-label={t('tasks.actions.snoozeNamed', { title: task.title })}
            onClick={(event) => event.stopPropagation()}
          >
            <AlarmClock aria-hidden="true" />
            {size === 'sm' ? (
              <>
                <span className="max-sm:sr-only">{t('tasks.actions.snooze')}</span>
                <ChevronDown aria-hidden="true" className="text-neutral-400" />
              </>
            ) : null}
          </Button>
        </DropdownMenu.Trigger>
        <MenuContent align="end" onClick={(event) => event.stopPropagation()}>
          <MenuItem onSelect={() => run({ until: 'later_today' })}>{t('tasks.actions.laterToday')}</MenuItem>
          <MenuItem onSelect={() => run({ until: 'tomorrow' })}>{t('tasks.actions.tomorrow')}</MenuItem>
          <MenuItem onSelect={() => run({ until: 'next_week' })}>{t('tasks.actions.nextWeek')}</MenuItem>
          <MenuSeparator />
          <MenuItem
            onSelect={() => {
              setError(undefined);
              setPicking(true);
            }}
          >
            {t('tasks.actions.pickDate')}
          </MenuItem>
        </MenuContent>
      </DropdownMenu.Root>
      <Dialog
        open={picking}
        onOpenChange={setPicking}
        title={t('tasks.actions.snoozeNamed', { title: task.title })}
        footer={
          <>
            <Button onClick={() => setPicking(false)}>{t('common.cancel')}</Button>
            <Button
              variant="primary"
              loading={snooze.isPending}
              disabled={!day}
              onClick={() => run({ until: 'date', date: day })}
            >
              <RotateCcw aria-hidden="true" />
              {t('tasks.actions.snooze')}
            </Button>
          </>
        }
      >
        <Field id={`snooze-${task.id}`} label={t('tasks.fields.due_date')} error={error} required>
          {(aria) => (
            <Input {...aria} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          )}
        </Field>
      </Dialog>
    </>
  );
}

/**
 * What an open task's type asks to do, one click away: a call task calls (a callback task calls
 * the missed caller back, from the task's organization), an email task writes to the first related
 * record with an email, a meeting with a day downloads it as a calendar event. Other types, and
 * tasks with nobody to reach, show nothing.
 */
export function TaskTypeAction({
  task,
  organizationCode,
  size = 'icon-sm',
}: {
  task: Pick<
    Task,
    'id' | 'title' | 'description' | 'type' | 'status' | 'origin' | 'related' | 'due_date' | 'due_at'
  >;
  organizationCode: string;
  size?: 'sm' | 'icon-sm';
}) {
  const { t } = useTranslation();
  const kind = typeActionOf(task);
  const reach = taskReach(task);
  if (kind === 'call' && reach.phone) {
    const callback = task.origin === 'missed_call' || task.origin === 'voicemail';
    return (
      <CallBackButton
        organizationCode={organizationCode}
        phone={reach.phone}
        contactId={reach.contactId}
        callable={reach.callable}
        doNotCall={reach.doNotCall}
        label={callback ? 'callBack' : 'call'}
        size={size}
        variant="ghost"
      />
    );
  }
  if (kind === 'email' && reach.email) {
    const label = t('tasks.typeActions.emailNamed', { email: reach.email });
    return (
      <a
        href={`mailto:${reach.email}`}
        aria-label={label}
        title={label}
        onClick={(event) => event.stopPropagation()}
        className={buttonClasses('ghost', size)}
      >
        <Mail aria-hidden="true" />
        {size === 'sm' ? <span className="max-sm:sr-only">{t('tasks.typeActions.email')}</span> : null}
      </a>
    );
  }
  if (kind === 'calendar') {
    const label = t('tasks.typeActions.calendarNamed', { title: task.title });
    const download = () => {
      const path = relatedRecordPath(task, organizationCode);
      const file = taskCalendarFile(task, { link: path ? `${window.location.origin}${path}` : null });
      if (file) saveFile(new Blob([file], { type: 'text/calendar;charset=utf-8' }), `task-${task.id}.ics`);
    };
    return (
      <Button
        size={size}
        variant="ghost"
        aria-label={label}
        title={label}
        onClick={(event) => {
          event.stopPropagation();
          download();
        }}
      >
        <CalendarPlus aria-hidden="true" />
        {size === 'sm' ? <span className="max-sm:sr-only">{t('tasks.typeActions.calendar')}</span> : null}
      </Button>
    );
  }
  return null;
}

/** Why the system gave a task to its assignee (a callback task), as people read it; null when a person chose. */
export function useAssignmentReason(task: Pick<Task, 'assignment_reason'>): string | null {
  const { t } = useTranslation();
  const reason = task.assignment_reason;
  return reason ? t(`tasks.reasons.${reason.code}`, { name: reason.name ?? '' }) : null;
}

/** Above an open task's form: why it is the assignee's, and its one-click action (Call back, Email). */
export function TaskAbout({ task, organizationCode }: { task: Task; organizationCode: string | null }) {
  const reason = useAssignmentReason(task);
  const action =
    organizationCode && typeActionOf(task) ? (
      <TaskTypeAction task={task} organizationCode={organizationCode} size="sm" />
    ) : null;
  if (!reason && !action) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-neutral-50 px-3 py-2 text-sm text-neutral-700 dark:bg-neutral-800/60 dark:text-neutral-200">
      <span>{reason}</span>
      {action}
    </div>
  );
}
