import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';
import type { UsageParams } from './get-usage';

/** `GET /billing/usage/export?month=&group=`: the same bill as CSV, saved under the server's name. */
export async function exportUsage(params: UsageParams): Promise<string> {
  const { blob, fileName } = await apiClient.download('/billing/usage/export', { query: params });
  const name = fileName ?? `telephony-usage-${params.month}.csv`;
  saveFile(blob, name);
  return name;
}

export const useExportUsage = () => useMutation({ mutationFn: exportUsage });
