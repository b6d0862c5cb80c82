import type { Opportunity } from '@aurora/contracts/opportunities';
import { Handshake, Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ImportButton } from '../../../components/csv-import/import-button';
import { ExportButton } from '../../../components/data-table/export-button';
import { ListToolbar } from '../../../components/data-table/list-toolbar';
import { RecordList } from '../../../components/data-table/record-list';
import { SavedViewPicker } from '../../../components/data-table/saved-view-picker';
import { useListState } from '../../../components/data-table/use-list-state';
import { recordLink } from '../../../components/record/record-types';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useOwnerOptions } from '../../../entities/users/use-owner-options';
import { useOpportunities } from '../api/get-opportunities';
import { OpportunityBoard } from '../components/board/opportunity-board';
import { ForecastView } from '../components/forecast/forecast-view';
import { LayoutSwitch, useLayout } from '../components/layout-switch';
import {
  OPPORTUNITIES_LIST,
  useOpportunityColumns,
  useOpportunityFilterFields,
} from '../components/opportunity-columns';
import { PipelineShortcuts } from '../components/pipeline-shortcuts';
import { useOpportunityReference } from '../components/use-opportunity-reference';

/** The list's query without what only a table page has: the board and the forecast take the rest. */
function filtersOnly(apiQuery: Record<string, string>): Record<string, string> {
  const { page: _page, per_page: _perPage, sort: _sort, ...filters } = apiQuery;
  return filters;
}

export function OpportunitiesListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const base = `/${orgCode}`;
  const layout = useLayout();
  const list = useListState(OPPORTUNITIES_LIST);
  const deals = useOpportunities(list.apiQuery, layout === 'list');
  const reference = useOpportunityReference();
  const owners = useOwnerOptions(
    useMemo(() => (deals.data?.data ?? []).map((deal) => deal.owner), [deals.data]),
  );
  const columns = useOpportunityColumns(orgCode, reference);
  const filterFields = useOpportunityFilterFields(reference, owners.filterOptions);
  const filters = useMemo(() => filtersOnly(list.apiQuery), [list.apiQuery]);
  const getRowId = useCallback((deal: Opportunity) => deal.id, []);
  const getRowLabel = useCallback((deal: Opportunity) => deal.title, []);

  const newDeal = (
    <Link to={`${base}/opportunities/create`} className={buttonClasses('primary')}>
      <Plus aria-hidden="true" />
      {t('opportunitiesList.new')}
    </Link>
  );
  const toolbar = {
    list,
    filterFields,
    searchLabel: t('opportunitiesList.search'),
    searchPlaceholder: t('opportunitiesList.searchPlaceholder'),
    viewPicker: <SavedViewPicker module="opportunities" list={list} allLabel={t('opportunitiesList.all')} />,
    trailing: <PipelineShortcuts list={list} />,
  };

  return (
    <div>
      <PageHeader
        title={t('opportunitiesList.title')}
        description={t('opportunitiesList.description')}
        actions={
          <>
            <LayoutSwitch current={layout} />
            <ImportButton module="opportunities" />
            <ExportButton module="opportunities" list={list} columns={columns} />
            {newDeal}
          </>
        }
      />
      {layout === 'list' ? (
        <RecordList
          {...toolbar}
          query={deals}
          caption={t('opportunitiesList.title')}
          columns={columns}
          getRowId={getRowId}
          getRowLabel={getRowLabel}
          onRowOpen={(deal) => navigate(recordLink(base, 'opportunity', deal.id))}
          countLabel={(count) => t('opportunitiesList.count', { count })}
          bulk={{
            module: 'opportunities',
            actions: {
              assign: { options: owners.assignOptions },
              // A lost deal needs its own reason: those are marked lost one at a time.
              setStatus: {
                noun: 'stage',
                options: reference.stageOptions.filter(
                  (option) => reference.stageOf(option.value)?.stage_kind !== 'lost',
                ),
              },
              delete: true,
            },
          }}
          empty={{
            icon: <Handshake />,
            title: t('opportunitiesList.empty'),
            description: t('opportunitiesList.emptyHint'),
            action: (
              <div className="flex flex-wrap justify-center gap-2">
                <ImportButton module="opportunities" />
                {newDeal}
              </div>
            ),
          }}
        />
      ) : (
        <>
          <Card className="mb-4 overflow-hidden">
            <ListToolbar {...toolbar} />
          </Card>
          {layout === 'board' ? <OpportunityBoard query={filters} /> : <ForecastView query={filters} />}
        </>
      )}
    </div>
  );
}
