import type { OrganizationDashboard } from '@aurora/contracts/dashboard';
import { CALL_DAYS } from '@aurora/contracts/dashboard-figures';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryErrorCard } from '../../../components/ui/query-error-card';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { useFormat } from '../../../lib/format';
import { withTexts } from '../../../lib/i18n';
import { useMoney } from '../../../lib/money';
import { useOrganizations } from '../../../lib/organization-store';
import { isAdmin } from '../../../lib/permissions';
import { useSession } from '../../../lib/session-store';
import { useOrganizationDashboard } from '../api/get-organization-dashboard';
import { stageLink } from '../components/dashboard-links';
import { FigureCards } from '../components/figure-cards';
import { TargetsPanel } from '../components/targets-panel';

// Billing's panel and its texts load with it (this screen loads only the dashboards' texts).
const OverdueInstalmentsCard = lazy(async () => ({
  default: (await withTexts(import('../../../entities/billing/overdue-instalments'), ['billing']))
    .OverdueInstalmentsCard,
}));

// The lists below the fold open records through the record registry, which carries the contracts'
// schemas: they load after the first screen (decision 029's budget).
const DashboardLists = lazy(() =>
  import('../components/dashboard-lists').then((module) => ({ default: module.DashboardLists })),
);

// Recharts loads with the first chart shown, not with the dashboard.
const PipelineChart = lazy(() =>
  import('../components/dashboard-charts').then((module) => ({ default: module.PipelineChart })),
);
const WonChart = lazy(() =>
  import('../components/dashboard-charts').then((module) => ({ default: module.WonChart })),
);
const CallsChart = lazy(() =>
  import('../components/dashboard-charts').then((module) => ({ default: module.CallsChart })),
);

/** A chart's card: the lazy chart, and for assistive technology (and every number a link) its table. */
function ChartCard({
  id,
  title,
  hint,
  chart,
  rows,
  className,
}: {
  id: string;
  title: string;
  hint: string;
  chart: ReactNode;
  rows: { key: string; label: string; value: string; to?: string }[];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby={id} className={className}>
      <CardHeader titleId={id} title={title} description={hint} />
      <div className="px-4 pt-3 pb-3">
        <Suspense fallback={<LoadingPanel label={t('dashboard.loading')} />}>{chart}</Suspense>
        <table className="sr-only">
          <caption>{title}</caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.to ? <Link to={row.to}>{row.label}</Link> : row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Charts({ dashboard, base }: { dashboard: OrganizationDashboard; base: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const value = (amount: number, count: number) =>
    `${money.format(amount, dashboard.currency)} · ${t('dashboard.charts.deals', { count })}`;
  return (
    <>
      <ChartCard
        id="dashboard-pipeline-chart"
        title={t('dashboard.charts.pipeline')}
        hint={t('dashboard.charts.pipelineHint')}
        chart={<PipelineChart dashboard={dashboard} />}
        rows={dashboard.pipeline_by_stage.map((stage) => ({
          key: stage.stage,
          label: stage.name,
          value: value(stage.amount, stage.count),
          to: stageLink(base, stage.stage),
        }))}
      />
      <ChartCard
        id="dashboard-won-chart"
        title={t('dashboard.charts.won')}
        hint={t('dashboard.charts.wonHint')}
        chart={<WonChart dashboard={dashboard} />}
        rows={dashboard.won_by_month.map((month) => ({
          key: month.month,
          label: format.month(month.month),
          value: value(month.amount, month.count),
        }))}
      />
      <ChartCard
        id="dashboard-calls-chart"
        title={t('dashboard.charts.calls')}
        hint={t('dashboard.charts.callsHint', { days: CALL_DAYS })}
        chart={<CallsChart dashboard={dashboard} />}
        rows={dashboard.calls_by_day.map((day) => ({
          key: day.date,
          label: format.day(day.date),
          value: t('dashboard.charts.callsRow', {
            answered: format.number(day.answered),
            unanswered: format.number(day.unanswered),
            outbound: format.number(day.outbound),
          }),
        }))}
        className="xl:col-span-3"
      />
    </>
  );
}

/**
 * The organization's dashboard, where everyone lands: an agent's own numbers first, then the
 * organization's KPI cards, targets with their pace, charts and the lists to act on. Every number
 * opens the list it counts, and the whole refreshes when a record it counts changes.
 */
export function OrganizationDashboardRoute() {
  const { t } = useTranslation();
  const code = useParams().orgCode ?? '';
  const base = `/${code}`;
  const { user } = useSession();
  const { current } = useOrganizations();
  const dashboard = useOrganizationDashboard(code);
  const firstName = user?.name.split(/\s+/)[0] ?? '';

  return (
    <div>
      <PageHeader
        eyebrow={dashboard.data?.organization.name ?? current?.name}
        title={t('dashboard.greeting', { name: firstName })}
        description={t('dashboard.description')}
      />
      {dashboard.isPending ? (
        <Card>
          <LoadingPanel label={t('dashboard.loading')} />
        </Card>
      ) : dashboard.isError ? (
        <QueryErrorCard
          title={t('dashboard.loadError')}
          description={dashboard.error.message}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-6">
          {dashboard.data.mine ? (
            <section aria-labelledby="dashboard-mine" className="flex flex-col gap-3">
              <h2 id="dashboard-mine" className="text-sm font-semibold text-neutral-900 dark:text-white">
                {t('dashboard.mine')}
                <span className="ml-2 font-normal text-neutral-500 dark:text-neutral-400">
                  {t('dashboard.mineHint')}
                </span>
              </h2>
              <FigureCards
                figures={dashboard.data.mine}
                currency={dashboard.data.currency}
                today={dashboard.data.today}
                base={base}
                userId={dashboard.data.mine.user_id}
                label={t('dashboard.mine')}
              />
            </section>
          ) : null}
          <section aria-labelledby="dashboard-organization" className="flex flex-col gap-3">
            <h2
              id="dashboard-organization"
              className="text-sm font-semibold text-neutral-900 dark:text-white"
            >
              {t('dashboard.organization')}
            </h2>
            <FigureCards
              figures={dashboard.data.figures}
              currency={dashboard.data.currency}
              today={dashboard.data.today}
              base={base}
              label={t('dashboard.statistics')}
            />
          </section>
          <div className="grid gap-4 xl:grid-cols-3 xl:items-start">
            <TargetsPanel
              targets={dashboard.data.targets}
              elapsed={dashboard.data.month_elapsed}
              currency={dashboard.data.currency}
              today={dashboard.data.today}
              base={base}
              canEdit={isAdmin(user)}
            />
            <Charts dashboard={dashboard.data} base={base} />
          </div>
          <Suspense fallback={<LoadingPanel label={t('dashboard.loading')} />}>
            <DashboardLists dashboard={dashboard.data} base={base} />
          </Suspense>
          <Suspense fallback={null}>
            <OverdueInstalmentsCard
              organizations={[{ code, name: dashboard.data.organization.name }]}
              ownerId={null}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
