import type { CommissionReceipt, CreateCommissionReceiptInput } from '@aurora/contracts/billing/payables';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../../entities/billing/keys';
import { tripKeys } from '../../../../entities/trips/keys';
import { apiClient } from '../../../../lib/api-client';

/** `POST /billing/commission-receipts`: one payment by a supplier, split across bookings (422 names the allocation). */
export async function createCommissionReceipt(
  input: CreateCommissionReceiptInput,
): Promise<CommissionReceipt> {
  const answer = await apiClient.post<{ data: CommissionReceipt }>('/billing/commission-receipts', input);
  return answer.data;
}

export function useCreateCommissionReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommissionReceipt,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: tripKeys.all }),
      ]),
  });
}
