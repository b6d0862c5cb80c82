import { useDeleteRecord } from '../../../components/record/api/record-queries';
import { clientKeys } from '../../../entities/clients/keys';

/** The client's page shows its contacts and their count. */
export const useDeleteContact = (clientId: number) =>
  useDeleteRecord('contacts', [clientKeys.detail(clientId)]);
