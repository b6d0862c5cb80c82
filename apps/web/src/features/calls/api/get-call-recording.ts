import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { callKeys } from './keys';

/**
 * `GET /calls/{id}/recording`: the audio with the Bearer header (an `<audio src>` cannot send
 * it), as a blob the player reads through an object URL.
 */
export async function getCallRecording(id: number, signal?: AbortSignal): Promise<Blob> {
  return (await apiClient.download(`/calls/${id}/recording`, { signal })).blob;
}

export const getCallRecordingQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: callKeys.recording(id),
    queryFn: ({ signal }) => getCallRecording(id, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCallRecording(id: number, enabled: boolean) {
  return useQuery(getCallRecordingQueryOptions(id, enabled));
}
