import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { Tooltip } from '../../components/ui/tooltip';
import { cn } from '../../lib/cn';
import { AGENT_DASHBOARD_PATH } from '../../lib/guards';
import { withTexts } from '../../lib/i18n';
import { useOrganizations } from '../../lib/organization-store';
import { isAdmin, isAgent } from '../../lib/permissions';
import { useSession } from '../../lib/session-store';
import { ADMIN_ICON, AGENT_ICON, ORGANIZATION_NAVIGATION } from '../navigation';
import { SIDEBAR_SHORTCUT } from './use-sidebar-collapsed';

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

export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <div className="flex items-center gap-2 px-2">
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center rounded-md bg-gradient-to-br from-primary-500 to-secondary-600 text-xs font-bold text-white shadow-sm"
      >
        A
      </span>
      <span
        className={cn(
          'text-sm font-semibold tracking-tight text-neutral-900 dark:text-white',
          compact && 'sr-only',
        )}
      >
        Aurora CRM
      </span>
    </div>
  );
}

/**
 * The navigation: the current organization's modules (those built: the others' routes answer,
 * but are not offered), then administration and agent links. `collapsed`: icons only, each named
 * by its tooltip and its accessible name.
 */
export function SidebarNavigation({
  onNavigate,
  collapsed = false,
}: {
  onNavigate?: () => void;
  collapsed?: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { current } = useOrganizations();
  const base = current ? `/${current.code.toLowerCase()}` : null;

  const link = (
    key: string,
    to: string,
    label: string,
    icon: ReactNode,
    options: { end?: boolean; badge?: ReactNode } = {},
  ) => {
    const node = (
      <NavLink
        key={key}
        to={to}
        end={options.end}
        aria-label={collapsed ? label : undefined}
        className={(state) => cn(linkClasses(state), collapsed && 'relative justify-center px-0')}
        onClick={onNavigate}
      >
        {icon}
        {collapsed ? null : label}
        {options.badge}
      </NavLink>
    );
    return collapsed ? (
      <Tooltip key={key} label={label} side="right">
        {node}
      </Tooltip>
    ) : (
      node
    );
  };
  const heading = (label: string) =>
    collapsed ? (
      <div aria-hidden="true" className="mx-2 mb-1 border-t border-neutral-200 dark:border-neutral-800" />
    ) : (
      <p className="px-2 pb-1 text-[11px] font-medium uppercase tracking-wider text-neutral-500 dark:text-neutral-400">
        {label}
      </p>
    );

  return (
    <nav aria-label={t('shell.navigation')} className="flex flex-col gap-5">
      {base
        ? ORGANIZATION_NAVIGATION.map((section) => {
            return (
              <div key={section.group} className="flex flex-col gap-0.5">
                {section.group === 'overview' ? null : heading(t(`shell.groups.${section.group}`))}
                {section.items.map((item) =>
                  link(
                    item.key,
                    item.path ? `${base}/${item.path}` : base,
                    item.key === 'dashboard' ? t('shell.dashboard') : t(`modules.${item.key}`),
                    <item.icon aria-hidden="true" />,
                    {
                      end: item.path === '',
                      badge:
                        item.key === 'tasks' && !collapsed ? (
                          <Suspense fallback={null}>
                            <TasksNavBadge organizationCode={current?.code ?? null} />
                          </Suspense>
                        ) : null,
                    },
                  ),
                )}
              </div>
            );
          })
        : null}
      {isAdmin(user) || isAgent(user) ? (
        <div className="flex flex-col gap-0.5">
          {heading(t('shell.groups.workspace'))}
          {isAgent(user)
            ? link(
                'agent',
                AGENT_DASHBOARD_PATH,
                t('shell.agentDashboard'),
                <AGENT_ICON aria-hidden="true" />,
              )
            : null}
          {isAdmin(user)
            ? link(
                'organizations',
                '/organizations',
                t('shell.organizations'),
                <ADMIN_ICON aria-hidden="true" />,
              )
            : null}
        </div>
      ) : null}
    </nav>
  );
}

/** The button that collapses the sidebar to icons, or expands it (also Ctrl+B). */
export function SidebarToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const label = t(collapsed ? 'shell.expandSidebar' : 'shell.collapseSidebar');
  return (
    <Tooltip label={`${label} (${SIDEBAR_SHORTCUT.label})`} side="right">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={label}
        aria-expanded={!collapsed}
        aria-keyshortcuts="Control+B"
        onClick={onToggle}
        className="text-neutral-500"
      >
        {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
      </Button>
    </Tooltip>
  );
}
