import type { Trip } from '@aurora/contracts/travel/trips';
import { useQuery } from '@tanstack/react-query';
import { listPageQueryOptions } from '../../../../components/record/api/record-queries';
import { tripKeys } from '../../../../entities/trips/keys';

/** `GET /trips` of one client, soonest first: the trips an invoice of theirs may bill. */
export function useClientTrips(clientId: number | null) {
  const query = { 'filter[client_id]': String(clientId ?? ''), sort: '-start_date', per_page: '100' };
  return useQuery({
    ...listPageQueryOptions<Trip>(tripKeys.list(query), '/trips', query),
    enabled: clientId !== null,
  });
}
