import type { BulkActionInput, BulkResult } from '@aurora/contracts/records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /{module}/bulk`: assign, change the status of, or delete several records. */
export async function bulkAction(module: string, input: BulkActionInput): Promise<BulkResult> {
  const answer = await apiClient.post<{ data: BulkResult }>(`/${module}/bulk`, input);
  return answer.data;
}

/** Every query of the module (its lists and records) is refreshed after a bulk change. */
export function useBulkAction(module: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkActionInput) => bulkAction(module, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [module] }),
  });
}
