import type { Lead } from '@aurora/contracts/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

export async function getLead(id: number, signal?: AbortSignal): Promise<Lead> {
  const answer = await apiClient.get<{ data: Lead }>(`/leads/${id}`, { signal });
  return answer.data;
}

export const getLeadQueryOptions = (id: number) =>
  queryOptions({
    queryKey: recordKeys.detail('leads', id),
    queryFn: ({ signal }) => getLead(id, signal),
  });

export function useLead(id: number) {
  return useQuery({ ...getLeadQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
