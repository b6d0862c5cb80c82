import type { PaginationMeta } from '@aurora/contracts/http';
import type { ActivityItem } from '@aurora/contracts/records';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type RecordSubject, recordKeys, recordPath } from './keys';

export const ACTIVITY_PAGE_SIZE = 20;

export type ActivityPage = { data: ActivityItem[]; meta: PaginationMeta };

/** `GET /{module}/{id}/activity`: one page of the timeline, newest first. */
export function getActivity(subject: RecordSubject, page: number, signal?: AbortSignal) {
  return apiClient.get<ActivityPage>(`${recordPath(subject)}/activity`, {
    query: { page, per_page: ACTIVITY_PAGE_SIZE },
    signal,
  });
}

export const getActivityQueryOptions = (subject: RecordSubject) =>
  infiniteQueryOptions({
    queryKey: recordKeys.activity(subject),
    queryFn: ({ pageParam, signal }) => getActivity(subject, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

/** The timeline, page by page ("load more"). */
export function useActivity(subject: RecordSubject) {
  return useInfiniteQuery(getActivityQueryOptions(subject));
}
