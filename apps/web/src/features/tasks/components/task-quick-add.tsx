import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { useStore } from '../../../lib/create-store';
import { useFormatOf } from '../../../lib/format';
import { useOrganizations } from '../../../lib/organization-store';
import { closeQuickTask, quickTaskStore } from '../../../lib/quick-task';
import { useAgentEvent } from '../../../lib/realtime';
import { TaskFormDialog } from './task-form-dialog';

/**
 * Mounted once by the signed-in layout, after the first screen: the quick-add form (asked for by
 * the shell's Alt+T or a record page's "Add task"), in the current organization, and the
 * `task.reminder` toast that opens the task.
 */
export function TaskQuickAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { current } = useOrganizations();
  const { open } = useStore(quickTaskStore);
  const formatOf = useFormatOf();
  const organizationCode = current?.code.toLowerCase() ?? null;

  useAgentEvent('task.reminder', (reminder) => {
    const code = reminder.organization.code.toLowerCase();
    toast({
      title: t('tasks.reminder.title', { title: reminder.title }),
      description: reminder.due_at
        ? t('tasks.reminder.dueAt', { when: formatOf(code).dateTime(reminder.due_at) })
        : reminder.due_date
          ? t('tasks.reminder.dueOn', { day: formatOf(code).day(reminder.due_date) })
          : undefined,
      color: 'info',
      action: {
        label: t('tasks.actions.open'),
        onClick: () => navigate(`/${code}/tasks?task=${reminder.task_id}`),
      },
    });
  });

  return (
    <TaskFormDialog
      open={open !== null && organizationCode !== null}
      onOpenChange={(next) => {
        if (!next) closeQuickTask();
      }}
      organizationCode={organizationCode}
      related={open?.related ?? []}
    />
  );
}
