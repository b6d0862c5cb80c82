import type { PaginationMeta } from '@aurora/contracts/http';
import type { RecordModule } from '@aurora/contracts/records';
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type RecordSubject, recordKeys, recordPath } from './keys';

/**
 * The record query kit: what every record type's endpoints have in common (one record read from
 * its `{data}` envelope, a page of its list, its update, its deletion), so each feature's `api/` file only
 * names its path, its keys and what else refreshes.
 */

/** The list grammar's query (`useListState().apiQuery`). */
export type ListQuery = Record<string, string>;

/** One page of a list endpoint. */
export type ListPage<T> = { data: T[]; meta: PaginationMeta };

/** `GET {path}` of one record. */
export async function getRecordAt<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await apiClient.get<{ data: T }>(path, { signal })).data;
}

/** `GET {path}` of a list, with the list grammar's query. */
export function getListPage<T>(path: string, query: ListQuery, signal?: AbortSignal): Promise<ListPage<T>> {
  return apiClient.get<ListPage<T>>(path, { query, signal });
}

export const recordQueryOptions = <T>(queryKey: QueryKey, path: string) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => getRecordAt<T>(path, signal) });

export const listPageQueryOptions = <T>(queryKey: QueryKey, path: string, query: ListQuery) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => getListPage<T>(path, query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

/** An id a record page can ask for: route parameters that are not one leave the query idle. */
export const isRecordId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

/**
 * Saves a record of `module` with `PUT /{module}/{id}`: its page shows the answer at once, its
 * module's lists refetch, and so does whatever else shows it (`alsoRefresh`).
 */
export function useUpdateRecord<Input, Saved extends { id: number }>(
  module: RecordModule,
  id: number,
  alsoRefresh: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) =>
      (await apiClient.put<{ data: Saved }>(recordPath({ module, id }), input)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(recordKeys.detail(module, saved.id), saved);
      for (const queryKey of [recordKeys.module(module), ...alsoRefresh]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** `DELETE /{module}/{id}`. */
export async function deleteRecord(module: RecordModule, id: number): Promise<void> {
  await apiClient.delete(recordPath({ module, id }));
}

/**
 * Deletes a record of `module`: its entry goes, its module's lists refetch, and so does whatever
 * else shows it (`alsoRefresh`, such as a client's page for one of its contacts).
 */
export function useDeleteRecord(module: RecordModule, alsoRefresh: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRecord(module, id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: recordKeys.detail(module, id) });
      for (const queryKey of [recordKeys.module(module), ...alsoRefresh]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** A change to a record's notes or files: that list and the record's timeline refetch after it. */
export function useRecordItemMutation<Variables, Answer>(
  kind: 'notes' | 'attachments',
  subject: RecordSubject,
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys[kind](subject) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.activity(subject) });
    },
  });
}

/** Deletes one of a record's notes or files. */
export const useDeleteRecordItem = (kind: 'notes' | 'attachments', subject: RecordSubject) =>
  useRecordItemMutation(kind, subject, async (id: number) => {
    await apiClient.delete(`/${kind}/${id}`);
  });
