import type { Supplier } from '@aurora/contracts/travel/suppliers';
import { Plus, Truck } from 'lucide-react';
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
import { useSuppliers } from '../api/get-suppliers';
import { SUPPLIERS_LIST, useSupplierColumns, useSupplierFilterFields } from '../components/supplier-columns';
import { useCurrencyOptions, useSupplierCategories } from '../components/supplier-reference';

export function SuppliersListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const list = useListState(SUPPLIERS_LIST);
  const suppliers = useSuppliers(list.apiQuery);
  const owners = useOwnerOptions(
    useMemo(() => (suppliers.data?.data ?? []).map((supplier) => supplier.owner), [suppliers.data]),
  );
  const categories = useSupplierCategories();
  const currencies = useCurrencyOptions();
  const columns = useSupplierColumns(orgCode, categories.labelOf);
  const filterFields = useSupplierFilterFields(categories.options, currencies, owners.filterOptions);
  const getRowId = useCallback((supplier: Supplier) => supplier.id, []);
  const getRowLabel = useCallback((supplier: Supplier) => supplier.name, []);

  const newSupplier = (
    <Link to={`/${orgCode}/suppliers/create`} className={buttonClasses('primary')}>
      <Plus aria-hidden="true" />
      {t('suppliers.list.new')}
    </Link>
  );

  return (
    <div>
      <PageHeader
        title={t('suppliers.title')}
        description={t('suppliers.list.description')}
        actions={
          <>
            <ImportButton module="suppliers" />
            <ExportButton module="suppliers" list={list} columns={columns} />
            {newSupplier}
          </>
        }
      />
      <RecordList
        list={list}
        query={suppliers}
        caption={t('suppliers.title')}
        columns={columns}
        filterFields={filterFields}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        onRowOpen={(supplier) => navigate(`/${orgCode}/suppliers/${supplier.id}/edit`)}
        searchLabel={t('suppliers.list.search')}
        searchPlaceholder={t('suppliers.list.searchPlaceholder')}
        countLabel={(count) => t('suppliers.list.count', { count })}
        viewPicker={<SavedViewPicker module="suppliers" list={list} allLabel={t('suppliers.list.all')} />}
        bulk={{ module: 'suppliers', actions: { assign: { options: owners.assignOptions }, delete: true } }}
        empty={{
          icon: <Truck />,
          title: t('suppliers.list.empty'),
          description: t('suppliers.list.emptyHint'),
          action: (
            <div className="flex flex-wrap justify-center gap-2">
              <ImportButton module="suppliers" />
              {newSupplier}
            </div>
          ),
        }}
      />
    </div>
  );
}
