import { useDeleteRecord } from '../../../components/record/api/record-queries';
import { contactKeys } from '../../../entities/contacts/keys';

/** A client's contacts go with it. */
export const useDeleteClient = () => useDeleteRecord('clients', [contactKeys.all]);
