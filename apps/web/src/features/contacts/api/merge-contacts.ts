import type { Contact } from '@aurora/contracts/contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

/** `POST /contacts/{id}/merge`: `otherId` moves into `survivorId` and is deleted. */
export async function mergeContacts(survivorId: number, otherId: number): Promise<Contact> {
  const answer = await apiClient.post<{ data: Contact }>(`/contacts/${survivorId}/merge`, {
    other_id: otherId,
  });
  return answer.data;
}

export function useMergeContacts(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ survivorId, otherId }: { survivorId: number; otherId: number }) =>
      mergeContacts(survivorId, otherId),
    onSuccess: (contact, { otherId }) => {
      queryClient.removeQueries({ queryKey: recordKeys.detail('contacts', otherId) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.detail('contacts', contact.id) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.detail('clients', clientId) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('contacts') });
    },
  });
}
