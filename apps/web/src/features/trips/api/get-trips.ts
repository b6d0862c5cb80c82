import type { Trip } from '@aurora/contracts/travel/trips';
import { useQuery } from '@tanstack/react-query';
import { type ListQuery, listPageQueryOptions } from '../../../components/record/api/record-queries';
import { tripKeys } from '../../../entities/trips/keys';

/** `GET /trips` in the list grammar: each trip with its travellers, totals, warnings and deadlines. */
export const getTripsQueryOptions = (query: ListQuery) =>
  listPageQueryOptions<Trip>(tripKeys.list(query), '/trips', query);

export const useTrips = (query: ListQuery, enabled = true) =>
  useQuery({ ...getTripsQueryOptions(query), enabled });
