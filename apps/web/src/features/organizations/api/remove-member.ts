import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { organizationKeys } from './keys';

export async function removeMember(organizationId: number, userId: number): Promise<void> {
  await apiClient.delete(`/organizations/${organizationId}/members/${userId}`);
}

export function useRemoveMember(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeMember(organizationId, userId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKeys.members(organizationId) });
      void queryClient.invalidateQueries({ queryKey: organizationKeys.stats(organizationId) });
    },
  });
}
