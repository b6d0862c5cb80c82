import type { Lead } from '@aurora/contracts/leads';
import { Plus, Target } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ImportButton } from '../../../components/csv-import/import-button';
import { ExportButton } from '../../../components/data-table/export-button';
import { RecordList } from '../../../components/data-table/record-list';
import { SavedViewPicker } from '../../../components/data-table/saved-view-picker';
import { useListState } from '../../../components/data-table/use-list-state';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useOwnerOptions } from '../../../entities/users/use-owner-options';
import { useLeads } from '../api/get-leads';
import {
  LEADS_LIST,
  useLeadColumns,
  useLeadFilterFields,
  useLeadReference,
} from '../components/lead-columns';

export function LeadsListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const list = useListState(LEADS_LIST);
  const leads = useLeads(list.apiQuery);
  const reference = useLeadReference();
  const owners = useOwnerOptions(
    useMemo(() => (leads.data?.data ?? []).map((lead) => lead.owner), [leads.data]),
  );
  const columns = useLeadColumns(orgCode, reference);
  const filterFields = useLeadFilterFields(reference, owners.filterOptions);
  const getRowId = useCallback((lead: Lead) => lead.id, []);
  const getRowLabel = useCallback((lead: Lead) => lead.full_name, []);

  const newLead = (
    <Link to={`/${orgCode}/leads/create`} className={buttonClasses('primary')}>
      <Plus aria-hidden="true" />
      {t('leadsList.new')}
    </Link>
  );

  return (
    <div>
      <PageHeader
        title={t('leadsList.title')}
        description={t('leadsList.description')}
        actions={
          <>
            <ImportButton module="leads" />
            <ExportButton module="leads" list={list} columns={columns} />
            {newLead}
          </>
        }
      />
      <RecordList
        list={list}
        query={leads}
        caption={t('leadsList.title')}
        columns={columns}
        filterFields={filterFields}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        onRowOpen={(lead) => navigate(`/${orgCode}/leads/${lead.id}`)}
        searchLabel={t('leadsList.search')}
        searchPlaceholder={t('leadsList.searchPlaceholder')}
        countLabel={(count) => t('leadsList.count', { count })}
        viewPicker={<SavedViewPicker module="leads" list={list} allLabel={t('leadsList.all')} />}
        bulk={{
          module: 'leads',
          actions: {
            assign: { options: owners.assignOptions },
            setStatus: { options: reference.statuses.filter((status) => status.value !== 'converted') },
            delete: true,
          },
        }}
        empty={{
          icon: <Target />,
          title: t('leadsList.empty'),
          description: t('leadsList.emptyHint'),
          action: (
            <div className="flex flex-wrap justify-center gap-2">
              <ImportButton module="leads" />
              {newLead}
            </div>
          ),
        }}
      />
    </div>
  );
}
