import { ORGANIZATION_ERRORS } from '@aurora/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, withErrorFallback } from '../../../lib/api-client';
import { organizationStore } from '../../../lib/organization-store';
import { organizationKeys } from './keys';

export async function deleteOrganization(id: number): Promise<void> {
  await withErrorFallback(apiClient.delete(`/organizations/${id}`), ORGANIZATION_ERRORS.delete);
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    onSuccess: (_, id) => {
      // If it was the current organization, the first remaining one takes over (spec §4).
      organizationStore.remove(id);
      // The deleted organization's own queries are left to expire: removing them while its page is
      // still on screen would refetch them (and 404) before the navigation away.
      void queryClient.invalidateQueries({ queryKey: organizationKeys.lists() });
    },
  });
}
