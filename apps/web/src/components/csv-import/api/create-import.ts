import type { ImportJob, ImportModule } from '@aurora/contracts/imports';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST /{module}/imports` (multipart, field `file`): uploads the CSV. Nothing is imported yet;
 * the answer has the headers, a preview and the suggested mapping.
 */
export async function createImport(module: ImportModule, file: File): Promise<ImportJob> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await apiClient.upload<{ data: ImportJob }>(`/${module}/imports`, form);
  return answer.data;
}

export function useCreateImport(module: ImportModule) {
  return useMutation({ mutationFn: (file: File) => createImport(module, file) });
}
