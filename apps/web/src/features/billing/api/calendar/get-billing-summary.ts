import type { BillingSummary } from '@aurora/contracts/billing/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '../../../../entities/billing/keys';
import { useRefreshOnTripEvents } from '../../../../entities/billing/refresh-on-trip-events';
import { apiClient } from '../../../../lib/api-client';

/** `GET /billing/summary`: the billing screen's cards. */
export const getBillingSummaryQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.summary(),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: BillingSummary }>('/billing/summary', { signal })).data,
  });

export function useBillingSummary() {
  useRefreshOnTripEvents(billingKeys.summary());
  return useQuery(getBillingSummaryQueryOptions());
}
