import type { Task } from '@aurora/contracts/tasks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { useFormat, useFormatOf } from '../../../lib/format';
import { QUICK_TASK_SHORTCUT } from '../../../lib/quick-task';
import { useSession } from '../../../lib/session-store';
import { useSaveTask } from '../api/save-task';
import { TaskAbout } from './task-actions';
import { TaskForm } from './task-form';
import { type TaskFormValues, taskFormDefaults } from './task-format';
import { TaskRecordings } from './task-recordings';

/** The task form in a dialog: a new task (optionally about some records) or an existing one. */
export function TaskFormDialog({
  open,
  onOpenChange,
  organizationCode,
  task,
  related,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationCode: string | null;
  task?: Task | undefined;
  related?: TaskFormValues['related'];
}) {
  const { t } = useTranslation();
  const formId = useId();
  const { user } = useSession();
  const save = useSaveTask(organizationCode);
  const current = useFormat();
  const formatOf = useFormatOf();
  const format = organizationCode ? formatOf(organizationCode) : current;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={task ? t('tasks.form.editTitle') : t('tasks.form.createTitle')}
      description={task ? undefined : t('tasks.form.shortcut', { shortcut: QUICK_TASK_SHORTCUT.label })}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} loading={save.isPending}>
            {task ? t('tasks.form.save') : t('tasks.form.create')}
          </Button>
        </>
      }
    >
      {open && task ? (
        <>
          <TaskRecordings related={task.related} organizationCode={organizationCode} />
          <TaskAbout task={task} organizationCode={organizationCode} />
        </>
      ) : null}
      {open ? (
        <TaskForm
          formId={formId}
          organizationCode={organizationCode}
          format={format}
          task={task}
          defaults={taskFormDefaults(task, {
            userId: user?.id ?? null,
            timeZone: format.scope.timeZone,
            related: related ?? [],
          })}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: task?.id, input });
            toast({
              title: task ? t('tasks.form.saved') : t('tasks.form.created'),
              description: input.title,
              color: 'success',
            });
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}
