import type { Member, updateMemberSchema } from '@aurora/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { organizationKeys } from './keys';

export type UpdateMemberPayload = z.output<typeof updateMemberSchema>;

export async function updateMember(
  organizationId: number,
  userId: number,
  payload: UpdateMemberPayload,
): Promise<Member> {
  const answer = await apiClient.put<{ data: Member }>(
    `/organizations/${organizationId}/members/${userId}`,
    payload,
  );
  return answer.data;
}

// Shown until the server answers with the real agent record.
const pendingAgent: NonNullable<Member['agent']> = {
  id: 0,
  identity: '',
  phone: null,
  is_active: true,
};

function applyChange(member: Member, payload: UpdateMemberPayload): Member {
  return {
    ...member,
    roles: payload.roles ? payload.roles.map((name, index) => ({ id: -index - 1, name })) : member.roles,
    agent:
      payload.is_agent === undefined
        ? member.agent
        : payload.is_agent
          ? (member.agent ?? pendingAgent)
          : null,
  };
}

/** Changes a member's roles or agent flag, showing the change at once and undoing it on failure. */
export function useUpdateMember(organizationId: number) {
  const queryClient = useQueryClient();
  const key = organizationKeys.members(organizationId);
  const mutationKey = [...key, 'update'];
  return useMutation({
    mutationKey,
    mutationFn: ({ userId, payload }: { userId: number; payload: UpdateMemberPayload }) =>
      updateMember(organizationId, userId, payload),
    onMutate: async ({ userId, payload }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Member[]>(key);
      queryClient.setQueryData<Member[]>(key, (members) =>
        members?.map((member) => (member.id === userId ? applyChange(member, payload) : member)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      // With several changes in flight, refetching after the first would undo the others on screen.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: organizationKeys.stats(organizationId) });
    },
  });
}
