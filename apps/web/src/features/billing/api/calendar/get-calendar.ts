import type { Calendar } from '@aurora/contracts/billing/calendar';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from '../../../../entities/billing/keys';
import { useRefreshOnTripEvents } from '../../../../entities/billing/refresh-on-trip-events';
import { apiClient } from '../../../../lib/api-client';

/** What the calendar asks: its days and its filters (ids as the URL keeps them). */
export type CalendarRequest = {
  from: string;
  to: string;
  owner_id?: string;
  trip_id?: string;
  supplier_id?: string;
};

const queryOf = (request: CalendarRequest): Record<string, string> =>
  Object.fromEntries(Object.entries(request).filter(([, value]) => value)) as Record<string, string>;

/** `GET /billing/calendar`: money in, out and at risk by day, with day and week totals. */
export const getCalendarQueryOptions = (request: CalendarRequest) =>
  queryOptions({
    queryKey: billingKeys.calendar(queryOf(request)),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: Calendar }>('/billing/calendar', { query: queryOf(request), signal }))
        .data,
    // Moving to the next month keeps this one on screen (dimmed) until it arrives.
    placeholderData: keepPreviousData,
  });

export function useCalendar(request: CalendarRequest) {
  useRefreshOnTripEvents(billingKeys.calendars());
  return useQuery(getCalendarQueryOptions(request));
}
