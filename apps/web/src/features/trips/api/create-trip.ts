import type { CreateTripInput, Trip } from '@aurora/contracts/travel/trips';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripKeys } from '../../../entities/trips/keys';
import { apiClient } from '../../../lib/api-client';

/** `POST /trips`; with `opportunity_id` the server copies from the deal what is not given. */
export async function createTrip(input: CreateTripInput): Promise<Trip> {
  const answer = await apiClient.post<{ data: Trip }>('/trips', input);
  return answer.data;
}

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrip,
    onSuccess: (trip) => {
      void queryClient.invalidateQueries({ queryKey: tripKeys.all });
      queryClient.setQueryData(tripKeys.detail(trip.id), trip);
    },
  });
}
