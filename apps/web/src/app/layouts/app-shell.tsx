import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@aurora/contracts/constants';
import { Menu } from 'lucide-react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { ActivityEntryKindsProvider } from '../../components/record/activity-entry-kinds';
import { Button } from '../../components/ui/button';
import { Tooltip } from '../../components/ui/tooltip';
import { callActivityEntry } from '../../entities/calls/call-activity-kind';
import { GlobalSearch } from '../../features/search/components/global-search';
import { CallingIndicator } from '../../features/telephony/components/calling-indicator';
import { cn } from '../../lib/cn';
import { withTexts } from '../../lib/i18n';
import { QueryProvider } from '../../lib/query-provider';
import { useRealtimeSession } from '../../lib/realtime-session';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { isFullWidth } from '../route-handles';
import { OrganizationSwitcher } from './organization-switcher';
import { RealtimeIndicator } from './realtime-indicator';
import { Brand, SidebarNavigation, SidebarToggle } from './sidebar';
import { useQuickTaskShortcut } from './use-quick-task-shortcut';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { UserMenu } from './user-menu';

// Hidden until something happens (an import runs, a call rings, Alt+T): each loads in a chunk of
// its own after the first screen, with its forms, phone formatting and import wizard, and every
// text of the language.
const ImportIndicator = lazy(async () => ({
  default: (await withTexts(import('../../components/csv-import/import-indicator'))).ImportIndicator,
}));
const CallOverlays = lazy(async () => ({
  default: (await withTexts(import('../../features/telephony/components/call-overlays'))).CallOverlays,
}));
// The bell: its list, its live updates and the missed call toast come right after the first screen.
const NotificationCentre = lazy(async () => ({
  default: (
    await withTexts(import('../../features/notifications/components/notification-centre'), ['notifications'])
  ).NotificationCentre,
}));
const TaskQuickAdd = lazy(async () => ({
  default: (await withTexts(import('../../features/tasks/components/task-quick-add'))).TaskQuickAdd,
}));
// The timeline entries that entities draw for the record kit.
const ACTIVITY_ENTRY_KINDS = { call: callActivityEntry };

// The drawer (narrow screens) loads the first time it opens.
const NavigationDrawer = lazy(async () => ({
  default: (await import('./navigation-drawer')).NavigationDrawer,
}));

/** The signed-in layout: sidebar (a drawer on small screens), top bar and the page. */
export function AppShell() {
  return (
    <QueryProvider>
      <Shell />
    </QueryProvider>
  );
}

function Shell() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebar = useSidebarCollapsed();
  const drawerOpened = useOpenedOnce(drawerOpen);
  const fullWidth = useMatches().some((match) => isFullWidth(match.handle));
  useRealtimeSession();
  useQuickTaskShortcut();

  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {/* From lg, a row: the sidebar, then the page. The overlays below are portals or fixed. */}
      <div className="min-h-dvh bg-neutral-50/50 lg:flex dark:bg-neutral-950">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-neutral-900"
        >
          {t('shell.skipToContent')}
        </a>

        {/*
          A column as tall as the page, so its background runs to the end of a long page, where a
          fixed one is only a window tall; its content sticks to the window and scrolls on its own
          when taller than the window.
        */}
        <aside
          data-collapsed={sidebar.collapsed}
          className={cn(
            'hidden shrink-0 border-r border-neutral-200 bg-neutral-100/60 lg:block dark:border-neutral-800 dark:bg-neutral-900/60',
            sidebar.collapsed ? 'w-14' : 'w-60',
          )}
        >
          <div className="sticky top-0 flex h-dvh flex-col">
            <div
              className={cn('flex h-12 shrink-0 items-center', sidebar.collapsed ? 'justify-center' : 'px-3')}
            >
              <Brand compact={sidebar.collapsed} />
            </div>
            <div
              className={cn('min-h-0 flex-1 overflow-y-auto pt-2 pb-6', sidebar.collapsed ? 'px-2' : 'px-3')}
            >
              <SidebarNavigation collapsed={sidebar.collapsed} />
            </div>
            <div
              className={cn(
                'flex shrink-0 border-t border-neutral-200 py-2 dark:border-neutral-800',
                sidebar.collapsed ? 'justify-center' : 'justify-end px-3',
              )}
            >
              <SidebarToggle collapsed={sidebar.collapsed} onToggle={sidebar.toggle} />
            </div>
          </div>
        </aside>

        {drawerOpened ? (
          <Suspense fallback={null}>
            <NavigationDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
          </Suspense>
        ) : null}

        <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-12 shrink-0 items-center gap-1 border-b border-neutral-200 bg-white/85 px-3 backdrop-blur sm:px-4 dark:border-neutral-800 dark:bg-neutral-950/85">
            <Tooltip label={t('shell.openNavigation')}>
              <Button
                variant="ghost"
                size="icon"
                className="lg:hidden"
                aria-label={t('shell.openNavigation')}
                onClick={() => setDrawerOpen(true)}
              >
                <Menu />
              </Button>
            </Tooltip>
            <OrganizationSwitcher />
            <div className="flex-1" />
            <GlobalSearch />
            <Suspense fallback={null}>
              <ImportIndicator />
            </Suspense>
            <CallingIndicator />
            <RealtimeIndicator />
            {/* Its place is kept while it loads, so the user menu does not move. */}
            <Suspense fallback={<span className="size-8 shrink-0" />}>
              <NotificationCentre />
            </Suspense>
            <UserMenu />
          </header>
          <main
            id="main"
            tabIndex={-1}
            className={cn(
              'mx-auto w-full flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8',
              !fullWidth && 'max-w-7xl',
            )}
          >
            <ActivityEntryKindsProvider value={ACTIVITY_ENTRY_KINDS}>
              <Outlet />
            </ActivityEntryKindsProvider>
          </main>
        </div>
        <Suspense fallback={null}>
          <CallOverlays />
          <TaskQuickAdd />
        </Suspense>
      </div>
    </RadixTooltip.Provider>
  );
}
