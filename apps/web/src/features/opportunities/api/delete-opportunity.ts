import { useDeleteRecord } from '../../../components/record/api/record-queries';

export const useDeleteOpportunity = () => useDeleteRecord('opportunities');
