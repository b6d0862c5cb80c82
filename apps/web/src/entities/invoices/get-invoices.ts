import type { Invoice } from '@aurora/contracts/billing/invoices';
import { useQuery } from '@tanstack/react-query';
import { type ListQuery, listPageQueryOptions } from '../../components/record/api/record-queries';
import { invoiceKeys } from './keys';

/** `GET /invoices` in the list grammar: invoices and credit notes with what is paid and open. */
export const getInvoicesQueryOptions = (query: ListQuery) =>
  listPageQueryOptions<Invoice>(invoiceKeys.list(query), '/invoices', query);

export const useInvoices = (query: ListQuery) => useQuery(getInvoicesQueryOptions(query));
