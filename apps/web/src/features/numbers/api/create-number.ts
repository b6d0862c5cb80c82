import type { CreateNumberInput, TelephonyNumber } from '@aurora/contracts/numbers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { numberKeys } from '../../../entities/numbers/get-numbers';
import { apiClient } from '../../../lib/api-client';

/** `POST /telephony/numbers` (administrators). */
export async function createNumber(input: CreateNumberInput): Promise<TelephonyNumber> {
  return (await apiClient.post<{ data: TelephonyNumber }>('/telephony/numbers', input)).data;
}

export function useCreateNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNumber,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: numberKeys.all }),
  });
}
