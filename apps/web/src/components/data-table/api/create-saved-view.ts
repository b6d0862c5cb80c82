import type { CreateSavedViewInput, SavedView } from '@aurora/contracts/saved-views';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateSavedViews } from './get-saved-views';

/** `POST /saved-views`. */
export async function createSavedView(input: CreateSavedViewInput): Promise<SavedView> {
  const answer = await apiClient.post<{ data: SavedView }>('/saved-views', input);
  return answer.data;
}

export function useCreateSavedView() {
  const invalidate = useInvalidateSavedViews();
  return useMutation({ mutationFn: createSavedView, onSuccess: invalidate });
}
