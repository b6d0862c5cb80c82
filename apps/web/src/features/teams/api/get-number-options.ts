import type { TelephonyNumber } from '@aurora/contracts/numbers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /telephony/numbers`: the numbers a team may answer (the form's choices). */
export const getNumberOptionsQueryOptions = (organizationCode: string) =>
  queryOptions({
    queryKey: ['teams', 'number-options', organizationCode.toLowerCase()] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: TelephonyNumber[] }>('/telephony/numbers', { signal })).data,
  });

export function useNumberOptions(organizationCode: string) {
  return useQuery(getNumberOptionsQueryOptions(organizationCode));
}
