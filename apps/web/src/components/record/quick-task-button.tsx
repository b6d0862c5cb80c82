import { ListPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  openQuickTask,
  QUICK_TASK_SHORTCUT,
  type QuickTaskRecord,
  useQuickTaskRecord,
} from '../../lib/quick-task';
import { Button } from '../ui/button';
import { Tooltip } from '../ui/tooltip';

/** "Add task" on a record page: quick add about this record (also what the shortcut prefills here). */
export function QuickTaskButton({ record }: { record: QuickTaskRecord }) {
  const { t } = useTranslation();
  useQuickTaskRecord(record);
  return (
    <Tooltip label={t('record.addTaskHint', { shortcut: QUICK_TASK_SHORTCUT.label })}>
      <Button variant="secondary" onClick={() => openQuickTask([record])}>
        <ListPlus aria-hidden="true" />
        {t('record.addTask')}
        <kbd className="ml-1 hidden rounded border border-neutral-200 px-1 font-sans text-[10px] text-neutral-500 sm:inline dark:border-neutral-700 dark:text-neutral-400">
          {QUICK_TASK_SHORTCUT.label}
        </kbd>
      </Button>
    </Tooltip>
  );
}
