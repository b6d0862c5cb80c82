import type { Lead } from '@aurora/contracts/leads';
import { useQuery } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { type ListQuery, listPageQueryOptions } from '../../../components/record/api/record-queries';

export const getLeadsQueryOptions = (query: ListQuery) =>
  listPageQueryOptions<Lead>([...recordKeys.module('leads'), 'list', query], '/leads', query);

export const useLeads = (query: ListQuery) => useQuery(getLeadsQueryOptions(query));
