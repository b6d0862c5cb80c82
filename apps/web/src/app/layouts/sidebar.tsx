import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { AGENT_DASHBOARD_PATH } from '../../lib/guards';
import { withTexts } from '../../lib/i18n';
import { useOrganizations } from '../../lib/organization-store';
import { isAdmin, isAgent } from '../../lib/permissions';
import { useSession } from '../../lib/session-store';
import { ADMIN_ICON, AGENT_ICON, ORGANIZATION_NAVIGATION } from '../navigation';

// The overdue count shows once its query answers; its code and query load after the first screen.
const TasksNavBadge = lazy(async () => ({
  default: (await withTexts(import('../../features/tasks/components/tasks-nav-badge'))).TasksNavBadge,
}));

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'group flex h-8 items-center gap-2.5 rounded-md px-2 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500',
    '[&_svg]:size-4 [&_svg]:shrink-0',
    isActive
      ? 'bg-white text-neutral-900 shadow-xs ring-1 ring-neutral-200 dark:bg-neutral-800 dark:text-white dark:ring-neutral-700 [&_svg]:text-primary-600 dark:[&_svg]:text-primary-400'
      : 'text-neutral-600 hover:bg-neutral-200/60 hover:text-neutral-900 dark:text-neutral-400 dark:hover:bg-neutral-800/70 dark:hover:text-neutral-100 [&_svg]:text-neutral-400 dark:[&_svg]:text-neutral-500',
  );

export function Brand() {
  return (
    <div className="flex items-center gap-2 px-2">
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center rounded-md bg-gradient-to-br from-primary-500 to-secondary-600 text-xs font-bold text-white shadow-sm"
      >
        A
      </span>
      <span className="text-sm font-semibold tracking-tight text-neutral-900 dark:text-white">
        Aurora CRM
      </span>
    </div>
  );
}

/** The navigation: the current organization's modules, then administration and agent links. */
export function SidebarNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { current } = useOrganizations();
  const base = current ? `/${current.code.toLowerCase()}` : null;

  return (
    <nav aria-label={t('shell.navigation')} className="flex flex-col gap-5">
      {base
        ? ORGANIZATION_NAVIGATION.map((section) => (
            <div key={section.group} className="flex flex-col gap-0.5">
              {section.group === 'overview' ? null : (
                <p className="px-2 pb-1 text-[11px] font-medium uppercase tracking-wider text-neutral-500 dark:text-neutral-400">
                  {t(`shell.groups.${section.group}`)}
                </p>
              )}
              {section.items.map((item) => (
                <NavLink
                  key={item.key}
                  to={item.path ? `${base}/${item.path}` : base}
                  end={item.path === ''}
                  className={linkClasses}
                  onClick={onNavigate}
                >
                  <item.icon aria-hidden="true" />
                  {item.key === 'dashboard' ? t('shell.dashboard') : t(`modules.${item.key}`)}
                  {item.key === 'tasks' ? (
                    <Suspense fallback={null}>
                      <TasksNavBadge organizationCode={current?.code ?? null} />
                    </Suspense>
                  ) : null}
                </NavLink>
              ))}
            </div>
          ))
        : null}
      {isAdmin(user) || isAgent(user) ? (
        <div className="flex flex-col gap-0.5">
          <p className="px-2 pb-1 text-[11px] font-medium uppercase tracking-wider text-neutral-500 dark:text-neutral-400">
            {t('shell.groups.workspace')}
          </p>
          {isAgent(user) ? (
            <NavLink to={AGENT_DASHBOARD_PATH} className={linkClasses} onClick={onNavigate}>
              <AGENT_ICON aria-hidden="true" />
              {t('shell.agentDashboard')}
            </NavLink>
          ) : null}
          {isAdmin(user) ? (
            <NavLink to="/organizations" className={linkClasses} onClick={onNavigate}>
              <ADMIN_ICON aria-hidden="true" />
              {t('shell.organizations')}
            </NavLink>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
