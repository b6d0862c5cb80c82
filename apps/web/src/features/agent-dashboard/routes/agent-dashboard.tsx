import type { AgentDashboard } from '@aurora/contracts/dashboard';
import {
  Building2,
  CalendarCheck,
  ChevronRight,
  type LucideIcon,
  PhoneCall,
  PhoneForwarded,
  Target,
} from 'lucide-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryErrorCard } from '../../../components/ui/query-error-card';
import { StatCard } from '../../../components/ui/stat-card';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { useFormatOf } from '../../../lib/format';
import { withTexts } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-store';
import { useAgentDashboard } from '../api/get-agent-dashboard';
import { MyDay } from '../components/my-day';

// Billing's panel and its texts load with it.
const OverdueInstalmentsCard = lazy(async () => ({
  default: (await withTexts(import('../../../entities/billing/overdue-instalments'), ['billing']))
    .OverdueInstalmentsCard,
}));

/** The agent's counters. */
const counters: Array<{
  key: 'assignedLeads' | 'openTasks' | 'callsToday' | 'callsThisMonth';
  field: keyof AgentDashboard['counters'];
  icon: LucideIcon;
}> = [
  { key: 'assignedLeads', field: 'assigned_leads', icon: Target },
  { key: 'openTasks', field: 'open_tasks', icon: CalendarCheck },
  { key: 'callsToday', field: 'calls_today', icon: PhoneCall },
  { key: 'callsThisMonth', field: 'calls_this_month', icon: PhoneForwarded },
];

/** `tasks`: the "My tasks" section another feature provides (the app composes them). */
export function AgentDashboardRoute({ tasks: Tasks }: { tasks?: ComponentType } = {}) {
  const { t, i18n } = useTranslation();
  const dashboard = useAgentDashboard();
  const userId = useSession().user?.id ?? null;
  const number = new Intl.NumberFormat(i18n.language);
  const formatOf = useFormatOf();
  const now = new Date();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('agentDashboard.title')} description={t('agentDashboard.description')} />
      {dashboard.isPending ? (
        <Card>
          <LoadingPanel label={t('agentDashboard.loading')} />
        </Card>
      ) : dashboard.isError ? (
        <QueryErrorCard
          title={t('agentDashboard.loadError')}
          description={dashboard.error.message}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <>
          <section
            aria-label={t('agentDashboard.counters')}
            className="grid grid-cols-2 gap-3 lg:grid-cols-4"
          >
            {counters.map((counter) => (
              <StatCard
                key={counter.key}
                label={t(`agentDashboard.${counter.key}`)}
                value={number.format(dashboard.data.counters[counter.field])}
                icon={<counter.icon />}
              />
            ))}
          </section>
          {Tasks ? <Tasks /> : null}
          {userId !== null ? <MyDay dashboard={dashboard.data} userId={userId} /> : null}
          {userId !== null && dashboard.data.organizations.length > 0 ? (
            <Suspense fallback={null}>
              <OverdueInstalmentsCard organizations={dashboard.data.organizations} ownerId={userId} />
            </Suspense>
          ) : null}
          <Card aria-labelledby="agent-organizations">
            <CardHeader
              titleId="agent-organizations"
              title={t('agentDashboard.organizations')}
              description={t('agentDashboard.organizationsHint')}
            />
            {dashboard.data.organizations.length === 0 ? (
              <StatePanel icon={<Building2 />} title={t('agentDashboard.noOrganizations')} />
            ) : (
              <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
                {dashboard.data.organizations.map((organization) => (
                  <li key={organization.id}>
                    <Link
                      to={`/${organization.code.toLowerCase()}`}
                      className="flex items-center gap-3 px-4 py-3 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500 dark:hover:bg-neutral-800/40"
                    >
                      <span className="flex size-7 items-center justify-center rounded-md bg-neutral-100 font-mono text-xs font-semibold text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200">
                        {organization.code}
                      </span>
                      <span className="flex-1 font-medium text-neutral-900 dark:text-white">
                        {organization.name}
                      </span>
                      {/* Its zone when it is not the browser's: the times of its rows are its own. */}
                      {formatOf(organization.code).zoneLabel(now) ? (
                        <span className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
                          {t('agentDashboard.localTime', { time: formatOf(organization.code).time(now) })}
                        </span>
                      ) : null}
                      <ChevronRight aria-hidden="true" className="size-4 text-neutral-400" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
