import { useDeleteRecord } from '../../../components/record/api/record-queries';
import { tripKeys } from '../../../entities/trips/keys';

/** Its bookings stay on their trips without a supplier: the trips that show them refetch. */
export const useDeleteSupplier = () => useDeleteRecord('suppliers', [tripKeys.all]);
