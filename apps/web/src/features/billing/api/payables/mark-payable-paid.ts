import type { MarkPayablePaidInput, Payable } from '@aurora/contracts/billing/payables';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../../entities/billing/keys';
import { tripKeys } from '../../../../entities/trips/keys';
import { apiClient } from '../../../../lib/api-client';

/**
 * `POST /billing/payables/{bookingId}/{index}/pay`: the supplier payment, paid on a day with a
 * reference. One already paid answers 409 and keeps its day and reference.
 */
export async function markPayablePaid(
  bookingId: number,
  index: number,
  input: MarkPayablePaidInput,
): Promise<Payable> {
  const answer = await apiClient.post<{ data: Payable }>(
    `/billing/payables/${bookingId}/${index}/pay`,
    input,
  );
  return answer.data;
}

/** Refreshes billing (and the trip's bookings, which show their payments) after it, 409 included. */
export function useMarkPayablePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      bookingId,
      index,
      input,
    }: {
      bookingId: number;
      index: number;
      input: MarkPayablePaidInput;
    }) => markPayablePaid(bookingId, index, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: tripKeys.all }),
      ]),
  });
}
