import type { AnalyticsSettings } from '@aurora/contracts/analytics';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callKeys } from '../../../entities/calls/keys';
import { apiClient } from '../../../lib/api-client';

/** `GET /{org}/analytics/settings`: the service level's seconds and the wallboard's thresholds. */
export const getAnalyticsSettingsQueryOptions = (organizationCode: string) =>
  queryOptions({
    queryKey: callKeys.analyticsSettings(organizationCode),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: AnalyticsSettings }>('/analytics/settings', { signal })).data,
  });

export function useAnalyticsSettings(organizationCode: string, enabled: boolean) {
  return useQuery({ ...getAnalyticsSettingsQueryOptions(organizationCode), enabled });
}

/** `PUT /{org}/analytics/settings` (administrators); the figures that read them load again. */
export function useUpdateAnalyticsSettings(organizationCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: AnalyticsSettings) =>
      (await apiClient.put<{ data: AnalyticsSettings }>('/analytics/settings', settings)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(callKeys.analyticsSettings(organizationCode), saved);
      void queryClient.invalidateQueries({ queryKey: callKeys.all });
    },
  });
}
