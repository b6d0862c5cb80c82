import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateSavedViews } from './get-saved-views';

/** `DELETE /saved-views/{id}` (its owner; an administrator for shared views). */
export async function deleteSavedView(id: number): Promise<void> {
  await apiClient.delete(`/saved-views/${id}`);
}

export function useDeleteSavedView() {
  const invalidate = useInvalidateSavedViews();
  return useMutation({ mutationFn: deleteSavedView, onSuccess: invalidate });
}
