import type { CreatePaymentInput, Payment } from '@aurora/contracts/billing/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListQuery, listPageQueryOptions } from '../../../../components/record/api/record-queries';
import { invoiceKeys, paymentKeys } from '../../../../entities/invoices/keys';
import { tripKeys } from '../../../../entities/trips/keys';
import { apiClient } from '../../../../lib/api-client';

/** `GET /payments` in the list grammar (an invoice's own: `filter[invoice_id][eq]`). */
export const getPaymentsQueryOptions = (query: ListQuery) =>
  listPageQueryOptions<Payment>(paymentKeys.list(query), '/payments', query);

export const usePayments = (query: ListQuery, enabled = true) =>
  useQuery({ ...getPaymentsQueryOptions(query), enabled });

/** An invoice's payments, newest first (up to 100: far more than an invoice gets). */
export const invoicePaymentsQuery = (invoiceId: number): ListQuery => ({
  'filter[invoice_id]': String(invoiceId),
  sort: '-paid_on,-created_at',
  per_page: '100',
});

/** After a payment or its void: the invoice's status and instalments, every list, and the trips' billing. */
function useRefreshInvoice(invoiceId: number) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [paymentKeys.all, invoiceKeys.all, invoiceKeys.detail(invoiceId), tripKeys.all]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/** `POST /payments`: a payment (negative: a refund) against an issued invoice. */
export function useRecordPayment(invoiceId: number) {
  const refresh = useRefreshInvoice(invoiceId);
  return useMutation({
    mutationFn: async (input: CreatePaymentInput) =>
      (await apiClient.post<{ data: Payment }>('/payments', input)).data,
    onSuccess: refresh,
  });
}

/** `POST /payments/{id}/void` with a reason: the invoice is allocated again. */
export function useVoidPayment(invoiceId: number) {
  const refresh = useRefreshInvoice(invoiceId);
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      (await apiClient.post<{ data: Payment }>(`/payments/${id}/void`, { reason })).data,
    onSuccess: refresh,
  });
}
