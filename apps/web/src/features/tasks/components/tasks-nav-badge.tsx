import { useTranslation } from 'react-i18next';
import { useOverdueCount } from '../api/get-overdue-count';

/** The sidebar's count of my overdue tasks in the current organization; nothing when none. */
export function TasksNavBadge({ organizationCode }: { organizationCode: string | null }) {
  const { t } = useTranslation();
  const overdue = useOverdueCount(organizationCode);
  const count = overdue.data ?? 0;
  if (count === 0) return null;
  return (
    <span
      role="status"
      aria-label={t('tasks.nav.overdue', { count })}
      title={t('tasks.nav.overdue', { count })}
      className="ml-auto rounded-full bg-error-500 px-1.5 text-[11px] leading-4 font-semibold text-white tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
