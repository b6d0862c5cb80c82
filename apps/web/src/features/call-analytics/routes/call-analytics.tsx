import { BarChart3, MonitorPlay, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryErrorPanel } from '../../../components/ui/query-error-card';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useOrganizations } from '../../../lib/organization-store';
import { isAdmin } from '../../../lib/permissions';
import { useSession } from '../../../lib/session-store';
import { validationText } from '../../../lib/validation';
import { useCallAnalytics } from '../api/get-call-analytics';
import { AgentsTable } from '../components/agents-table';
import { useAnalyticsAccess } from '../components/analytics-access';
import { AnalyticsFiltersBar } from '../components/analytics-filters';
import { useAnalyticsFilters } from '../components/analytics-filters-state';
import { CallsPerDay } from '../components/calls-per-day';
import { Heatmap } from '../components/heatmap';
import { KpiCards } from '../components/kpi-cards';
import { OutcomesCard } from '../components/outcomes-card';
import { SettingsDialog } from '../components/settings-dialog';

/**
 * `/{org}/analytics/calls`: the period's figures against the previous period's, its charts and
 * tables, with the filters in the URL. A call's record event refreshes it (its key is below `calls`).
 */
export function CallAnalyticsRoute() {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = useSession();
  const code = useOrganizations().current?.code ?? '';
  const { filters, query, update, clear } = useAnalyticsFilters();
  const analytics = useCallAnalytics(code, query ?? {}, query !== null);
  const access = useAnalyticsAccess(code);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const data = analytics.data;
  const fileName = data ? `${data.range.from}-${data.range.to}` : '';

  return (
    <div>
      <PageHeader
        title={t('callAnalytics.title')}
        description={
          data
            ? t('callAnalytics.range', {
                from: format.day(data.range.from),
                to: format.day(data.range.to),
                previousFrom: format.day(data.range.previous_from),
                previousTo: format.day(data.range.previous_to),
              })
            : t('callAnalytics.description')
        }
        actions={
          <>
            {access.allowed ? (
              <Link
                to={`/${code.toLowerCase()}/analytics/wallboard`}
                className={buttonClasses('secondary', 'md')}
              >
                <MonitorPlay aria-hidden="true" />
                {t('callAnalytics.openWallboard')}
              </Link>
            ) : null}
            {isAdmin(user) ? (
              <Button onClick={() => setSettingsOpen(true)}>
                <Settings aria-hidden="true" />
                {t('callAnalytics.settings.open')}
              </Button>
            ) : null}
          </>
        }
      />
      <AnalyticsFiltersBar
        organizationCode={code}
        people={access.allowed === true}
        filters={filters}
        onChange={update}
        onClear={clear}
      />
      {query === null ? null : analytics.isError ? (
        <QueryErrorPanel
          title={t('callAnalytics.loadError')}
          description={validationText(analytics.error.message, t)}
          onRetry={() => void analytics.refetch()}
        />
      ) : !data ? (
        <LoadingPanel label={t('callAnalytics.loading')} />
      ) : data.totals.inbound + data.totals.outbound === 0 ? (
        <StatePanel
          icon={<BarChart3 />}
          title={t('callAnalytics.empty')}
          description={t('callAnalytics.emptyHint')}
        />
      ) : (
        <div
          aria-busy={analytics.isPlaceholderData}
          className={cn(
            'flex flex-col gap-4 transition-opacity',
            analytics.isPlaceholderData && 'opacity-60',
          )}
        >
          <KpiCards analytics={data} />
          <CallsPerDay analytics={data} fileName={fileName} />
          <div className="grid gap-4 xl:grid-cols-[3fr_2fr]">
            <Heatmap analytics={data} fileName={fileName} />
            <OutcomesCard analytics={data} fileName={fileName} />
          </div>
          <AgentsTable analytics={data} fileName={fileName} />
        </div>
      )}
      {isAdmin(user) ? (
        <SettingsDialog organizationCode={code} open={settingsOpen} onOpenChange={setSettingsOpen} />
      ) : null}
    </div>
  );
}
