import type {
  CommissionStatement,
  ConfirmStatementInput,
  commissionStatementSummarySchema,
  ResolveStatementLineInput,
} from '@aurora/contracts/billing/payables';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { tripKeys } from '../../../../entities/trips/keys';
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

/** `GET /billing/commission-statements/{id}`: one statement with its lines. */
export async function getCommissionStatement(id: number, signal?: AbortSignal): Promise<CommissionStatement> {
  const answer = await apiClient.get<{ data: CommissionStatement }>(`/billing/commission-statements/${id}`, {
    signal,
  });
  return answer.data;
}

export const getCommissionStatementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: payablesKeys.statement(id),
    queryFn: ({ signal }) => getCommissionStatement(id, signal),
  });

export const useCommissionStatement = (id: number | null) =>
  useQuery({ ...getCommissionStatementQueryOptions(id ?? 0), enabled: id !== null });

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

/** After a statement changed money on bookings: billing and the trips' pages refresh; it keeps its answer. */
function useSettleStatement() {
  const queryClient = useQueryClient();
  return (statement: CommissionStatement) => {
    queryClient.setQueryData(payablesKeys.statement(statement.id), statement);
    void queryClient.invalidateQueries({
      queryKey: payablesKeys.all,
      predicate: (query) => query.queryKey[2] !== statement.id,
    });
    void queryClient.invalidateQueries({ queryKey: tripKeys.all });
  };
}

/** `POST /billing/commission-statements/{id}/confirm`: the format confirmed, its payment recorded. */
export const CONFIRM_STATEMENT_KEY = ['billing', 'confirm-statement'] as const;

export function useConfirmCommissionStatement() {
  const settle = useSettleStatement();
  return useMutation({
    mutationKey: CONFIRM_STATEMENT_KEY,
    mutationFn: async ({ id, input }: { id: number; input: ConfirmStatementInput }) => {
      const answer = await apiClient.post<{ data: CommissionStatement }>(
        `/billing/commission-statements/${id}/confirm`,
        input,
      );
      return answer.data;
    },
    onSuccess: settle,
  });
}

/** `POST /billing/commission-statements/{id}/lines/{line}/resolve`: assign an unmatched line, or ignore it. */
export function useResolveStatementLine() {
  const settle = useSettleStatement();
  return useMutation({
    mutationFn: async ({
      id,
      line,
      input,
    }: {
      id: number;
      line: number;
      input: ResolveStatementLineInput;
    }) => {
      const answer = await apiClient.post<{ data: CommissionStatement }>(
        `/billing/commission-statements/${id}/lines/${line}/resolve`,
        input,
      );
      return answer.data;
    },
    onSuccess: settle,
  });
}
