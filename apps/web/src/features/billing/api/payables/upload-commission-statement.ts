import type { CommissionStatement } from '@aurora/contracts/billing/payables';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { payablesKeys } from './payables-keys';

/**
 * `POST /billing/commission-statements?supplier_id=` (multipart, field `file`): the supplier's CSV,
 * answered read (separator and decimal mark detected) with each line's booking. Nothing is recorded
 * yet; a file that cannot be read answers 422 naming its line.
 */
export async function uploadCommissionStatement(
  supplierId: number,
  file: File,
): Promise<CommissionStatement> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await apiClient.upload<{ data: CommissionStatement }>(
    '/billing/commission-statements',
    form,
    {
      query: { supplier_id: supplierId },
    },
  );
  return answer.data;
}

export function useUploadCommissionStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierId, file }: { supplierId: number; file: File }) =>
      uploadCommissionStatement(supplierId, file),
    onSuccess: (statement) => {
      queryClient.setQueryData(payablesKeys.statement(statement.id), statement);
      void queryClient.invalidateQueries({ queryKey: payablesKeys.statements() });
    },
  });
}
