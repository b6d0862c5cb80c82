import type { Lead } from '@aurora/contracts/leads';
import { useQuery } from '@tanstack/react-query';
import { recordKeys, recordPath } from '../../../components/record/api/keys';
import { isRecordId, recordQueryOptions } from '../../../components/record/api/record-queries';

export const getLeadQueryOptions = (id: number) =>
  recordQueryOptions<Lead>(recordKeys.detail('leads', id), recordPath({ module: 'leads', id }));

export const useLead = (id: number) => useQuery({ ...getLeadQueryOptions(id), enabled: isRecordId(id) });
