import type { ImportJob } from '@aurora/contracts/imports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

export const importKeys = {
  detail: (orgCode: string, id: number) => ['imports', orgCode.toLowerCase(), id] as const,
};

// The job belongs to the organization it was started in, whichever one is on screen when it is
// polled: its path carries that code (the API client leaves a path with a code alone).
export const importPath = (orgCode: string, id: number) => `/${orgCode.toLowerCase()}/imports/${id}`;

export const isRunning = (job: Pick<ImportJob, 'status'> | undefined) =>
  job?.status === 'pending' || job?.status === 'running';

/** `GET /imports/{id}`: status, progress and, once done, the report. */
export async function getImport(orgCode: string, id: number, signal?: AbortSignal): Promise<ImportJob> {
  const answer = await apiClient.get<{ data: ImportJob }>(importPath(orgCode, id), { signal });
  return answer.data;
}

/** Polls while the job runs (`refetchInterval`), and stops once it completed or failed. */
export const getImportQueryOptions = (orgCode: string, id: number) =>
  queryOptions({
    queryKey: importKeys.detail(orgCode, id),
    queryFn: ({ signal }) => getImport(orgCode, id, signal),
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      return !query.state.data || isRunning(query.state.data) ? IMPORT_POLL_MS : false;
    },
    refetchIntervalInBackground: true,
  });

export function useImport(orgCode: string, id: number | null) {
  return useQuery({ ...getImportQueryOptions(orgCode, id ?? 0), enabled: id !== null });
}
