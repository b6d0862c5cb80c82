import type { Invoice } from '@aurora/contracts/billing/invoices';
import { useQuery } from '@tanstack/react-query';
import { isRecordId, recordQueryOptions } from '../../components/record/api/record-queries';
import { invoiceKeys } from './keys';

/** `GET /invoices/{id}`: the invoice (or credit note) with its lines, instalments and what covers them. */
export const getInvoiceQueryOptions = (id: number) =>
  recordQueryOptions<Invoice>(invoiceKeys.detail(id), `/invoices/${id}`);

export const useInvoice = (id: number) =>
  useQuery({ ...getInvoiceQueryOptions(id), enabled: isRecordId(id) });
