import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrganizationStatsGrid } from '../../../components/organization/organization-stats-grid';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryErrorCard } from '../../../components/ui/query-error-card';
import { LoadingPanel } from '../../../components/ui/state-panel';
import { useOrganizations } from '../../../lib/organization-store';
import { useSession } from '../../../lib/session-store';
import { useOrganizationDashboard } from '../api/get-organization-dashboard';

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
        <section aria-label={t('dashboard.statistics')}>
          <OrganizationStatsGrid stats={dashboard.data.stats} organization={current} />
        </section>
      )}
    </div>
  );
}
