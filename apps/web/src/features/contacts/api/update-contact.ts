import type { Contact, UpdateContactInput } from '@aurora/contracts/contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../entities/clients/keys';
import { contactKeys } from '../../../entities/contacts/keys';
import { apiClient } from '../../../lib/api-client';

export async function updateContact(id: number, input: UpdateContactInput): Promise<Contact> {
  const answer = await apiClient.put<{ data: Contact }>(`/contacts/${id}`, input);
  return answer.data;
}

export function useUpdateContact(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateContactInput }) => updateContact(id, input),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(contact.id), contact);
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
