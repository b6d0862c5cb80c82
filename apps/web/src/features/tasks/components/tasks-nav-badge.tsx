import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useDueCounts } from '../api/get-due-counts';

/**
 * The sidebar's count of my tasks in the current organization that need me today: overdue or due
 * today. Red when any is overdue, neutral otherwise; nothing when none. Its label says both counts.
 */
export function TasksNavBadge({ organizationCode }: { organizationCode: string | null }) {
  const { t } = useTranslation();
  const counts = useDueCounts(organizationCode);
  const { overdue, today } = counts.data ?? { overdue: 0, today: 0 };
  const count = overdue + today;
  if (count === 0) return null;
  const label = [
    overdue > 0 ? t('tasks.nav.overdue', { count: overdue }) : null,
    today > 0 ? t('tasks.nav.today', { count: today }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <span
      role="status"
      aria-label={label}
      title={label}
      className={cn(
        'ml-auto rounded-full px-1.5 text-[11px] leading-4 font-semibold tabular-nums',
        overdue > 0
          ? 'bg-error-600 text-white'
          : 'bg-neutral-200 text-neutral-800 dark:bg-neutral-700 dark:text-neutral-100',
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
