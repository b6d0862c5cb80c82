import type { Opportunity } from '@aurora/contracts/opportunities';
import { useQuery } from '@tanstack/react-query';
import { isRecordId, recordQueryOptions } from '../../components/record/api/record-queries';
import { opportunityKeys } from './keys';

/** `GET /opportunities/{id}`. */
export const getOpportunityQueryOptions = (id: number) =>
  recordQueryOptions<Opportunity>(opportunityKeys.detail(id), `/opportunities/${id}`);

export const useOpportunity = (id: number) =>
  useQuery({ ...getOpportunityQueryOptions(id), enabled: isRecordId(id) });
