import type { Opportunity, UpdateOpportunityInput } from '@aurora/contracts/opportunities';
import { useUpdateRecord } from '../../../components/record/api/record-queries';

/** Saves a deal; its page (timeline included), the lists and the board refresh. */
export const useUpdateOpportunity = (id: number) =>
  useUpdateRecord<UpdateOpportunityInput, Opportunity>('opportunities', id);
