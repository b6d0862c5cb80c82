import type { Invoice } from '@aurora/contracts/billing/invoices';
import { Plus, Receipt } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ExportButton } from '../../../components/data-table/export-button';
import type { FilterOption } from '../../../components/data-table/filter-fields';
import { RecordList } from '../../../components/data-table/record-list';
import { SavedViewPicker } from '../../../components/data-table/saved-view-picker';
import { useListState } from '../../../components/data-table/use-list-state';
import { buttonClasses } from '../../../components/ui/button';
import { useInvoices } from '../../../entities/invoices/get-invoices';
import { invoicePath, newInvoicePath } from '../../../entities/invoices/keys';
import {
  INVOICES_LIST,
  useInvoiceColumns,
  useInvoiceFilterFields,
} from '../components/invoices/invoice-columns';
import { useInvoiceName, useInvoiceReference } from '../components/invoices/use-invoice-reference';

/** The clients of the invoices shown, as the client filter's choices. */
function useClientOptions(invoices: Invoice[] | undefined): FilterOption[] {
  return useMemo(() => {
    const clients = new Map<number, string>();
    for (const invoice of invoices ?? []) clients.set(invoice.client.id, invoice.client.name);
    return [...clients]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [invoices]);
}

/** Billing's first tab: every invoice and credit note, in the shared data table. */
export function InvoicesListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgCode = useParams().orgCode ?? '';
  const base = `/${orgCode}`;
  const list = useListState(INVOICES_LIST);
  const invoices = useInvoices(list.apiQuery);
  const reference = useInvoiceReference();
  const clients = useClientOptions(invoices.data?.data);
  const columns = useInvoiceColumns(orgCode, reference);
  const filterFields = useInvoiceFilterFields(reference, clients);
  const nameOf = useInvoiceName();
  const getRowId = useCallback((invoice: Invoice) => invoice.id, []);
  const getRowLabel = useCallback(
    (invoice: Invoice) => `${nameOf(invoice)} ${invoice.client.name}`,
    [nameOf],
  );

  const newInvoice = (
    <Link to={newInvoicePath(base)} className={buttonClasses('primary')}>
      <Plus aria-hidden="true" />
      {t('invoices.list.new')}
    </Link>
  );

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-end gap-2">
        <ExportButton module="invoices" list={list} columns={columns} />
        {newInvoice}
      </div>
      <RecordList
        list={list}
        query={invoices}
        caption={t('invoices.list.title')}
        columns={columns}
        filterFields={filterFields}
        searchLabel={t('invoices.list.search')}
        searchPlaceholder={t('invoices.list.searchPlaceholder')}
        viewPicker={<SavedViewPicker module="invoices" list={list} allLabel={t('invoices.list.all')} />}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        onRowOpen={(invoice) => navigate(invoicePath(base, invoice.id))}
        countLabel={(count) => t('invoices.list.count', { count })}
        // The server deletes drafts only: a selection with an issued invoice is refused whole (409).
        bulk={{ module: 'invoices', actions: { delete: true } }}
        empty={{
          icon: <Receipt />,
          title: t('invoices.list.empty'),
          description: t('invoices.list.emptyHint'),
          action: newInvoice,
        }}
      />
    </div>
  );
}
