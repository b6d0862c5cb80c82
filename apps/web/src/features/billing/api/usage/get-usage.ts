import type { UsageGroup, UsageReport } from '@aurora/contracts/billing/usage';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';

export type UsageParams = { month: string; group: UsageGroup };

/** Below `billing`, with the rest of the module's queries. */
export const usageKeys = {
  report: (params: UsageParams) => ['billing', 'usage', params] as const,
};

/** `GET /billing/usage?month=&group=` (administrators): the telephony bill of a month, grouped. */
export async function getUsage(params: UsageParams, signal?: AbortSignal): Promise<UsageReport> {
  const answer = await apiClient.get<{ data: UsageReport }>('/billing/usage', { query: params, signal });
  return answer.data;
}

export const getUsageQueryOptions = (params: UsageParams) =>
  queryOptions({ queryKey: usageKeys.report(params), queryFn: ({ signal }) => getUsage(params, signal) });

/** Another month or grouping keeps the last figures on screen until the new ones arrive. */
export const useUsage = (params: UsageParams) =>
  useQuery({ ...getUsageQueryOptions(params), placeholderData: keepPreviousData });
