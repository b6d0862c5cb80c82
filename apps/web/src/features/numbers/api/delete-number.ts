import { useMutation, useQueryClient } from '@tanstack/react-query';
import { numberKeys } from '../../../entities/numbers/get-numbers';
import { apiClient } from '../../../lib/api-client';

/** `DELETE /telephony/numbers/{id}` (administrators). */
export function deleteNumber(id: number): Promise<unknown> {
  return apiClient.delete(`/telephony/numbers/${id}`);
}

export function useDeleteNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNumber,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: numberKeys.all }),
  });
}
