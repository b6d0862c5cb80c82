import type { Trip, UpdateTripInput } from '@aurora/contracts/travel/trips';
import { useUpdateRecord } from '../../../components/record/api/record-queries';

/** Saves a trip (any subset of its fields, a status move among them); its page and the lists refresh. */
export const useUpdateTrip = (id: number) => useUpdateRecord<UpdateTripInput, Trip>('trips', id);
