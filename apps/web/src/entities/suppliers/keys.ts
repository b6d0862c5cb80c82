import { recordKeys } from '../../components/record/api/keys';

/** Every supplier query, below `['suppliers']` (the module the realtime record events name). */
export const supplierKeys = {
  all: recordKeys.module('suppliers'),
  list: (query: Record<string, string>) => [...supplierKeys.all, 'list', query] as const,
  search: (q: string) => [...supplierKeys.all, 'search', q] as const,
  detail: (id: number) => recordKeys.detail('suppliers', id),
  /** Its bookings across trips with their commissions: below the record, so they refresh with it. */
  bookings: (id: number) => [...supplierKeys.detail(id), 'bookings'] as const,
};
