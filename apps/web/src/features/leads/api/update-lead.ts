import type { Lead, UpdateLeadInput } from '@aurora/contracts/leads';
import { useUpdateRecord } from '../../../components/record/api/record-queries';

/** Saves a lead; its page (timeline included) and the lists refresh. */
export const useUpdateLead = (id: number) => useUpdateRecord<UpdateLeadInput, Lead>('leads', id);
