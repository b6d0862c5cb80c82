import type { InvoiceLine } from '@aurora/contracts/billing/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceKeys } from '../../../../entities/invoices/keys';
import { apiClient } from '../../../../lib/api-client';

/**
 * `GET /invoices/trip-lines`: the trip's bookings as invoice lines in `currency` (cancelled ones:
 * their charges), as "add the trip's bookings" puts them in the form to check and edit.
 */
export const tripLinesQueryOptions = (tripId: number, currency: string) =>
  queryOptions({
    queryKey: [...invoiceKeys.all, 'trip-lines', tripId, currency] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: InvoiceLine[] }>('/invoices/trip-lines', {
          query: { trip_id: String(tripId), currency },
          signal,
        })
      ).data,
  });

export const useTripLines = (tripId: number | null, currency: string | undefined) =>
  useQuery({ ...tripLinesQueryOptions(tripId ?? 0, currency ?? ''), enabled: tripId !== null && !!currency });
