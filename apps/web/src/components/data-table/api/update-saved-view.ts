import type { SavedView, UpdateSavedViewInput } from '@aurora/contracts/saved-views';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateSavedViews } from './get-saved-views';

/** `PUT /saved-views/{id}` (its owner; an administrator for shared views). */
export async function updateSavedView(id: number, input: UpdateSavedViewInput): Promise<SavedView> {
  const answer = await apiClient.put<{ data: SavedView }>(`/saved-views/${id}`, input);
  return answer.data;
}

export function useUpdateSavedView() {
  const invalidate = useInvalidateSavedViews();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateSavedViewInput }) => updateSavedView(id, input),
    onSuccess: invalidate,
  });
}
