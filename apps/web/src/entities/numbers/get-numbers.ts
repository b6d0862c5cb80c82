import type { TelephonyNumber } from '@aurora/contracts/numbers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

export const numberKeys = { all: ['telephony-numbers'] as const };

/** `GET /telephony/numbers`: the organization's numbers (every member): its list, and a filter's choices (call analytics). */
export async function getNumbers(signal?: AbortSignal): Promise<TelephonyNumber[]> {
  return (await apiClient.get<{ data: TelephonyNumber[] }>('/telephony/numbers', { signal })).data;
}

export const getNumbersQueryOptions = (organizationCode: string) =>
  queryOptions({
    queryKey: [...numberKeys.all, organizationCode.toLowerCase()] as const,
    queryFn: ({ signal }) => getNumbers(signal),
  });

export function useNumbers(organizationCode: string) {
  return useQuery(getNumbersQueryOptions(organizationCode));
}
