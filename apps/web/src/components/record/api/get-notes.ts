import type { Note } from '@aurora/contracts/notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type RecordSubject, recordKeys, recordPath } from './keys';

/** `GET /{module}/{id}/notes`: pinned first, then newest. */
export async function getNotes(subject: RecordSubject, signal?: AbortSignal): Promise<Note[]> {
  const answer = await apiClient.get<{ data: Note[] }>(`${recordPath(subject)}/notes`, { signal });
  return answer.data;
}

export const getNotesQueryOptions = (subject: RecordSubject) =>
  queryOptions({
    queryKey: recordKeys.notes(subject),
    queryFn: ({ signal }) => getNotes(subject, signal),
  });

export function useNotes(subject: RecordSubject) {
  return useQuery(getNotesQueryOptions(subject));
}
