import type { Payment } from '@aurora/contracts/billing/payments';
import { Wallet } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ExportButton } from '../../../components/data-table/export-button';
import type { FilterOption } from '../../../components/data-table/filter-fields';
import { RecordList } from '../../../components/data-table/record-list';
import { SavedViewPicker } from '../../../components/data-table/saved-view-picker';
import { useListState } from '../../../components/data-table/use-list-state';
import { invoicePath } from '../../../entities/invoices/keys';
import { useMoney } from '../../../lib/money';
import { usePayments } from '../api/invoices/payments';
import { useReceiptDownload } from '../components/payments/invoice-payments';
import {
  PAYMENTS_LIST,
  usePaymentColumns,
  usePaymentFilterFields,
} from '../components/payments/payment-columns';
import { ReceivedPerMonth } from '../components/payments/received-per-month';

/** The clients of the payments shown, as the client filter's choices. */
function useClientOptions(payments: Payment[] | undefined): FilterOption[] {
  return useMemo(() => {
    const clients = new Map<number, string>();
    for (const payment of payments ?? []) clients.set(payment.client.id, payment.client.name);
    return [...clients]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [payments]);
}

/** Billing's payments tab: every payment and refund, newest first; a row opens its invoice. */
export function PaymentsListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const orgCode = useParams().orgCode ?? '';
  const base = `/${orgCode}`;
  const list = useListState(PAYMENTS_LIST);
  const payments = usePayments(list.apiQuery);
  const receipt = useReceiptDownload();
  const receiptState = useMemo(
    () => ({ busy: receipt.busy, download: receipt.download }),
    [receipt.busy, receipt.download],
  );
  const columns = usePaymentColumns(orgCode, receiptState);
  const filterFields = usePaymentFilterFields(useClientOptions(payments.data?.data));
  const getRowId = useCallback((payment: Payment) => payment.id, []);
  const getRowLabel = useCallback(
    (payment: Payment) => `${payment.invoice.name} ${money.format(payment.amount, payment.currency)}`,
    [money],
  );

  return (
    <div>
      <ReceivedPerMonth />
      <div className="mb-4 flex flex-wrap items-center justify-end gap-2">
        <ExportButton module="payments" list={list} columns={columns} />
      </div>
      <RecordList
        list={list}
        query={payments}
        caption={t('invoices.paymentsList.title')}
        columns={columns}
        filterFields={filterFields}
        searchLabel={t('invoices.paymentsList.search')}
        searchPlaceholder={t('invoices.paymentsList.searchPlaceholder')}
        viewPicker={
          <SavedViewPicker module="payments" list={list} allLabel={t('invoices.paymentsList.all')} />
        }
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        onRowOpen={(payment) => navigate(invoicePath(base, payment.invoice.id))}
        countLabel={(count) => t('invoices.paymentsList.count', { count })}
        empty={{
          icon: <Wallet />,
          title: t('invoices.paymentsList.empty'),
          description: t('invoices.paymentsList.emptyHint'),
        }}
      />
    </div>
  );
}
