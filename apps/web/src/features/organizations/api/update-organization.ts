import { ORGANIZATION_ERRORS } from '@aurora/contracts/constants';
import type { Organization, organizationUpdateSchema } from '@aurora/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, withErrorFallback } from '../../../lib/api-client';
import { organizationStore } from '../../../lib/organization-store';
import { organizationKeys } from './keys';

export type UpdateOrganizationPayload = z.output<typeof organizationUpdateSchema>;

export async function updateOrganization(
  id: number,
  payload: UpdateOrganizationPayload,
): Promise<Organization> {
  const answer = await withErrorFallback(
    apiClient.put<{ data: Organization }>(`/organizations/${id}`, payload),
    ORGANIZATION_ERRORS.update,
  );
  return answer.data;
}

export function useUpdateOrganization(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateOrganizationPayload) => updateOrganization(id, payload),
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationKeys.detail(organization.id), organization);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.lists() });
      organizationStore.upsert(organization);
    },
  });
}
