import type { Call } from '@aurora/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { type ListQuery, listPageQueryOptions } from '../../../components/record/api/record-queries';
import { callKeys } from '../../../entities/calls/keys';

/** `GET /calls`: the organization's calls. */
export const getCallsQueryOptions = (query: ListQuery) =>
  listPageQueryOptions<Call>(callKeys.list(query), '/calls', query);

export const useCalls = (query: ListQuery) => useQuery(getCallsQueryOptions(query));
