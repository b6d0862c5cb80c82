import type { createMemberSchema, Member } from '@aurora/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { organizationKeys } from './keys';

export type CreateMemberPayload = z.output<typeof createMemberSchema>;

export async function createMember(organizationId: number, payload: CreateMemberPayload): Promise<Member> {
  const answer = await apiClient.post<{ data: Member }>(
    `/organizations/${organizationId}/members/new`,
    payload,
  );
  return answer.data;
}

export function useCreateMember(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateMemberPayload) => createMember(organizationId, payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKeys.members(organizationId) });
      void queryClient.invalidateQueries({ queryKey: organizationKeys.stats(organizationId) });
    },
  });
}
