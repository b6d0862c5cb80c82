import type { addMemberSchema, Member } from '@aurora/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { organizationKeys } from './keys';

export type AddMemberPayload = z.output<typeof addMemberSchema>;

export async function addMember(organizationId: number, payload: AddMemberPayload): Promise<Member> {
  const answer = await apiClient.post<{ data: Member }>(`/organizations/${organizationId}/members`, payload);
  return answer.data;
}

export function useAddMember(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AddMemberPayload) => addMember(organizationId, payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKeys.members(organizationId) });
      void queryClient.invalidateQueries({ queryKey: organizationKeys.stats(organizationId) });
    },
  });
}
