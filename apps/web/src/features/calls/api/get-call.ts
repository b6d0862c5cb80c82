import type { Call } from '@aurora/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKeys } from '../../../entities/calls/keys';
import { apiClient } from '../../../lib/api-client';

/** `GET /calls/{id}`: one call, with its recording. */
export async function getCall(id: number, signal?: AbortSignal): Promise<Call> {
  return (await apiClient.get<{ data: Call }>(`/calls/${id}`, { signal })).data;
}

export const getCallQueryOptions = (id: number) =>
  queryOptions({ queryKey: callKeys.detail(id), queryFn: ({ signal }) => getCall(id, signal) });

export function useCall(id: number) {
  return useQuery(getCallQueryOptions(id));
}
