import type { AgentDashboard } from '@aurora/contracts/dashboard';
import { BadgeDollarSign, Luggage, PhoneMissed, Workflow } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordLink } from '../../../components/record/record-types';
import { Card, CardHeader } from '../../../components/ui/card';
import { RelativeTime } from '../../../components/ui/relative-time';
import { StatePanel } from '../../../components/ui/state-panel';
import { useFormatOf } from '../../../lib/format';
import { useMoney } from '../../../lib/money';

const ROW =
  'flex items-center gap-3 px-4 py-2.5 text-sm hover:bg-neutral-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500 dark:hover:bg-neutral-800/40';

const baseOf = (organization: { code: string }) => `/${organization.code.toLowerCase()}`;

function OrganizationCode({ code }: { code: string }) {
  return (
    <span className="flex h-6 min-w-7 shrink-0 items-center justify-center rounded-md bg-neutral-100 px-1 font-mono text-xs font-semibold text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200">
      {code}
    </span>
  );
}

function Panel({
  id,
  title,
  hint,
  empty,
  icon,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  empty: string | null;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader titleId={id} title={title} description={hint} />
      {empty ? (
        <StatePanel icon={icon} title={empty} className="py-8" />
      ) : (
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">{children}</ul>
      )}
    </Card>
  );
}

/**
 * The agent's day beyond their tasks, across organizations: callers to call back, open deals by
 * stage, travellers departing this week and commission earned this month; each row opens its
 * record (or list) in its own organization.
 */
export function MyDay({ dashboard, userId }: { dashboard: AgentDashboard; userId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const formatOf = useFormatOf();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel
        id="agent-callbacks"
        title={t('agentDashboard.callbacks')}
        hint={t('agentDashboard.callbacksHint')}
        empty={dashboard.callbacks.length === 0 ? t('agentDashboard.noCallbacks') : null}
        icon={<PhoneMissed />}
      >
        {dashboard.callbacks.map((task) => (
          <li key={task.id}>
            <Link to={`${baseOf(task.organization)}/tasks?task=${task.id}`} className={ROW}>
              <OrganizationCode code={task.organization.code} />
              <span className="min-w-0 flex-1 truncate font-medium text-neutral-900 dark:text-white">
                {task.title}
              </span>
              <RelativeTime
                value={task.created_at}
                format={formatOf(task.organization.code)}
                className="shrink-0 text-xs text-neutral-500 dark:text-neutral-400"
              />
            </Link>
          </li>
        ))}
      </Panel>
      <Panel
        id="agent-deals"
        title={t('agentDashboard.deals')}
        hint={t('agentDashboard.dealsHint')}
        empty={dashboard.open_deals.length === 0 ? t('agentDashboard.noDeals') : null}
        icon={<Workflow />}
      >
        {dashboard.open_deals.map((row) => {
          const query = new URLSearchParams({
            layout: 'list',
            'filter[stage]': row.stage,
            'filter[owner_id]': String(userId),
          });
          return (
            <li key={`${row.organization.id}:${row.stage}`}>
              <Link to={`${baseOf(row.organization)}/opportunities?${query}`} className={ROW}>
                <OrganizationCode code={row.organization.code} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-neutral-900 dark:text-white">
                    {row.name}
                  </span>
                  <span className="block text-xs text-neutral-500 dark:text-neutral-400">
                    {t('agentDashboard.dealsCount', { count: row.count })}
                  </span>
                </span>
                <span className="shrink-0 text-right tabular-nums text-neutral-700 dark:text-neutral-300">
                  {row.amounts.map((sum) => (
                    <span key={sum.currency} className="block">
                      {money.format(sum.amount, sum.currency)}
                    </span>
                  ))}
                </span>
              </Link>
            </li>
          );
        })}
      </Panel>
      <Panel
        id="agent-trips"
        title={t('agentDashboard.trips')}
        hint={t('agentDashboard.tripsHint')}
        empty={dashboard.departing_trips.length === 0 ? t('agentDashboard.noTrips') : null}
        icon={<Luggage />}
      >
        {dashboard.departing_trips.map((row) => (
          <li key={row.trip.id}>
            <Link to={recordLink(baseOf(row.organization), 'trip', row.trip.id)} className={ROW}>
              <OrganizationCode code={row.organization.code} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-neutral-900 dark:text-white">
                  {row.travellers.join(', ') || row.trip.name}
                </span>
                <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
                  {row.trip.name}
                </span>
              </span>
              <span className="shrink-0 text-xs text-neutral-600 tabular-nums dark:text-neutral-300">
                {t('agentDashboard.departs', { date: formatOf(row.organization.code).day(row.start_date) })}
              </span>
            </Link>
          </li>
        ))}
      </Panel>
      <Panel
        id="agent-commission"
        title={t('agentDashboard.commission')}
        hint={t('agentDashboard.commissionHint')}
        empty={dashboard.commissions.length === 0 ? t('agentDashboard.noCommission') : null}
        icon={<BadgeDollarSign />}
      >
        {dashboard.commissions.map((row) => (
          <li key={`${row.organization.id}:${row.currency}`}>
            <Link to={`${baseOf(row.organization)}/billing/commissions`} className={ROW}>
              <OrganizationCode code={row.organization.code} />
              <span className="min-w-0 flex-1 truncate text-neutral-700 dark:text-neutral-300">
                {row.organization.name}
              </span>
              <span className="shrink-0 text-base font-semibold tabular-nums text-neutral-900 dark:text-white">
                {money.format(row.amount, row.currency)}
              </span>
            </Link>
          </li>
        ))}
      </Panel>
    </div>
  );
}
