import { ORGANIZATION_ERRORS } from '@aurora/contracts/constants';
import type { Organization, organizationInputSchema } from '@aurora/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, withErrorFallback } from '../../../lib/api-client';
import { organizationStore } from '../../../lib/organization-store';
import { organizationKeys } from './keys';

export type CreateOrganizationPayload = z.output<typeof organizationInputSchema>;

export async function createOrganization(payload: CreateOrganizationPayload): Promise<Organization> {
  const answer = await withErrorFallback(
    apiClient.post<{ data: Organization }>('/organizations', payload),
    ORGANIZATION_ERRORS.create,
  );
  return answer.data;
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationKeys.detail(organization.id), organization);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.lists() });
      organizationStore.upsert(organization);
    },
  });
}
