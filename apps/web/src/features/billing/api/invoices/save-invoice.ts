import type { CreateInvoiceInput, Invoice, updateInvoiceSchema } from '@aurora/contracts/billing/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useDeleteRecord, useUpdateRecord } from '../../../../components/record/api/record-queries';
import { invoiceKeys } from '../../../../entities/invoices/keys';
import { tripKeys } from '../../../../entities/trips/keys';
import { apiClient } from '../../../../lib/api-client';

export type UpdateInvoiceInput = z.input<typeof updateInvoiceSchema>;

/** `POST /invoices`: a draft, with the lines the form shows. */
export async function createInvoice(input: CreateInvoiceInput): Promise<Invoice> {
  return (await apiClient.post<{ data: Invoice }>('/invoices', input)).data;
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      // A trip's page shows what is invoiced.
      void queryClient.invalidateQueries({ queryKey: tripKeys.all });
    },
  });
}

/** `PUT /invoices/{id}` of a draft (an issued one answers 409). */
export const useUpdateInvoice = (id: number) =>
  useUpdateRecord<UpdateInvoiceInput, Invoice>('invoices', id, [tripKeys.all]);

/** `DELETE /invoices/{id}` of a draft. */
export const useDeleteInvoice = () => useDeleteRecord('invoices', [tripKeys.all]);
