import type { TripBilling } from '@aurora/contracts/billing/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRecordAt, isRecordId } from '../../components/record/api/record-queries';
import { getInvoicesQueryOptions } from '../invoices/get-invoices';
import { billingKeys } from './keys';

/** `GET /trips/{id}/billing`: what the trip's issued invoices come to, in the trip's currency. */
export const getTripBillingQueryOptions = (tripId: number) =>
  queryOptions({
    queryKey: billingKeys.tripBilling(tripId),
    queryFn: ({ signal }) => getRecordAt<TripBilling>(`/trips/${tripId}/billing`, signal),
  });

export const useTripBilling = (tripId: number) =>
  useQuery({ ...getTripBillingQueryOptions(tripId), enabled: isRecordId(tripId) });

/** The trip's invoices and credit notes (drafts too), newest first: at most 50, a trip has a few. */
export const TRIP_INVOICES_SHOWN = 50;

export const useTripInvoices = (tripId: number) =>
  useQuery({
    ...getInvoicesQueryOptions({
      'filter[trip_id]': String(tripId),
      sort: '-created_at',
      per_page: String(TRIP_INVOICES_SHOWN),
    }),
    enabled: isRecordId(tripId),
  });

/** `GET /clients/{id}/billing`: what the client owes across its trips, in the organization's currency. */
export const getClientBillingQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: billingKeys.clientBilling(clientId),
    queryFn: ({ signal }) => getRecordAt<TripBilling>(`/clients/${clientId}/billing`, signal),
  });

export const useClientBilling = (clientId: number) =>
  useQuery({ ...getClientBillingQueryOptions(clientId), enabled: isRecordId(clientId) });
