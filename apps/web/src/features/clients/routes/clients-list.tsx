import type { Client } from '@aurora/contracts/clients';
import { Plus, UserRound } from 'lucide-react';
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
import { useClients } from '../api/get-clients';
import {
  CLIENTS_LIST,
  useClientColumns,
  useClientFilterFields,
  useClientTypeOptions,
} from '../components/client-columns';

export function ClientsListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const list = useListState(CLIENTS_LIST);
  const clients = useClients(list.apiQuery);
  const owners = useOwnerOptions(
    useMemo(() => (clients.data?.data ?? []).map((client) => client.owner), [clients.data]),
  );
  const types = useClientTypeOptions();
  const columns = useClientColumns(orgCode);
  const filterFields = useClientFilterFields(types, owners.filterOptions);
  const getRowId = useCallback((client: Client) => client.id, []);
  const getRowLabel = useCallback((client: Client) => client.name, []);

  const newClient = (
    <Link to={`/${orgCode}/clients/create`} className={buttonClasses('primary')}>
      <Plus aria-hidden="true" />
      {t('clientsList.new')}
    </Link>
  );

  return (
    <div>
      <PageHeader
        title={t('clientsList.title')}
        description={t('clientsList.description')}
        actions={
          <>
            <ImportButton module="clients" />
            <ExportButton module="clients" list={list} columns={columns} />
            {newClient}
          </>
        }
      />
      <RecordList
        list={list}
        query={clients}
        caption={t('clientsList.title')}
        columns={columns}
        filterFields={filterFields}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        onRowOpen={(client) => navigate(`/${orgCode}/clients/${client.id}`)}
        searchLabel={t('clientsList.search')}
        searchPlaceholder={t('clientsList.searchPlaceholder')}
        countLabel={(count) => t('clientsList.count', { count })}
        viewPicker={<SavedViewPicker module="clients" list={list} allLabel={t('clientsList.all')} />}
        bulk={{ module: 'clients', actions: { assign: { options: owners.assignOptions }, delete: true } }}
        empty={{
          icon: <UserRound />,
          title: t('clientsList.empty'),
          description: t('clientsList.emptyHint'),
          action: (
            <div className="flex flex-wrap justify-center gap-2">
              <ImportButton module="clients" />
              {newClient}
            </div>
          ),
        }}
      />
    </div>
  );
}
