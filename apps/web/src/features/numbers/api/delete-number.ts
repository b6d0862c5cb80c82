import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { numberKeys } from './get-numbers';

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
