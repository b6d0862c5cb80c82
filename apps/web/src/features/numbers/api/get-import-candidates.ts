import type { NumberCandidate } from '@aurora/contracts/numbers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { numberKeys } from '../../../entities/numbers/get-numbers';
import { apiClient } from '../../../lib/api-client';

/**
 * `GET /telephony/numbers/import-candidates` (administrators): the provider account's numbers,
 * each marked when some organization here already has it. 404 when the provider has no account
 * to list (the simulator).
 */
export async function getImportCandidates(signal?: AbortSignal): Promise<NumberCandidate[]> {
  return (
    await apiClient.get<{ data: NumberCandidate[] }>('/telephony/numbers/import-candidates', { signal })
  ).data;
}

// Under `numberKeys.all`, so adding numbers also refreshes which candidates are already imported.
export const getImportCandidatesQueryOptions = (organizationCode: string) =>
  queryOptions({
    queryKey: [...numberKeys.all, organizationCode.toLowerCase(), 'import-candidates'] as const,
    queryFn: ({ signal }) => getImportCandidates(signal),
    // The provider account changes outside the app: read it again every time the dialog opens.
    staleTime: 0,
  });

export function useImportCandidates(organizationCode: string, enabled: boolean) {
  return useQuery({ ...getImportCandidatesQueryOptions(organizationCode), enabled });
}
