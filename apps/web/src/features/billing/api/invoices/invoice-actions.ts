import type { createCreditNoteSchema, Invoice } from '@aurora/contracts/billing/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invoiceKeys, paymentKeys } from '../../../../entities/invoices/keys';
import { tripKeys } from '../../../../entities/trips/keys';
import { apiClient } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

export type CreditNoteInput = z.input<typeof createCreditNoteSchema>;

/**
 * What follows any change to an invoice's money: its page shows the answer, and every list of
 * invoices and payments, and the trips' billing, refetch.
 */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (invoice?: Invoice) => {
    if (invoice) queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
    for (const queryKey of [invoiceKeys.all, paymentKeys.all, tripKeys.all]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/** `POST /invoices/{id}/issue`: the draft takes its number and is locked. */
export function useIssueInvoice(id: number) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async () => (await apiClient.post<{ data: Invoice }>(`/invoices/${id}/issue`)).data,
    onSuccess: refresh,
  });
}

/** `POST /invoices/{id}/void` with a reason: an issued invoice without payments. */
export function useVoidInvoice(id: number) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async (reason: string) =>
      (await apiClient.post<{ data: Invoice }>(`/invoices/${id}/void`, { reason })).data,
    onSuccess: refresh,
  });
}

/** `POST /invoices/{id}/credit-notes`: a numbered credit note for some or all of the invoice. */
export function useCreateCreditNote(id: number) {
  const refresh = useRefreshAfter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreditNoteInput) =>
      (await apiClient.post<{ data: Invoice }>(`/invoices/${id}/credit-notes`, input)).data,
    onSuccess: (creditNote) => {
      refresh(creditNote);
      // The corrected invoice now has less open.
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) });
    },
  });
}

/** Fetches a PDF with the Bearer header (a plain link cannot send it) and saves it under the server's name. */
async function downloadPdf(path: string, fallbackName: string): Promise<string> {
  const file = await apiClient.download(path);
  const fileName = file.fileName ?? fallbackName;
  saveFile(file.blob, fileName);
  return fileName;
}

/** `GET /invoices/{id}/document.pdf`: the invoice or credit note (a draft's carries the server's watermark). */
export const downloadInvoicePdf = (invoice: Pick<Invoice, 'id' | 'number'>) =>
  downloadPdf(`/invoices/${invoice.id}/document.pdf`, `invoice-${invoice.number ?? invoice.id}.pdf`);

/** `GET /payments/{id}/receipt.pdf`: a payment's receipt. */
export const downloadReceiptPdf = (paymentId: number) =>
  downloadPdf(`/payments/${paymentId}/receipt.pdf`, `receipt-${paymentId}.pdf`);
