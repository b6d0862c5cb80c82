import type { ImportJob, StartImportInput } from '@aurora/contracts/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { importKeys, importPath } from './get-import';

/** `POST /imports/{id}/start {mapping, dedupe}`: answers 202 at once; the job runs on the server. */
export async function startImport(orgCode: string, id: number, input: StartImportInput): Promise<ImportJob> {
  const answer = await apiClient.post<{ data: ImportJob }>(`${importPath(orgCode, id)}/start`, input);
  return answer.data;
}

export function useStartImport(orgCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: StartImportInput }) => startImport(orgCode, id, input),
    onSuccess: (job) => queryClient.setQueryData(importKeys.detail(orgCode, job.id), job),
  });
}
