import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type ExportInput = {
  /** The list's query in the server's grammar; paging is left out (the export has every row). */
  query: Record<string, string>;
  /** Export columns, in order. */
  columns: string[];
};

/**
 * `GET /{module}/export?{list query}&columns=...` with the Bearer header, then saves the CSV
 * through a temporary link (a plain link could not send the header).
 */
export async function exportList(module: string, { query, columns }: ExportInput): Promise<string> {
  const { page: _page, per_page: _perPage, ...rest } = query;
  const file = await apiClient.download(`/${module}/export`, {
    query: { ...rest, columns: columns.length > 0 ? columns.join(',') : undefined },
  });
  const fileName = file.fileName ?? `${module}-${new Date().toISOString().slice(0, 10)}.csv`;
  saveFile(file.blob, fileName);
  return fileName;
}

export function useExportList(module: string) {
  return useMutation({ mutationFn: (input: ExportInput) => exportList(module, input) });
}
