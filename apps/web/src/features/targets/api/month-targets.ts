import type { MonthTargets, MonthTargetsInput } from '@aurora/contracts/targets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../../entities/dashboards/keys';
import { apiClient } from '../../../lib/api-client';

/** The targets' answers, below `['targets']` (their module): its record events refresh them. */
export const targetKeys = {
  all: ['targets'] as const,
  month: (organizationCode: string, month: string) =>
    [...targetKeys.all, organizationCode.toUpperCase(), month] as const,
};

/** `GET /{orgCode}/targets/{month}`. */
export const getMonthTargetsQueryOptions = (organizationCode: string, month: string) =>
  queryOptions({
    queryKey: targetKeys.month(organizationCode, month),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ data: MonthTargets }>(`/${organizationCode.toLowerCase()}/targets/${month}`, {
          signal,
        })
      ).data,
  });

export function useMonthTargets(organizationCode: string, month: string) {
  return useQuery(getMonthTargetsQueryOptions(organizationCode, month));
}

/** `PUT /{orgCode}/targets/{month}`: the month's whole set; the dashboards measure against it. */
export function useSetMonthTargets(organizationCode: string, month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MonthTargetsInput) =>
      (
        await apiClient.put<{ data: MonthTargets }>(
          `/${organizationCode.toLowerCase()}/targets/${month}`,
          input,
        )
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(targetKeys.month(organizationCode, month), saved);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
