import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { callKeys } from './keys';

/**
 * `GET /{org}/calls/{id}/recording`: the audio with the Bearer header (an `<audio src>` cannot
 * send it), as a blob the player reads through an object URL. Without an organization code the
 * route's organization is used.
 */
export async function getCallRecording(
  id: number,
  organizationCode?: string | null,
  signal?: AbortSignal,
): Promise<Blob> {
  const prefix = organizationCode ? `/${organizationCode.toLowerCase()}` : '';
  return (await apiClient.download(`${prefix}/calls/${id}/recording`, { signal })).blob;
}

export const getCallRecordingQueryOptions = (id: number, organizationCode?: string | null) =>
  queryOptions({
    queryKey: callKeys.recording(id),
    queryFn: ({ signal }) => getCallRecording(id, organizationCode, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCallRecording(id: number, organizationCode?: string | null) {
  return useQuery(getCallRecordingQueryOptions(id, organizationCode));
}
