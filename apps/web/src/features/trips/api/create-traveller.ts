import type { Contact, CreateContactInput } from '@aurora/contracts/contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../entities/clients/keys';
import { contactKeys } from '../../../entities/contacts/keys';
import { apiClient } from '../../../lib/api-client';

/** What the trip form asks of a new traveller: the names and papers a booking needs. */
export type NewTravellerInput = Pick<
  CreateContactInput,
  'first_name' | 'last_name' | 'date_of_birth' | 'passport_number' | 'passport_expiry'
>;

/**
 * `POST /clients/{id}/contacts` from the trip form: a traveller is a contact of the trip's client.
 * The rest of a contact (reach, preferences) is left empty for the client's page.
 */
export async function createTraveller(clientId: number, input: NewTravellerInput): Promise<Contact> {
  const body: CreateContactInput = input;
  const answer = await apiClient.post<{ data: Contact }>(`/clients/${clientId}/contacts`, body);
  return answer.data;
}

export function useCreateTraveller(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTravellerInput) => createTraveller(clientId, input),
    onSuccess: () => {
      // The client's people (the form's list), its count and timeline, and the contacts list.
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
