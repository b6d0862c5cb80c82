import type { TelephonyNumber, UpdateNumberInput } from '@aurora/contracts/numbers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { numberKeys } from '../../../entities/numbers/get-numbers';
import { apiClient } from '../../../lib/api-client';

/** `PUT /telephony/numbers/{id}` (administrators). */
export async function updateNumber(id: number, input: UpdateNumberInput): Promise<TelephonyNumber> {
  return (await apiClient.put<{ data: TelephonyNumber }>(`/telephony/numbers/${id}`, input)).data;
}

export function useUpdateNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateNumberInput }) => updateNumber(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: numberKeys.all }),
  });
}
