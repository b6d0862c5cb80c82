import type { CalendarEntry } from '@aurora/contracts/billing/calendar';
import type { OrganizationDashboard } from '@aurora/contracts/dashboard';
import { DASHBOARD_DAYS_AHEAD } from '@aurora/contracts/dashboard-figures';
import { CalendarCheck, Hourglass, Medal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordLink } from '../../../components/record/record-types';
import { Card, CardHeader } from '../../../components/ui/card';
import { RelativeTime } from '../../../components/ui/relative-time';
import { StatePanel } from '../../../components/ui/state-panel';
import { invoicePath } from '../../../entities/invoices/keys';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { figureLink } from './dashboard-links';

const ROW =
  'flex items-center gap-3 px-4 py-2.5 text-sm hover:bg-neutral-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500 dark:hover:bg-neutral-800/40';

function ListCard({
  id,
  title,
  hint,
  empty,
  emptyIcon,
  footer,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  empty: string | null;
  emptyIcon: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className="flex flex-col">
      <CardHeader titleId={id} title={title} description={hint} />
      {empty ? (
        <StatePanel icon={emptyIcon} title={empty} className="py-8" />
      ) : (
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">{children}</ul>
      )}
      {footer ? (
        <div className="mt-auto border-t border-neutral-100 px-4 py-2 text-sm dark:border-neutral-800">
          {footer}
        </div>
      ) : null}
    </Card>
  );
}

/** Open deals quiet for too long, oldest activity first, each opening the deal. */
function RottingDeals({ dashboard, base }: { dashboard: OrganizationDashboard; base: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { rotting } = dashboard;
  return (
    <ListCard
      id="dashboard-rotting"
      title={t('dashboard.rotting.title')}
      hint={t('dashboard.rotting.hint')}
      empty={rotting.count === 0 ? t('dashboard.rotting.empty') : null}
      emptyIcon={<Hourglass />}
      footer={
        rotting.count > 0 ? (
          <Link
            to={figureLink(base, 'rotting', dashboard.today)}
            className="font-medium text-primary-700 hover:underline dark:text-primary-400"
          >
            {t('dashboard.rotting.all', { count: rotting.count })}
          </Link>
        ) : null
      }
    >
      {rotting.deals.map((deal) => (
        <li key={deal.id}>
          <Link to={recordLink(base, 'opportunity', deal.id)} className={ROW}>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-neutral-900 dark:text-white">
                {deal.title}
              </span>
              <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
                {[deal.client?.name, deal.owner?.name].filter(Boolean).join(' · ')}
                {' · '}
                {t('dashboard.rotting.quiet')} <RelativeTime value={deal.last_activity_at} />
              </span>
            </span>
            <span className="shrink-0 tabular-nums text-neutral-700 dark:text-neutral-300">
              {money.format(deal.amount, deal.currency)}
            </span>
          </Link>
        </li>
      ))}
    </ListCard>
  );
}

const entryHref = (base: string, entry: CalendarEntry) =>
  entry.invoice
    ? invoicePath(base, entry.invoice.id)
    : entry.trip
      ? recordLink(base, 'trip', entry.trip.id)
      : `${base}/billing/calendar`;

const DIRECTION_TEXT = {
  in: 'text-success-700 dark:text-success-400',
  out: 'text-warning-700 dark:text-warning-400',
  risk: 'text-error-700 dark:text-error-400',
};

/** The money calendar's next entries: instalments to collect, supplier payments, deadlines. */
function UpcomingDeadlines({ dashboard, base }: { dashboard: OrganizationDashboard; base: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const { deadlines } = dashboard;
  return (
    <ListCard
      id="dashboard-deadlines"
      title={t('dashboard.deadlines.title')}
      hint={t('dashboard.deadlines.hint', { days: DASHBOARD_DAYS_AHEAD })}
      empty={deadlines.count === 0 ? t('dashboard.deadlines.empty', { days: DASHBOARD_DAYS_AHEAD }) : null}
      emptyIcon={<CalendarCheck />}
      footer={
        <Link
          to={`${base}/billing/calendar`}
          className="font-medium text-primary-700 hover:underline dark:text-primary-400"
        >
          {t('dashboard.deadlines.all')}
        </Link>
      }
    >
      {deadlines.entries.map((entry) => (
        <li key={entry.key}>
          <Link to={entryHref(base, entry)} className={ROW}>
            <span className="w-16 shrink-0 text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
              {format.day(entry.date)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-neutral-900 dark:text-white">
                {entry.label}
              </span>
              <span className={cn('block truncate text-xs', DIRECTION_TEXT[entry.direction])}>
                {t(`dashboard.deadlines.${entry.direction}`)}
                {entry.client ? ` · ${entry.client.name}` : ''}
              </span>
            </span>
            {entry.amount !== null && entry.currency ? (
              <span className="shrink-0 tabular-nums text-neutral-700 dark:text-neutral-300">
                {money.format(entry.amount, entry.currency)}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ListCard>
  );
}

/** The agents who won most this month, each opening the deals they won. */
function TopAgents({ dashboard, base }: { dashboard: OrganizationDashboard; base: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ListCard
      id="dashboard-top-agents"
      title={t('dashboard.topAgents.title')}
      hint={t('dashboard.topAgents.hint')}
      empty={dashboard.top_agents.length === 0 ? t('dashboard.topAgents.empty') : null}
      emptyIcon={<Medal />}
    >
      {dashboard.top_agents.map((agent, index) => (
        <li key={agent.user.id}>
          <Link to={figureLink(base, 'won_this_month', dashboard.today, agent.user.id)} className={ROW}>
            <span className="w-5 shrink-0 text-xs font-semibold text-neutral-400 tabular-nums">
              {index + 1}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-neutral-900 dark:text-white">
                {agent.user.name}
              </span>
              <span className="block text-xs text-neutral-500 dark:text-neutral-400">
                {t('dashboard.charts.deals', { count: agent.count })}
              </span>
            </span>
            <span className="shrink-0 font-medium tabular-nums text-neutral-900 dark:text-white">
              {money.format(agent.amount, dashboard.currency)}
            </span>
          </Link>
        </li>
      ))}
    </ListCard>
  );
}

/** The dashboard's lists to act on, side by side. */
export function DashboardLists({ dashboard, base }: { dashboard: OrganizationDashboard; base: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
      <RottingDeals dashboard={dashboard} base={base} />
      <UpcomingDeadlines dashboard={dashboard} base={base} />
      <TopAgents dashboard={dashboard} base={base} />
    </div>
  );
}
