import type { Trip } from '@aurora/contracts/travel/trips';
import { useQuery } from '@tanstack/react-query';
import { isRecordId, recordQueryOptions } from '../../components/record/api/record-queries';
import { tripKeys } from './keys';

/** `GET /trips/{id}`: the trip with its travellers, totals, warnings and deadlines. */
export const getTripQueryOptions = (id: number) =>
  recordQueryOptions<Trip>(tripKeys.detail(id), `/trips/${id}`);

export const useTrip = (id: number) => useQuery({ ...getTripQueryOptions(id), enabled: isRecordId(id) });
