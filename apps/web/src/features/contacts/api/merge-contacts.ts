import type { Contact } from '@aurora/contracts/contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../entities/clients/keys';
import { contactKeys } from '../../../entities/contacts/keys';
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
      queryClient.removeQueries({ queryKey: contactKeys.detail(otherId) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.detail(contact.id) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
