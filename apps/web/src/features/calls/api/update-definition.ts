import type { Definition, definitionUpdateSchema } from '@aurora/contracts/reference';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { referenceKeys } from '../../../entities/reference/reference-data';
import { apiClient } from '../../../lib/api-client';

/** `PUT /definitions/{id}` (administrators): an option of a list, here a call outcome. */
export async function updateDefinition(
  id: number,
  input: z.input<typeof definitionUpdateSchema>,
): Promise<Definition> {
  return (await apiClient.put<{ data: Definition }>(`/definitions/${id}`, input)).data;
}

export function useUpdateCallOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, asksFollowUp }: { id: number; asksFollowUp: boolean }) =>
      updateDefinition(id, { asks_follow_up: asksFollowUp }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: referenceKeys.definitions('call_outcomes') }),
  });
}
