import { recordKeys } from '../../components/record/api/keys';

/** Every deal query, below `['opportunities']` (the module the realtime record events name). */
export const opportunityKeys = {
  all: recordKeys.module('opportunities'),
  list: (query: Record<string, string>) => [...opportunityKeys.all, 'list', query] as const,
  detail: (id: number) => recordKeys.detail('opportunities', id),
};
