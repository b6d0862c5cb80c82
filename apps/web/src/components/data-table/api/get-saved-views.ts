import type { SavedView } from '@aurora/contracts/saved-views';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type SavedViewModule = SavedView['module'];

export const savedViewKeys = {
  all: ['saved-views'] as const,
  list: (module: SavedViewModule) => [...savedViewKeys.all, module] as const,
};

/** `GET /saved-views?module=...`: the caller's views of the module and the shared ones. */
export async function getSavedViews(module: SavedViewModule, signal?: AbortSignal): Promise<SavedView[]> {
  const answer = await apiClient.get<{ data: SavedView[] }>('/saved-views', { query: { module }, signal });
  return answer.data;
}

export const getSavedViewsQueryOptions = (module: SavedViewModule) =>
  queryOptions({
    queryKey: savedViewKeys.list(module),
    queryFn: ({ signal }) => getSavedViews(module, signal),
  });

export function useSavedViews(module: SavedViewModule) {
  return useQuery(getSavedViewsQueryOptions(module));
}

/** Refreshes every module's views after a change. */
export function useInvalidateSavedViews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all });
}
