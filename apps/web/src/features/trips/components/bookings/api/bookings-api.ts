import type { Booking, CreateBookingInput, UpdateBookingInput } from '@aurora/contracts/travel/bookings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tripKeys } from '../../../../../entities/trips/keys';
import { apiClient } from '../../../../../lib/api-client';

/**
 * A trip's bookings sit below the trip's detail key: the realtime record events for `trips`, and
 * every refresh of the trip, refresh them too.
 */
export const bookingKeys = {
  ofTrip: (tripId: number) => [...tripKeys.detail(tripId), 'bookings'] as const,
};

/** `GET /trips/{id}/bookings`: in the order they happen. */
export async function getTripBookings(tripId: number, signal?: AbortSignal): Promise<Booking[]> {
  return (await apiClient.get<{ data: Booking[] }>(`/trips/${tripId}/bookings`, { signal })).data;
}

export const getTripBookingsQueryOptions = (tripId: number) =>
  queryOptions({
    queryKey: bookingKeys.ofTrip(tripId),
    queryFn: ({ signal }) => getTripBookings(tripId, signal),
  });

export const useTripBookings = (tripId: number) => useQuery(getTripBookingsQueryOptions(tripId));

/** After any change to a booking the trip's totals, warnings and deadlines change with it. */
function useRefreshTrip(tripId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
}

/** `POST /trips/{id}/bookings` (no `id`) or `PUT /trips/{id}/bookings/{bookingId}`. */
export function useSaveBooking(tripId: number) {
  const refresh = useRefreshTrip(tripId);
  return useMutation({
    mutationFn: async ({
      id,
      input,
    }: {
      id?: number | undefined;
      input: CreateBookingInput | UpdateBookingInput;
    }) => {
      const path = `/trips/${tripId}/bookings`;
      const answer = id
        ? await apiClient.put<{ data: Booking }>(`${path}/${id}`, input)
        : await apiClient.post<{ data: Booking }>(path, input);
      return answer.data;
    },
    onSuccess: refresh,
  });
}

/** `DELETE /trips/{id}/bookings/{bookingId}`: for a booking made by mistake. */
export function useDeleteBooking(tripId: number) {
  const refresh = useRefreshTrip(tripId);
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(`/trips/${tripId}/bookings/${id}`);
    },
    onSuccess: refresh,
  });
}
