import type { CallAnalytics } from '@aurora/contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callKeys } from '../../../entities/calls/keys';
import { apiClient } from '../../../lib/api-client';

/** `GET /{org}/analytics/calls?{query}`: the whole page's figures for one set of filters. */
export async function getCallAnalytics(query: Record<string, string>, signal?: AbortSignal) {
  return (await apiClient.get<{ data: CallAnalytics }>('/analytics/calls', { query, signal })).data;
}

export const getCallAnalyticsQueryOptions = (organizationCode: string, query: Record<string, string>) =>
  queryOptions({
    queryKey: callKeys.analytics(organizationCode, query),
    queryFn: ({ signal }) => getCallAnalytics(query, signal),
  });

/** Keeps the last figures on screen while a new filter's load, so the page does not flash empty. */
export function useCallAnalytics(organizationCode: string, query: Record<string, string>, enabled: boolean) {
  return useQuery({
    ...getCallAnalyticsQueryOptions(organizationCode, query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
