import type { QueryKey } from '@tanstack/react-query';
import { useRefreshOnRecordEvents } from '../dashboards/refresh-on-record-events';

const TRIPS = ['trips'];

/**
 * Billing's figures that come from the bookings (supplier payments, commissions, deadlines) are
 * announced as changes of their trip: while a screen shows them, a trip's record event refreshes
 * `key` too (the invoices' and payments' events already refresh everything below `['invoices']`).
 */
export function useRefreshOnTripEvents(key: QueryKey) {
  useRefreshOnRecordEvents(key, TRIPS);
}
