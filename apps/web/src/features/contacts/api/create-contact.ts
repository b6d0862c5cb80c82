import type { Contact, CreateContactInput } from '@aurora/contracts/contacts';
import type { Warnings } from '@aurora/contracts/records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../entities/clients/keys';
import { contactKeys } from '../../../entities/contacts/keys';
import { apiClient } from '../../../lib/api-client';

export type CreatedContact = { data: Contact; warnings: Warnings };

/** `POST /clients/{id}/contacts`. */
export async function createContact(clientId: number, input: CreateContactInput): Promise<CreatedContact> {
  return apiClient.post<CreatedContact>(`/clients/${clientId}/contacts`, input);
}

export function useCreateContact(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateContactInput) => createContact(clientId, input),
    onSuccess: () => {
      // The client's contacts, count and timeline, and the contacts list.
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
