import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '@aurora/contracts/billing/invoices';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../../../../components/data-table/filter-fields';
import { useStatuses } from '../../../../entities/reference/reference-data';

/**
 * The invoice statuses as the reference data names and colours them (like the trips'), the
 * interface's words standing in until they load.
 */
export function useInvoiceReference() {
  const { t } = useTranslation();
  const statuses = useStatuses('invoice');
  return useMemo(() => {
    const statusOf = (key: InvoiceStatus) => {
      const status = statuses.data?.find((item) => item.key === key);
      return { key, name: status?.name ?? t(`invoices.statuses.${key}`), color: status?.color ?? null };
    };
    const statusOptions: FilterOption[] = INVOICE_STATUSES.map((key) => {
      const status = statusOf(key);
      return { value: key, label: status.name, color: status.color ?? undefined };
    });
    return { statusOf, statusOptions };
  }, [t, statuses.data]);
}

export type InvoiceReference = ReturnType<typeof useInvoiceReference>;

/** The first instalment not yet paid: what the client owes next, and when. */
export const nextOpenInstalment = (invoice: Pick<Invoice, 'instalments' | 'status'>) =>
  invoice.status === 'void' || invoice.status === 'draft'
    ? undefined
    : invoice.instalments.find((instalment) => instalment.status !== 'paid');

/** "MX-2026-00017", or "Draft" while it has no number. */
export function useInvoiceName() {
  const { t } = useTranslation();
  return useCallback(
    (invoice: Pick<Invoice, 'number' | 'kind'>) =>
      invoice.number ??
      (invoice.kind === 'credit_note' ? t('invoices.draftCreditNote') : t('invoices.draft')),
    [t],
  );
}
