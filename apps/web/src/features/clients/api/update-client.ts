import type { Client, UpdateClientInput } from '@aurora/contracts/clients';
import { useUpdateRecord } from '../../../components/record/api/record-queries';
import { contactKeys } from '../../../entities/contacts/keys';

/** Saves a client; contacts refresh too, as they show their client's name and owner. */
export const useUpdateClient = (id: number) =>
  useUpdateRecord<UpdateClientInput, Client>('clients', id, [contactKeys.all]);
