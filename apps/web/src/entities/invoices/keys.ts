import { recordKeys } from '../../components/record/api/keys';

/** Every invoice query, below `['invoices']` (the module the realtime record events name). */
export const invoiceKeys = {
  all: recordKeys.module('invoices'),
  list: (query: Record<string, string>) => [...invoiceKeys.all, 'list', query] as const,
  detail: (id: number) => recordKeys.detail('invoices', id),
};

/** Every payment query, below `['payments']`. */
export const paymentKeys = {
  all: recordKeys.module('payments'),
  list: (query: Record<string, string>) => [...paymentKeys.all, 'list', query] as const,
  detail: (id: number) => recordKeys.detail('payments', id),
};

/** The web page of an invoice or credit note below the organization's `base` (`/mx`). */
export const invoicePath = (base: string, id: number) => `${base}/billing/invoices/${id}`;

/**
 * The page that starts a new invoice: for a trip (`?trip_id=`, the client and currency follow it)
 * or a client (`?client_id=`).
 */
export const newInvoicePath = (base: string, prefill: { tripId?: number; clientId?: number } = {}) => {
  const query = new URLSearchParams();
  if (prefill.tripId) query.set('trip_id', String(prefill.tripId));
  if (prefill.clientId) query.set('client_id', String(prefill.clientId));
  const search = query.toString();
  return `${base}/billing/invoices/create${search ? `?${search}` : ''}`;
};
