import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrganizationStatsGrid } from '../../../components/organization/organization-stats-grid';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryErrorCard } from '../../../components/ui/query-error-card';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { withTexts } from '../../../lib/i18n';
import { isModuleBuilt } from '../../../lib/modules';
import { useOrganizations } from '../../../lib/organization-store';
import { useSession } from '../../../lib/session-store';
import { useOrganizationDashboard } from '../api/get-organization-dashboard';

// Billing's panel and its texts load with it (this screen loads only the dashboards' texts).
const OverdueInstalmentsCard = lazy(async () => ({
  default: (await withTexts(import('../../../entities/billing/overdue-instalments'), ['billing']))
    .OverdueInstalmentsCard,
}));

export function OrganizationDashboardRoute() {
  const { t } = useTranslation();
  const code = useParams().orgCode ?? '';
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
          <section aria-label={t('dashboard.statistics')}>
            <OrganizationStatsGrid stats={dashboard.data.stats} organization={current} linkTo={code} />
          </section>
          {isModuleBuilt('billing') ? (
            <Suspense fallback={null}>
              <OverdueInstalmentsCard
                organizations={[{ code, name: dashboard.data.organization.name }]}
                ownerId={null}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </div>
  );
}
