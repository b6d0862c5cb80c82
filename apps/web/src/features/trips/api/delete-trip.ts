import { useDeleteRecord } from '../../../components/record/api/record-queries';

export const useDeleteTrip = () => useDeleteRecord('trips');
