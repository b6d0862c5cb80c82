import type { commissionStatementSummarySchema } from '@aurora/contracts/billing/payables';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client';
import { payablesKeys } from './payables-keys';

export type CommissionStatementSummary = z.infer<typeof commissionStatementSummarySchema>;

/** `GET /billing/commission-statements`: the statements uploaded, newest first, without their lines. */
export async function getCommissionStatements(signal?: AbortSignal): Promise<CommissionStatementSummary[]> {
  const answer = await apiClient.get<{ data: CommissionStatementSummary[] }>(
    '/billing/commission-statements',
    {
      signal,
    },
  );
  return answer.data;
}

export const useCommissionStatements = () =>
  useQuery({
    queryKey: payablesKeys.statements(),
    queryFn: ({ signal }) => getCommissionStatements(signal),
  });
