import type { Call, CallableType } from '@aurora/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { type ListQuery, listPageQueryOptions } from '../../components/record/api/record-queries';
import { callKeys } from './keys';

/** `GET /calls`: the organization's calls. */
export const getCallsQueryOptions = (query: ListQuery) =>
  listPageQueryOptions<Call>(callKeys.list(query), '/calls', query);

export const useCalls = (query: ListQuery) => useQuery(getCallsQueryOptions(query));

export const RECORD_CALLS_PER_PAGE = 10;

/** A page of the calls about one record, newest first (its Calls tab, and the tab's count). */
export const recordCallsQuery = (subject: { type: CallableType; id: number }, page = 1): ListQuery => ({
  'filter[callable_type]': subject.type,
  'filter[callable_id]': String(subject.id),
  sort: '-started_at',
  page: String(page),
  per_page: String(RECORD_CALLS_PER_PAGE),
});
