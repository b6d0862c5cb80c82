import type { CallSettings, UpdateCallSettingsInput } from '@aurora/contracts/teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Keyed by `call-settings`, the module of the server's event when they change. */
const callSettingsKey = (code: string) => ['call-settings', code.toLowerCase()] as const;

/** `GET /call-settings` (administrators). */
export function useCallSettings(organizationCode: string, enabled: boolean) {
  return useQuery({
    queryKey: callSettingsKey(organizationCode),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: CallSettings }>('/call-settings', { signal })).data,
    enabled,
  });
}

/** `PUT /call-settings` (administrators). */
export function useUpdateCallSettings(organizationCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateCallSettingsInput) =>
      (await apiClient.put<{ data: CallSettings }>('/call-settings', input)).data,
    onSuccess: (settings) => queryClient.setQueryData(callSettingsKey(organizationCode), settings),
  });
}
