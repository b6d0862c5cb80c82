import type { SupplierBookings } from '@aurora/contracts/travel/suppliers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supplierKeys } from '../../../entities/suppliers/keys';
import { apiClient } from '../../../lib/api-client';

/** `GET /suppliers/{id}/bookings`: its bookings across trips and its commissions, summed. */
export async function getSupplierBookings(id: number, signal?: AbortSignal): Promise<SupplierBookings> {
  return apiClient.get<SupplierBookings>(`/suppliers/${id}/bookings`, { signal });
}

export const getSupplierBookingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supplierKeys.bookings(id),
    queryFn: ({ signal }) => getSupplierBookings(id, signal),
  });

export const useSupplierBookings = (id: number) => useQuery(getSupplierBookingsQueryOptions(id));
