import { useDeleteRecord } from '../../../components/record/api/record-queries';

export const useDeleteLead = () => useDeleteRecord('leads');
