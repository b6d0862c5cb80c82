import type { Opportunity } from '@aurora/contracts/opportunities';
import { useQuery } from '@tanstack/react-query';
import { type ListQuery, listPageQueryOptions } from '../../../components/record/api/record-queries';
import { opportunityKeys } from '../../../entities/opportunities/keys';

export const getOpportunitiesQueryOptions = (query: ListQuery) =>
  listPageQueryOptions<Opportunity>(opportunityKeys.list(query), '/opportunities', query);

export const useOpportunities = (query: ListQuery, enabled = true) =>
  useQuery({ ...getOpportunitiesQueryOptions(query), enabled });
