import type { Attachment } from '@aurora/contracts/attachments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type RecordSubject, recordKeys, recordPath } from './keys';

/** `GET /{module}/{id}/attachments`. */
export async function getAttachments(subject: RecordSubject, signal?: AbortSignal): Promise<Attachment[]> {
  const answer = await apiClient.get<{ data: Attachment[] }>(`${recordPath(subject)}/attachments`, {
    signal,
  });
  return answer.data;
}

export const getAttachmentsQueryOptions = (subject: RecordSubject) =>
  queryOptions({
    queryKey: recordKeys.attachments(subject),
    queryFn: ({ signal }) => getAttachments(subject, signal),
  });

export function useAttachments(subject: RecordSubject) {
  return useQuery(getAttachmentsQueryOptions(subject));
}
